// Calls of owner disputes (API.md "Owner disputes").
import { useQuery } from '@tanstack/react-query';
import type { DisputeCreated, MyDisputesResponse } from '@satark/shared/api-types';
import { api } from '../../lib/api-client';

export const myDisputesKey = ['disputes', 'mine'] as const;

export const fileDispute = async (input: { id: string; reason: string; proof: File | null }) => {
  const form = new FormData();
  form.set('json', JSON.stringify({ id: input.id, reason: input.reason }));
  if (input.proof) form.set('proof', input.proof, input.proof.name);
  return (await api.postForm<{ success: true; message: string; data: DisputeCreated }>('/scam-report/disputes', form))
    .data;
};

export const useMyDisputes = (page: number, size: number) =>
  useQuery({
    queryKey: [...myDisputesKey, page, size],
    queryFn: async ({ signal }) => api.get<MyDisputesResponse>('/scam-report/disputes/mine', { page, size }, signal),
  });
