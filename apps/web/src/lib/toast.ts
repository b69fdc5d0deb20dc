// The layout's toasts without react-toastify in the first download: the library (and its
// ToastContainer, app/toast-layer.tsx) load just after the first screen. Pages that load later
// import react-toastify directly; both reach the same module.
type Toastify = typeof import('react-toastify');
type Kind = 'info' | 'success' | 'error';

let library: Promise<Toastify> | null = null;
/** react-toastify, loaded once; after a failed load (a bad network) the next call tries again. */
export const loadToastify = () =>
  (library ??= import('react-toastify').catch((error: unknown) => {
    library = null;
    throw error;
  }));

// How many toasts were asked for, so the toast layer can load its container again if it had failed.
let requested = 0;
const listeners = new Set<() => void>();
export const toastRequests = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  count: () => requested,
};

type Options = Parameters<Toastify['toast']['info']>[1];

const show = (kind: Kind) => (content: string, options?: Options) => {
  requested += 1;
  for (const listener of listeners) listener();
  // A toast whose code cannot arrive is dropped; the next one tries again.
  loadToastify().then(
    ({ toast }) => toast[kind](content, options),
    () => {},
  );
};

export const toast = { info: show('info'), success: show('success'), error: show('error') };
