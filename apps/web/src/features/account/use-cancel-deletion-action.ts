import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { useCancelDeletion } from './account-api';

/** Cancel Deletion with its toasts ('Account deletion cancelled.' / the failure text). */
export function useCancelDeletionAction() {
  const { t } = useTranslation();
  const cancel = useCancelDeletion();
  return {
    pending: cancel.isPending,
    run: () =>
      cancel.mutate(undefined, {
        onSuccess: () => toast.success(t('account.deletionCancelled')),
        onError: () => toast.error(t('account.cancelDeletionFailed')),
      }),
  };
}
