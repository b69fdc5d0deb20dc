import { CLIENT_MESSAGES, SERVER_MESSAGES } from '@satark/shared/messages';
import { useSharedMessage } from '../../lib/field-message';
import { toast } from '../../lib/toast';
import { useCancelDeletion } from './account-api';

/** Cancel Deletion with its toasts ('Account deletion cancelled.' / the failure text). */
export function useCancelDeletionAction() {
  const translate = useSharedMessage();
  const cancel = useCancelDeletion();
  return {
    pending: cancel.isPending,
    run: () =>
      cancel.mutate(undefined, {
        onSuccess: () => toast.success(translate(SERVER_MESSAGES.deletionCancelled)),
        onError: () => toast.error(translate(CLIENT_MESSAGES.cancelDeletionFailed)),
      }),
  };
}
