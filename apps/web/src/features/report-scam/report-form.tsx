// The Report Scam form of SPEC.md §2 and §5: type, identifier, description, article, evidence.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { FAILURE_REENABLE_MS, REPORT_TYPES, toArticleLanguage, type ReportType } from '@satark/shared/constants';
import { normalizeIdentifier, normalizePhone, normalizeSmsSender } from '@satark/shared/identifiers';
import { CLIENT_MESSAGES } from '@satark/shared/messages';
import {
  newArticleKey,
  reportFormSchema,
  toPhoneDigitsInput,
  toSmsHeaderInput,
  type ReportForm as ReportFormValues,
} from '@satark/shared/report-schemas';
import { Button } from '../../components/ui/button';
import { Combobox, type ComboboxOption } from '../../components/ui/combobox';
import { SelectField } from '../../components/ui/select-field';
import { inputClasses, TextField } from '../../components/ui/text-field';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useArticleCards, useArticleTitles, submitReport } from './api/report';
import { ArticlePreview } from './article-preview';
import { EvidenceField } from './evidence-field';
import { useSharedMessage } from '../../lib/field-message';

export interface ReportPrefill {
  type?: string;
  uniqueId?: string;
}

type FormValues = Omit<ReportFormValues, 'type'> & { type: ReportType | '' };

const isReportType = (value: unknown): value is ReportType => REPORT_TYPES.includes(value as ReportType);
/** Types whose identifier uses the +91 digits field (SMS only while "Non-number" is off). */
const usesPhoneDigits = (type: ReportType | '', nonNumber: boolean) =>
  type === 'number' || (type === 'sms' && !nonNumber);

/** Turns the carried {type, uniqueId} into the form's starting values. */
function initialValues(prefill: ReportPrefill) {
  const type: ReportType | '' = isReportType(prefill.type) ? prefill.type : '';
  const raw = prefill.uniqueId?.trim() ?? '';
  let uniqueId = raw;
  let detail = '';
  let nonNumber = false;
  if (type === 'number') {
    uniqueId = normalizePhone(raw)?.nationalNumber ?? toPhoneDigitsInput(raw);
  } else if (type === 'sms' && raw) {
    const phone = normalizePhone(raw);
    if (phone) uniqueId = phone.nationalNumber;
    else if (normalizeSmsSender(raw)) {
      nonNumber = true;
      uniqueId = toSmsHeaderInput(raw);
    } else {
      // A pasted message rather than a sender: it is the SMS content, the sender is still to type.
      uniqueId = '';
      detail = raw;
    }
  }
  return { type, uniqueId, detail, nonNumber };
}

export function ReportForm({ prefill }: { prefill: ReportPrefill }) {
  const { t } = useTranslation('report-scam');
  const { t: tc, i18n } = useTranslation();
  const tm = useSharedMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = useMemo(() => initialValues(prefill), [prefill]);
  const typeLocked = start.type !== '';
  const idLocked = typeLocked && start.uniqueId !== '' && start.type !== 'sms' && start.type !== 'email';

  const [nonNumber, setNonNumber] = useState(start.nonNumber);
  const [proof, setProof] = useState<File | null>(null);
  const [proofError, setProofError] = useState<string | undefined>();
  const [created, setCreated] = useState<ComboboxOption[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const reenableTimer = useRef<number | undefined>(undefined);

  const titles = useArticleTitles();
  const cards = useArticleCards(toArticleLanguage(i18n.resolvedLanguage));
  const options = useMemo<ComboboxOption[]>(
    () => [...(titles.data ?? []).map((a) => ({ key: a.slug, value: a.title })), ...created],
    [titles.data, created],
  );

  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<FormValues>({
    // The resolver checks the shared rule; `hasProof` comes from the chosen file.
    resolver: zodResolver(reportFormSchema) as never,
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
  const articleSlug = useWatch({ control, name: 'articleSlug' });
  const preview = cards.data?.find((article) => article.slug === articleSlug);

  const identifierField = register('uniqueId', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      const cleaned = usesPhoneDigits(type, nonNumber)
        ? toPhoneDigitsInput(value)
        : type === 'sms'
          ? toSmsHeaderInput(value)
          : value;
      if (cleaned !== value) setValue('uniqueId', cleaned);
      clearErrors('uniqueId');
    },
  });

  const descriptionLabel = type === 'sms' ? t('smsContent') : type === 'email' ? t('emailContent') : t('description');

  const send = async (values: FormValues) => {
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
          {result.message || t('submitted')}{' '}
          <button
            type="button"
            onClick={() => navigate(paths.myReports)}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {tc('toastMyReports')}
          </button>
        </span>,
        { position: 'top-left' },
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

  const typeOptions = REPORT_TYPES.map((value) => ({ value, label: t(`types.${value}`) }));

  return (
    <div className="mx-auto w-full max-w-2xl">
      <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
        <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4 sm:px-6">
          <div>
            <h1 className="text-xl font-bold text-slate-900">{t('title')}</h1>
            <p className="mt-0.5 text-sm text-slate-600">{t('subtitle')}</p>
          </div>
          <Link
            to={paths.homeAlias}
            aria-label={t('close')}
            className="-mr-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          >
            <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
              <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4z" />
            </svg>
          </Link>
        </div>

        <form noValidate onSubmit={(event) => void handleSubmit(send)(event)} className="space-y-5 px-5 py-5 sm:px-6">
          <div
            role="note"
            className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
          >
            <svg
              viewBox="0 0 20 20"
              className="mt-0.5 size-5 shrink-0 text-amber-600"
              fill="currentColor"
              aria-hidden="true"
            >
              <path d="M8.3 3.2a2 2 0 0 1 3.4 0l6 10.4A2 2 0 0 1 16 16.6H4a2 2 0 0 1-1.7-3L8.3 3.2zM10 7a1 1 0 0 0-1 1v3a1 1 0 1 0 2 0V8a1 1 0 0 0-1-1zm0 7.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2z" />
            </svg>
            <p>{t('warning')}</p>
          </div>

          {typeLocked ? (
            // Locked by the prefill: shown, not registered, so the starting value is what is sent.
            <SelectField
              label={t('selectType')}
              options={typeOptions}
              value={start.type}
              disabled
              onChange={() => {}}
            />
          ) : (
            <SelectField
              label={t('selectType')}
              placeholder={t('selectType')}
              options={typeOptions}
              error={tm(errors.type?.message)}
              {...register('type', {
                onChange: () => {
                  setValue('uniqueId', '');
                  setNonNumber(false);
                  clearErrors();
                },
              })}
            />
          )}

          {type !== '' && (
            <div>
              {type === 'sms' && (
                <label className="mb-2 flex w-fit items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    checked={nonNumber}
                    disabled={idLocked}
                    onChange={(event) => {
                      setNonNumber(event.target.checked);
                      setValue('uniqueId', '');
                      clearErrors('uniqueId');
                    }}
                    className="size-4 rounded border-slate-300 accent-brand-600"
                  />
                  {t('nonNumber')}
                </label>
              )}
              <TextField
                label={t(`identifier.${type === 'sms' && nonNumber ? 'smsHeader' : type}`)}
                placeholder={t(`placeholder.${type === 'sms' && nonNumber ? 'smsHeader' : type}`)}
                prefix={usesPhoneDigits(type, nonNumber) ? '+91' : undefined}
                inputMode={usesPhoneDigits(type, nonNumber) ? 'numeric' : type === 'email' ? 'email' : undefined}
                type={type === 'email' ? 'email' : type === 'website' ? 'url' : 'text'}
                autoComplete="off"
                readOnly={idLocked}
                aria-readonly={idLocked || undefined}
                className={idLocked ? 'bg-slate-100 text-slate-600' : ''}
                error={tm(errors.uniqueId?.message)}
                {...identifierField}
              />
            </div>
          )}

          <div>
            <label htmlFor="report-detail" className="mb-1.5 block text-sm font-medium text-slate-700">
              {descriptionLabel}
            </label>
            <textarea
              id="report-detail"
              rows={5}
              placeholder={t('detailPlaceholder')}
              aria-invalid={errors.detail ? true : undefined}
              aria-describedby={errors.detail ? 'report-detail-message' : undefined}
              className={`${inputClasses} resize-y`}
              {...register('detail', { onChange: () => clearErrors('detail') })}
            />
            {errors.detail && (
              <p id="report-detail-message" role="alert" className="mt-1.5 text-sm text-red-600">
                {tm(errors.detail.message)}
              </p>
            )}
          </div>

          <Controller
            control={control}
            name="articleSlug"
            render={({ field, fieldState }) => (
              <Combobox
                id="report-article"
                label={t('whatScam')}
                placeholder={t('whatScamPlaceholder')}
                options={options}
                value={field.value || null}
                onChange={(option) => {
                  field.onChange(option?.key ?? '');
                  clearErrors('articleSlug');
                }}
                noOptionsText={tm(CLIENT_MESSAGES.noOptions)!}
                onCreate={(text) => {
                  const option = { key: newArticleKey(text), value: text };
                  setCreated((list) => (list.some((o) => o.key === option.key) ? list : [...list, option]));
                  return option;
                }}
                createLabel={(text) => t('addOption', { text })}
                clearLabel={t('clearArticle')}
                error={tm(fieldState.error?.message)}
              />
            )}
          />
          {preview && <ArticlePreview article={preview} />}

          <EvidenceField
            file={proof}
            error={tm(proofError)}
            onChange={(file, message) => {
              setProof(file);
              setProofError(message);
              setValue('hasProof', file !== null);
              if (file) clearErrors('detail');
            }}
          />

          <Button type="submit" size="lg" fullWidth loading={submitting}>
            {t('submit')}
          </Button>
        </form>
      </div>
    </div>
  );
}
