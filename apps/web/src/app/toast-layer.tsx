import { useEffect, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { TOAST_AUTO_CLOSE_MS, TOAST_WIDTH_PX } from '@satark/shared/constants';
import { lazyPart } from '../lib/lazy-component';
import { loadToastify, toastRequests } from '../lib/toast';

// If its code does not arrive, the app goes on without toasts; the next toast asked for tries again.
const ToastContainer = lazyPart<{ style: CSSProperties }>(() =>
  loadToastify().then(({ ToastContainer: Container, Slide }) => ({
    default: (props: { style: CSSProperties }) => (
      <Container
        position="top-left"
        autoClose={TOAST_AUTO_CLOSE_MS}
        transition={Slide}
        newestOnTop
        closeOnClick
        {...props}
      />
    ),
  })),
);

const toastStyle = { '--toastify-toast-width': `${TOAST_WIDTH_PX}px` } as CSSProperties;

/**
 * Toasts appear after an action, never on the first paint: react-toastify (~10 kB gzipped) and its
 * container load once the first screen is there. Rendered by the router's root, whose first effect
 * runs after the page's route has loaded and #boot is gone; a toast asked for earlier waits in
 * react-toastify's own queue until the container mounts.
 */
export function ToastLayer() {
  const [firstScreenShown, setFirstScreenShown] = useState(false);
  const requests = useSyncExternalStore(toastRequests.subscribe, toastRequests.count);
  useEffect(() => {
    // In a task of its own: the first screen's render and paint come first.
    const timer = setTimeout(() => setFirstScreenShown(true), 0);
    return () => clearTimeout(timer);
  }, []);
  if (!firstScreenShown) return null;
  // In <body>, not in #root: a dialog open on the first screen (/auth/login) has already hidden
  // #root from screen readers (aria-hidden), and a toast inside it would be silent.
  return createPortal(<ToastContainer style={toastStyle} retryKey={String(requests)} />, document.body);
}
