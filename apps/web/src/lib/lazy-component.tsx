// Code that is its own chunk, loaded the first time it is shown or asked for with `preload`. Unlike
// React.lazy, a component whose chunk has arrived renders at once: the first screen's page is loaded
// before the first render (main.tsx), so the first paint (#boot) stays until the page itself can
// replace it; the check card's answer is loaded together with the answer itself.
import { use, type ComponentType } from 'react';

export interface LazyComponent<Props extends object> {
  (props: Props): React.ReactNode;
  /** Starts loading the chunk (once); resolves when the component can render without waiting. */
  preload: () => Promise<unknown>;
}

/** A chunk did not arrive; `offline` is whether the browser knew it was offline then. */
export class ChunkLoadError extends Error {
  constructor(
    readonly offline: boolean,
    options?: ErrorOptions,
  ) {
    super('A part of the app could not load', options);
  }
}

export function lazyComponent<Props extends object = Record<string, never>>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): LazyComponent<Props> {
  let Loaded: ComponentType<Props> | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (cause: unknown) => {
        throw new ChunkLoadError(!navigator.onLine, { cause });
      },
    ));
  const Lazy = (props: Props) => {
    // Suspends until the chunk is there; a chunk that fails to load throws to the nearest boundary.
    if (!Loaded) use(preload());
    return Loaded ? <Loaded {...props} /> : null;
  };
  return Object.assign(Lazy, { preload });
}

/** Whether a route's element is a lazy component, so the first screen can wait for its chunk. */
export const isLazyComponent = (type: unknown): type is LazyComponent<object> =>
  typeof type === 'function' && typeof (type as Partial<LazyComponent<object>>).preload === 'function';
