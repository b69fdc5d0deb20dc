// The layout's toasts without react-toastify in the first download: the library (and its
// ToastContainer, app/providers.tsx) load just after the first screen. Pages that load later
// import react-toastify directly; both reach the same module.
type Toastify = typeof import('react-toastify');
type Kind = 'info' | 'success' | 'error';

let library: Promise<Toastify> | null = null;
export const loadToastify = () => (library ??= import('react-toastify'));

type Options = Parameters<Toastify['toast']['info']>[1];

const show = (kind: Kind) => (content: string, options?: Options) =>
  void loadToastify().then(({ toast }) => toast[kind](content, options));

export const toast = { info: show('info'), success: show('success'), error: show('error') };
