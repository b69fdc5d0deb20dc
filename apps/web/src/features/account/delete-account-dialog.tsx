import { useTranslation } from 'react-i18next';
import { CLIENT_MESSAGES } from '@satark/shared/messages';
import { useSharedMessage } from '../../lib/field-message';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { useDeleteAccount } from './account-api';

/** "Delete your account?" → POST /auth/delete-account; the banner then shows the scheduled time. */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const translate = useSharedMessage();
  const deletion = useDeleteAccount();
  const confirm = () =>
    deletion.mutate(undefined, {
      onSuccess: onClose,
      onError: () => toast.error(translate(CLIENT_MESSAGES.deleteAccountFailed)),
    });
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('account.deleteTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={deletion.isPending}>
            {t('cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} loading={deletion.isPending}>
            {t('account.deleteConfirm')}
          </Button>
        </>
      }
    >
      <p className="text-sm leading-relaxed text-slate-600">{t('account.deleteBody')}</p>
    </Modal>
  );
}
