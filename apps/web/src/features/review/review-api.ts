// The validators' calls (API.md "Validators' queue and notifications", "Owner disputes").
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ScammerRecord } from '@satark/shared/api-types';
import type { DecideDisputeInput, OpenDispute } from '@satark/shared/disputes';
import { api } from '../../lib/api-client';

export const reviewKey = ['moderation'] as const;

export const useQueue = (page: number, size: number) =>
  useQuery({
    queryKey: [...reviewKey, 'queue', page, size],
    queryFn: ({ signal }) =>
      api.get<{ success: true; total: number; data: ScammerRecord[] }>('/moderation/queue', { page, size }, signal),
    placeholderData: keepPreviousData,
  });

export const useOpenDisputes = (page: number, size: number) =>
  useQuery({
    queryKey: [...reviewKey, 'disputes', page, size],
    queryFn: ({ signal }) =>
      api.get<{ success: true; total: number; data: OpenDispute[] }>('/moderation/disputes', { page, size }, signal),
    placeholderData: keepPreviousData,
  });

export const decideDispute = (disputeId: string, input: DecideDisputeInput) =>
  api.post<{ success: true; message: string }>(`/moderation/disputes/${encodeURIComponent(disputeId)}/decide`, input);
