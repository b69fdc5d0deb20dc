// The validators' calls (API.md "Validators' queue and notifications", "Owner disputes").
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MessageResponse, ModerationQueueResponse, OpenDisputesResponse } from '@satark/shared/api-types';
import type { DecideDisputeInput } from '@satark/shared/disputes';
import { api } from '../../lib/api-client';

export const reviewKey = ['moderation'] as const;

export const useQueue = (page: number, size: number) =>
  useQuery({
    queryKey: [...reviewKey, 'queue', page, size],
    queryFn: ({ signal }) => api.get<ModerationQueueResponse>('/moderation/queue', { page, size }, signal),
    placeholderData: keepPreviousData,
  });

export const useOpenDisputes = (page: number, size: number) =>
  useQuery({
    queryKey: [...reviewKey, 'disputes', page, size],
    queryFn: ({ signal }) => api.get<OpenDisputesResponse>('/moderation/disputes', { page, size }, signal),
    placeholderData: keepPreviousData,
  });

export const decideDispute = (disputeId: string, input: DecideDisputeInput) =>
  api.post<MessageResponse>(`/moderation/disputes/${encodeURIComponent(disputeId)}/decide`, input);
