// SPEC.md §3: an article without an image, or whose image fails to load, shows the app icon.
export const FALLBACK_IMAGE = '/icon.svg';

/** An <img> error handler that swaps in the app icon once. */
export const showFallbackImage = (event: React.SyntheticEvent<HTMLImageElement>) => {
  const image = event.currentTarget;
  if (!image.src.endsWith(FALLBACK_IMAGE)) image.src = FALLBACK_IMAGE;
};
