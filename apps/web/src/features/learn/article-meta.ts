// Small helpers the article list, the trending list and the article page share.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import DOMPurify from 'dompurify';
import { ANONYMOUS_NAME } from '@satark/shared/constants';
import { INDIA_TIME_ZONE } from '@satark/shared/dates';

dayjs.extend(utc);
dayjs.extend(timezone);

/** SPEC.md §3: a missing image falls back to the app icon. */
export const FALLBACK_IMAGE = '/icon.svg';

export const authorOf = (name: string | null | undefined) => name?.trim() || ANONYMOUS_NAME;

export const formatArticleDate = (iso: string) => {
  const date = dayjs(iso);
  return date.isValid() ? date.tz(INDIA_TIME_ZONE).format('DD MMM YYYY') : '';
};

/** The server sanitizes too; the browser does it again before any HTML reaches the page. */
export const safeHtml = (html: string) => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });

/** An <img> error handler that swaps in the app icon once. */
export const showFallbackImage = (event: React.SyntheticEvent<HTMLImageElement>) => {
  const image = event.currentTarget;
  if (!image.src.endsWith(FALLBACK_IMAGE)) image.src = FALLBACK_IMAGE;
};
