// Verify (name) and Reject (reason) for validators, each in a 600 px modal (SPEC.md §2, §5).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { CLIENT_MESSAGES, SERVER_MESSAGES } from '@satark/shared/messages';
import { rejectSchema, verifySchema } from '@satark/shared/report-schemas';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { useSharedMessage } from '../../../lib/field-message';
import { rejectReport, verifyReport, type ModerationTarget } from '../api/reports';

export type ModerationAction = 'verify' | 'reject';

/** What differs between the two modals; everything else is one form. */
const ACTIONS = {
  verify: {
    schema: verifySchema.pick({ name: true }),
    send: verifyReport,
    done: SERVER_MESSAGES.verifiedReport,
    buttonVariant: 'primary',
  },
  reject: {
    schema: rejectSchema.pick({ reason: true }),
    send: rejectReport,
    done: SERVER_MESSAGES.rejectedReport,
    buttonVariant: 'danger',
  },
} as const;

interface ModerationModalProps {
  action: ModerationAction | null;
  target: ModerationTarget;
  onClose: () => void;
  onDone: () => void;
}

export function ModerationModal({ action, target, onClose, onDone }: ModerationModalProps) {
  return action ? (
    // A key per action gives each its own empty form.
    <ModerationForm key={action} action={action} target={target} onClose={onClose} onDone={onDone} />
  ) : null;
}

function ModerationForm({ action, target, onClose, onDone }: ModerationModalProps & { action: ModerationAction }) {
  const { t } = useTranslation('reports');
  const sharedMessage = useSharedMessage();
  const [busy, setBusy] = useState(false);
  const { schema, send, done, buttonVariant } = ACTIONS[action];
  const field = action === 'verify' ? 'name' : 'reason';
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<Record<string, string>>({
    // Either schema validates a one-field form keyed by `field`.
    resolver: zodResolver(schema) as unknown as Resolver<Record<string, string>>,
    defaultValues: { [field]: '' },
  });
  const submit = handleSubmit(async (values) => {
    const value = values[field]!;
    setBusy(true);
    try {
      const result = await send(target, value);
      toast.success(sharedMessage(result.message || done));
      onDone();
    } catch {
      toast.error(sharedMessage(CLIENT_MESSAGES.somethingWrong));
    } finally {
      setBusy(false);
    }
  });
  const formId = `${action}-form`;
  const input = {
    label: t(`moderation.${field}`),
    error: sharedMessage(errors[field]?.message),
    ...register(field, { onChange: () => clearErrors(field) }),
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t(`moderation.${action}Title`)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('moderation.cancel')}
          </Button>
          <Button type="submit" form={formId} variant={buttonVariant} loading={busy}>
            {t(`moderation.${action}`)}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-3">
        <p className="text-sm text-slate-600">{t(`moderation.${action}Help`, { id: target.scammerId })}</p>
        {action === 'verify' ? (
          <TextField placeholder={t('moderation.namePlaceholder')} {...input} />
        ) : (
          <TextArea rows={4} {...input} />
        )}
      </form>
    </Modal>
  );
}
