// GET /scam-report/stats: the counters and the operator's texts; defaults until it succeeds.
import { useQuery } from '@tanstack/react-query';
import type { StatsResponse } from '@satark/shared/api-types';
import { api } from '../../lib/api-client';

export const useStats = () =>
  useQuery({
    queryKey: ['stats'],
    queryFn: ({ signal }) => api.get<StatsResponse>('/scam-report/stats', undefined, signal),
    staleTime: 60_000,
    retry: false,
  });
