// Per-key fetch state (TanStack Query), persisted to localStorage with a 5 s write throttle.
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import { PERSIST_THROTTLE_MS } from '@satark/shared/constants';
import { ApiError } from './api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      gcTime: 24 * 60 * 60 * 1000,
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

export const queryPersister = createSyncStoragePersister({
  storage: window.localStorage,
  key: 'satark.queryCache',
  throttleTime: PERSIST_THROTTLE_MS,
});

export const clearPersistedState = () => {
  queryClient.clear();
  window.localStorage.removeItem('satark.queryCache');
};
