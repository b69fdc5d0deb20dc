// Code that is its own chunk, loaded the first time it is shown or asked for with `preload`. Unlike
// React.lazy, a component whose chunk has arrived renders at once: the first screen's page is loaded
// before the first render (main.tsx), so the first paint (#boot) stays until the page itself can
// replace it; the check card's answer is loaded together with the answer itself. lazyPart (below)
// is for parts of a page that may be left out when their code does not arrive.
import { lazy, Suspense, use, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';

export interface LazyComponent<Props extends object> {
  (props: Props): React.ReactNode;
  /**
   * Starts loading the chunk; resolves when the component can render without waiting. Once loading
   * (or loaded) it returns the same promise; after a failure it tries again (Chromium 156 fetches a
   * failed module again: docs/decisions/parts-that-fail-to-load.md).
   */
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
  let attempt: Promise<unknown> | undefined;
  let failed = false;
  const preload = () => {
    if (attempt && !failed) return attempt;
    failed = false;
    attempt = load().then(
      (module) => {
        Loaded = module.default;
      },
      (cause: unknown) => {
        failed = true;
        throw new ChunkLoadError(!navigator.onLine, { cause });
      },
    );
    return attempt;
  };
  const Lazy = (props: Props) => {
    // Suspends until the chunk is there; a chunk that fails to load throws to the nearest boundary.
    // Rendering never starts a second attempt (React renders again after a failure: that would be
    // a loop of fetches while offline); preload does.
    if (!Loaded) use(attempt ?? preload());
    return Loaded ? <Loaded {...props} /> : null;
  };
  return Object.assign(Lazy, { preload });
}

/** Whether a route's element is a lazy component, so the first screen can wait for its chunk. */
export const isLazyComponent = (type: unknown): type is LazyComponent<object> =>
  typeof type === 'function' && typeof (type as Partial<LazyComponent<object>>).preload === 'function';

type LazyPartProps<Props> = Props & {
  /** Shown while the chunk loads; nothing by default. */
  loading?: ReactNode;
  /**
   * When this changes and the part had failed to load, it is loaded again (the menu opened again,
   * another page). Each new showing of the part tries again too.
   */
  retryKey?: string;
  /** Shown instead of a part whose code did not arrive, with a way to try again; nothing by default. */
  failed?: (retry: () => void) => ReactNode;
};

/**
 * A part of a page with its own chunk (a drawer, a dialog, a side list, the dispute entry) that,
 * when its code cannot arrive on a bad network, is left out instead of taking the page (or the
 * check's answer) with it. Pages themselves use lazyComponent and the page boundary's Retry.
 */
export function lazyPart<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  // React's lazy keeps a failed load for good, so each attempt gets a lazy of its own.
  let attempt: { Part: LazyExoticComponent<ComponentType<Props>>; failed: boolean } | undefined;
  const tryLoading = () => {
    if (attempt && !attempt.failed) return;
    const current = {
      Part: lazy(() =>
        load().catch((cause: unknown) => {
          current.failed = true;
          throw new ChunkLoadError(!navigator.onLine, { cause });
        }),
      ),
      failed: false,
    };
    attempt = current;
  };

  function LazyPart({ loading = null, retryKey = '', failed, ...props }: LazyPartProps<Props>) {
    // Once for each showing (state, not an effect: the part must not render the old failure first).
    useState(tryLoading);
    const [retries, setRetries] = useState(0);
    const key = `${retryKey} ${retries}`;
    const [triedFor, setTriedFor] = useState(key);
    if (triedFor !== key) {
      setTriedFor(key);
      tryLoading();
    }
    // A part whose code did not arrive is left out (or `failed` shows); any other error goes on to
    // the page's boundary.
    const leaveOut = (error: unknown) => {
      if (!(error instanceof ChunkLoadError)) throw error;
      return failed?.(() => setRetries((count) => count + 1)) ?? null;
    };
    const { Part } = attempt!;
    return (
      <ErrorBoundary resetKey={key} fallback={leaveOut}>
        <Suspense fallback={loading}>
          <Part {...(props as Props)} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return LazyPart;
}
