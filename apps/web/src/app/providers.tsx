import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { lazy, Suspense, type CSSProperties, type ReactNode } from 'react';
import { TOAST_AUTO_CLOSE_MS, TOAST_WIDTH_PX } from '@satark/shared/constants';
import { queryClient, queryPersister } from '../lib/query-client';
import { loadToastify } from '../lib/toast';

// Toasts appear after an action, never on the first paint: the library loads after it.
const ToastContainer = lazy(() =>
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

export function Providers({ children }: { children: ReactNode }) {
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{ persister: queryPersister, maxAge: 24 * 60 * 60 * 1000 }}
    >
      {children}
      <Suspense fallback={null}>
        <ToastContainer style={toastStyle} />
      </Suspense>
    </PersistQueryClientProvider>
  );
}
