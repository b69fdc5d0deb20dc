// Account deletion calls (API.md "Auth"). The UI uses delete-account (with its grace period),
// never immediate-delete-account, so the cancel window is always visible.
import { useMutation } from '@tanstack/react-query';
import type { PublicUser } from '@satark/shared/api-types';
import { api } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { currentUserKey } from '../../lib/use-current-user';

const patchUser = (patch: Partial<PublicUser>) =>
  queryClient.setQueryData<PublicUser>(currentUserKey, (user) => (user ? { ...user, ...patch } : user));

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: () => api.post<{ success: true; message: string; canCancelUntil: string }>('/auth/delete-account'),
    onSuccess: (answer) => {
      patchUser({ status: 'TO_DELETE', deletionScheduledAt: answer.canCancelUntil });
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });

export const useCancelDeletion = () =>
  useMutation({
    mutationFn: () => api.delete<{ success: true; message: string }>('/auth/cancel-account-deletion'),
    onSuccess: () => {
      patchUser({ status: 'ACTIVE', deletionScheduledAt: null });
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });
