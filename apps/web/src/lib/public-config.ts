// GET /config: what the server tells the web app at run time (the grievance mailbox, whether Google
// sign-in is on), so an operator changes it without a rebuild. One query shared by every feature.
import { useQuery } from '@tanstack/react-query';
import type { PublicConfigResponse } from '@satark/shared/api-types';
import { api } from './api-client';

export const publicConfigKey = ['public-config'] as const;

export function usePublicConfig() {
  return useQuery({
    queryKey: publicConfigKey,
    queryFn: ({ signal }) => api.get<PublicConfigResponse>('/config', undefined, signal),
    staleTime: 5 * 60 * 1000,
  });
}
