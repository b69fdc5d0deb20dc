// A page's code is its own chunk, loaded the first time the page is shown. Unlike React.lazy, a page
// whose chunk has arrived renders at once: the first screen's page is loaded before the first
// render (main.tsx), so the first paint (#boot) stays until the page itself can replace it.
import { use, type ComponentType } from 'react';

export interface LazyPage {
  (): React.ReactNode;
  /** Starts loading the chunk (once); resolves when the page can render without waiting. */
  preload: () => Promise<unknown>;
}

/** A page's chunk did not arrive; `offline` is whether the browser knew it was offline then. */
export class PageLoadError extends Error {
  constructor(
    readonly offline: boolean,
    options?: ErrorOptions,
  ) {
    super('The page could not load', options);
  }
}

export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let Loaded: ComponentType | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (cause: unknown) => {
        throw new PageLoadError(!navigator.onLine, { cause });
      },
    ));
  const Page = () => {
    // Suspends until the chunk is there; a chunk that fails to load throws to the page's boundary.
    if (!Loaded) use(preload());
    return Loaded ? <Loaded /> : null;
  };
  return Object.assign(Page, { preload });
}

/** Whether a route's element is a lazy page, so the first screen can wait for its chunk. */
export const isLazyPage = (type: unknown): type is LazyPage =>
  typeof type === 'function' && typeof (type as Partial<LazyPage>).preload === 'function';
