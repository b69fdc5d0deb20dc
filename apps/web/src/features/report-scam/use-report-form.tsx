// The Report Scam form's state and submit: react-hook-form checked by the shared rule, the
// "Non-number" switch, the evidence file, and the send with its toasts and field errors.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { FAILURE_REENABLE_MS, TOAST_WITH_ACTION_AUTO_CLOSE_MS, type ReportType } from '@satark/shared/constants';
import { normalizeIdentifier } from '@satark/shared/identifiers';
import { CLIENT_MESSAGES, SERVER_MESSAGES } from '@satark/shared/messages';
import { reportSubmissionSchema, toSmsHeaderInput, type ReportForm } from '@satark/shared/report-schemas';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useSharedMessage } from '../../lib/field-message';
import { submitReport } from './api/report';
import { isReportType, startValues, toReportPhoneInput, usesPhoneDigits, type ReportPrefill } from './report-prefill';

export type ReportFormValues = Omit<ReportForm, 'type'> & { type: ReportType | '' };

export function useReportForm(prefill: ReportPrefill) {
  const { t: tc } = useTranslation();
  const tm = useSharedMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = useMemo(() => startValues(prefill), [prefill]);
  const typeLocked = start.type !== '';
  const idLocked = typeLocked && start.uniqueId !== '' && start.type !== 'sms' && start.type !== 'email';

  const [nonNumber, setNonNumber] = useState(start.nonNumber);
  const [proof, setProof] = useState<File | null>(null);
  const [proofError, setProofError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const reenableTimer = useRef<number | undefined>(undefined);

  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ReportFormValues>({
    // The resolver checks the shared rule; `hasProof` comes from the chosen file.
    resolver: zodResolver(reportSubmissionSchema) as never,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: {
      type: start.type,
      uniqueId: start.uniqueId,
      detail: start.detail,
      articleSlug: '',
      hasProof: false,
    },
  });
  const type = useWatch({ control, name: 'type' });

  const typeField = register('type', {
    onChange: () => {
      setValue('uniqueId', '');
      setNonNumber(false);
      clearErrors();
    },
  });

  const identifierField = register('uniqueId', {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      const cleaned = usesPhoneDigits(type, nonNumber)
        ? toReportPhoneInput(value)
        : type === 'sms'
          ? toSmsHeaderInput(value)
          : value;
      if (cleaned !== value) setValue('uniqueId', cleaned);
      clearErrors('uniqueId');
    },
  });

  const detailField = register('detail', { onChange: () => clearErrors('detail') });

  const changeNonNumber = (checked: boolean) => {
    setNonNumber(checked);
    setValue('uniqueId', '');
    clearErrors('uniqueId');
  };

  const clearArticleError = () => clearErrors('articleSlug');

  const changeProof = (file: File | null, message?: string) => {
    setProof(file);
    setProofError(message);
    setValue('hasProof', file !== null);
    if (file) clearErrors('detail');
  };

  const send = async (values: ReportFormValues) => {
    if (!isReportType(values.type)) return;
    window.clearTimeout(reenableTimer.current);
    setSubmitting(true);
    const typed = values.uniqueId.trim();
    try {
      const result = await submitReport(
        {
          type: values.type,
          uniqueId: normalizeIdentifier(values.type, typed)?.uniqueId ?? typed,
          detail: values.detail.trim(),
          ...(values.articleSlug ? { articleSlug: values.articleSlug } : {}),
        },
        proof,
      );
      toast.success(
        <span>
          {tm(result.message || SERVER_MESSAGES.reportCreated)}{' '}
          <button
            type="button"
            onClick={() => navigate(paths.myReports)}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {tc('toastMyReports')}
          </button>
        </span>,
        { position: 'top-left', autoClose: TOAST_WITH_ACTION_AUTO_CLOSE_MS },
      );
      void queryClient.invalidateQueries({ queryKey: ['scam-report'] });
      void queryClient.invalidateQueries({ queryKey: ['scam-articles'] });
      navigate(paths.home);
    } catch (error) {
      if (error instanceof ApiError) {
        toast.error(error.message, { position: 'top-left' });
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field === 'proof') setProofError(message);
          else if (field === 'uniqueId' || field === 'detail' || field === 'articleSlug' || field === 'type') {
            setError(field, { type: 'server', message });
          }
        }
        reenableTimer.current = window.setTimeout(() => setSubmitting(false), FAILURE_REENABLE_MS);
      } else {
        toast.error(tm(CLIENT_MESSAGES.tryLater), { position: 'top-left' });
        setSubmitting(false);
      }
    }
  };

  return {
    start,
    typeLocked,
    idLocked,
    control,
    errors,
    type,
    typeField,
    identifierField,
    detailField,
    nonNumber,
    changeNonNumber,
    clearArticleError,
    proof,
    proofError,
    changeProof,
    submitting,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void handleSubmit(send)(event),
  };
}
