import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { CSSProperties, ReactNode } from 'react';
import { Slide, ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS, TOAST_WIDTH_PX } from '@satark/shared/constants';
import { queryClient, queryPersister } from '../lib/query-client';

const toastStyle = { '--toastify-toast-width': `${TOAST_WIDTH_PX}px` } as CSSProperties;

export function Providers({ children }: { children: ReactNode }) {
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{ persister: queryPersister, maxAge: 24 * 60 * 60 * 1000 }}
    >
      {children}
      <ToastContainer
        position="top-left"
        autoClose={TOAST_AUTO_CLOSE_MS}
        transition={Slide}
        newestOnTop
        closeOnClick
        style={toastStyle}
      />
    </PersistQueryClientProvider>
  );
}
