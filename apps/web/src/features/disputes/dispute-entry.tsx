// "Is this your number? Dispute this listing": what happens first (reviewed within 15 days, the
// owner's verified phone proves ownership), then the form (reason, optional proof), then the
// reference number. On the detail page and on the scam result.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReportType } from '@satark/shared/constants';
import type { DisputeCreated } from '@satark/shared/api-types';
import { DISPUTE_DUE_DAYS, DISPUTE_REASON_MAX, disputePayloadSchema } from '@satark/shared/disputes';
import { Button, buttonClasses } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { TextArea } from '../../components/ui/text-area';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { formatIndiaDate, useDateLanguage } from '../../lib/dates';
import { useSharedMessage } from '../../lib/field-message';
import { useServerMessage } from '../../lib/server-message';
import { useCurrentUser } from '../../lib/use-current-user';
import { EvidenceField } from '../report-scam';
import { fileDispute, myDisputesKey } from './disputes-api';

export interface DisputableListing {
  id: string;
  scammerId: string;
  type: ReportType;
}

const isPhone = (listing: DisputableListing) =>
  listing.type === 'number' || (listing.type === 'sms' && listing.scammerId.startsWith('+'));

const reasonSchema = disputePayloadSchema.pick({ reason: true });

export function DisputeEntry({ listing }: { listing: DisputableListing }) {
  const { t } = useTranslation('disputes');
  const [open, setOpen] = useState(false);
  const phone = isPhone(listing);
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 text-sm" data-testid="dispute-entry">
      <p className="font-semibold text-slate-900">{t(phone ? 'entry.questionPhone' : 'entry.question')}</p>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mt-1 rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        {t('entry.action')}
      </button>
      {open && <DisputeDialog listing={listing} phone={phone} onClose={() => setOpen(false)} />}
    </div>
  );
}

function DisputeDialog({
  listing,
  phone,
  onClose,
}: {
  listing: DisputableListing;
  phone: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('disputes');
  const dateLanguage = useDateLanguage();
  const { isLoggedIn, user } = useCurrentUser();
  const [step, setStep] = useState<'explain' | 'form'>('explain');
  const [created, setCreated] = useState<DisputeCreated | null>(null);

  if (created) {
    return (
      <Modal
        open
        onClose={onClose}
        title={t('success.title')}
        footer={
          <>
            <Link to={paths.myDisputes} className={buttonClasses('secondary')}>
              {t('success.myDisputes')}
            </Link>
            <Button onClick={onClose}>{t('success.done')}</Button>
          </>
        }
      >
        <div data-testid="dispute-success">
          <p className="text-sm text-slate-700">{t('success.body')}</p>
          <p className="mt-4 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('success.reference')}</p>
          <p className="mt-1 font-mono text-2xl font-bold text-slate-900" data-testid="dispute-reference">
            {created.reference}
          </p>
          <p className="mt-4 text-sm text-slate-700">
            {t('success.dueBy', { date: formatIndiaDate(created.dueBy, 'list', dateLanguage) })}
          </p>
          {!created.ownerVerified && <p className="mt-3 text-sm text-amber-800">{t('success.notOwnerVerified')}</p>}
        </div>
      </Modal>
    );
  }

  if (step === 'explain') {
    const ownsPhone =
      phone && user && `${user.countryCode}${user.phoneNo}`.replace(/\s/g, '') === listing.scammerId.replace(/\s/g, '');
    return (
      <Modal
        open
        onClose={onClose}
        title={t('explain.title')}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('cancel')}
            </Button>
            {isLoggedIn ? (
              <Button onClick={() => setStep('form')}>{t('explain.continue')}</Button>
            ) : (
              <Link to={paths.login} className={buttonClasses('primary')}>
                {t('explain.login')}
              </Link>
            )}
          </>
        }
      >
        <p className="font-mono text-base font-semibold break-all text-slate-900">{listing.scammerId}</p>
        <ol className="mt-4 list-decimal space-y-2 pl-5 text-sm text-slate-700">
          <li>{t('explain.step1', { days: DISPUTE_DUE_DAYS })}</li>
          <li>{phone ? t('explain.step2Phone') : t('explain.step2Other')}</li>
          <li>{t('explain.step3')}</li>
        </ol>
        {phone && isLoggedIn && (
          <p
            className={`mt-4 rounded-xl p-3 text-sm ${ownsPhone ? 'bg-emerald-50 text-emerald-900' : 'bg-slate-100 text-slate-700'}`}
          >
            {ownsPhone ? t('explain.ownerMatch') : t('explain.ownerMismatch')}
          </p>
        )}
        {!isLoggedIn && <p className="mt-4 text-sm text-slate-700">{t('explain.loginFirst')}</p>}
      </Modal>
    );
  }

  return <DisputeForm listing={listing} onClose={onClose} onCreated={setCreated} />;
}

function DisputeForm({
  listing,
  onClose,
  onCreated,
}: {
  listing: DisputableListing;
  onClose: () => void;
  onCreated: (created: DisputeCreated) => void;
}) {
  const { t } = useTranslation('disputes');
  const sharedMessage = useSharedMessage();
  const serverMessage = useServerMessage();
  const queryClient = useQueryClient();
  const [proof, setProof] = useState<File | null>(null);
  const [proofError, setProofError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<{ reason: string }>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });
  const length = useWatch({ control, name: 'reason' }).trim().length;

  const submit = handleSubmit(async ({ reason }) => {
    setBusy(true);
    setFailure(null);
    try {
      const created = await fileDispute({ id: listing.id, reason, proof });
      void queryClient.invalidateQueries({ queryKey: myDisputesKey });
      void queryClient.invalidateQueries({ queryKey: ['scam-report'] });
      onCreated(created);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      if (fields.reason) setError('reason', { message: fields.reason });
      if (fields.proof) setProofError(fields.proof);
      if (!fields.reason && !fields.proof) setFailure(serverMessage(error));
    } finally {
      setBusy(false);
    }
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={t('form.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form="dispute-form" disabled={busy}>
            {t('form.submit')}
          </Button>
        </>
      }
    >
      <form id="dispute-form" noValidate onSubmit={submit} className="space-y-4">
        <p className="font-mono text-sm font-semibold break-all text-slate-900">{listing.scammerId}</p>
        <TextArea
          label={t('form.reason')}
          rows={5}
          maxLength={DISPUTE_REASON_MAX}
          error={sharedMessage(errors.reason?.message)}
          hint={t('form.reasonHint', { n: length, max: DISPUTE_REASON_MAX })}
          {...register('reason')}
        />
        <EvidenceField
          file={proof}
          error={sharedMessage(proofError)}
          onChange={(file, error) => {
            setProof(file);
            setProofError(error);
          }}
        />
        {failure && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-700">
            {failure}
          </p>
        )}
      </form>
    </Modal>
  );
}
