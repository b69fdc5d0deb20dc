// Verify (name) and Reject (reason) for validators, each in a 600 px modal (SPEC.md §2, §5).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { CLIENT_MESSAGES } from '@satark/shared/messages';
import { rejectSchema, verifySchema } from '@satark/shared/report-schemas';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { inputClasses, TextField } from '../../../components/ui/text-field';
import { rejectReport, verifyReport, type ModerationTarget } from '../api/reports';
import { translateMessage } from '../translate-message';

const verifyForm = verifySchema.pick({ name: true });
const rejectForm = rejectSchema.pick({ reason: true });

interface ModalProps {
  open: boolean;
  target: ModerationTarget;
  onClose: () => void;
  onDone: () => void;
}

export function VerifyModal({ open, target, onClose, onDone }: ModalProps) {
  const { t } = useTranslation('reports');
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm<{ name: string }>({ resolver: zodResolver(verifyForm), defaultValues: { name: '' } });
  const close = () => {
    reset();
    onClose();
  };
  const submit = handleSubmit(async ({ name }) => {
    setBusy(true);
    try {
      const result = await verifyReport(target, name);
      toast.success(result.message || t('moderation.verified'));
      reset();
      onDone();
    } catch {
      toast.error(translateMessage(t, CLIENT_MESSAGES.somethingWrong));
    } finally {
      setBusy(false);
    }
  });
  return (
    <Modal
      open={open}
      onClose={close}
      title={t('moderation.verifyTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('moderation.cancel')}
          </Button>
          <Button type="submit" form="verify-form" loading={busy}>
            {t('moderation.verify')}
          </Button>
        </>
      }
    >
      <form id="verify-form" noValidate onSubmit={submit} className="space-y-3">
        <p className="text-sm text-slate-600">{t('moderation.verifyHelp', { id: target.scammerId })}</p>
        <TextField
          label={t('moderation.name')}
          placeholder={t('moderation.namePlaceholder')}
          error={translateMessage(t, errors.name?.message)}
          {...register('name', { onChange: () => clearErrors('name') })}
        />
      </form>
    </Modal>
  );
}

export function RejectModal({ open, target, onClose, onDone }: ModalProps) {
  const { t } = useTranslation('reports');
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm<{ reason: string }>({ resolver: zodResolver(rejectForm), defaultValues: { reason: '' } });
  const close = () => {
    reset();
    onClose();
  };
  const submit = handleSubmit(async ({ reason }) => {
    setBusy(true);
    try {
      const result = await rejectReport(target, reason);
      toast.success(result.message || t('moderation.rejected'));
      reset();
      onDone();
    } catch {
      toast.error(translateMessage(t, CLIENT_MESSAGES.somethingWrong));
    } finally {
      setBusy(false);
    }
  });
  return (
    <Modal
      open={open}
      onClose={close}
      title={t('moderation.rejectTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('moderation.cancel')}
          </Button>
          <Button type="submit" form="reject-form" variant="danger" loading={busy}>
            {t('moderation.reject')}
          </Button>
        </>
      }
    >
      <form id="reject-form" noValidate onSubmit={submit} className="space-y-3">
        <p className="text-sm text-slate-600">{t('moderation.rejectHelp', { id: target.scammerId })}</p>
        <div>
          <label htmlFor="reject-reason" className="mb-1.5 block text-sm font-medium text-slate-700">
            {t('moderation.reason')}
          </label>
          <textarea
            id="reject-reason"
            rows={4}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? 'reject-reason-message' : undefined}
            className={`${inputClasses} resize-y`}
            {...register('reason', { onChange: () => clearErrors('reason') })}
          />
          {errors.reason && (
            <p id="reject-reason-message" role="alert" className="mt-1.5 text-sm text-red-600">
              {translateMessage(t, errors.reason.message)}
            </p>
          )}
        </div>
      </form>
    </Modal>
  );
}
