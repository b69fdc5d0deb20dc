import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { COUNTRY_CODE, MAX_PHONE_INPUT_LENGTH, REPORT_TYPES, type ReportType } from '@satark/shared/constants';
import { toAsciiDigits } from '@satark/shared/identifiers';
import { checkRequestSchema, type CheckRequest } from '@satark/shared/report-schemas';
import { Button } from '../../components/ui/button';
import { TextArea } from '../../components/ui/text-area';
import { TextField } from '../../components/ui/text-field';
import { paths } from '../../config/paths';
import { useSharedMessage } from '../../lib/field-message';
import { session } from '../../lib/session';
import { readOutcome, useScamCheck, type CheckOutcome, type ReportPrefill } from './check-api';
import { CheckResult } from './check-result';

interface FormValues {
  type: ReportType;
  countryCode: string;
  phoneNo: string;
  upi: string;
  sms: string;
  email: string;
  website: string;
}

const FIELD: Record<ReportType, Exclude<keyof FormValues, 'type' | 'countryCode'>> = {
  number: 'phoneNo',
  upi: 'upi',
  sms: 'sms',
  email: 'email',
  website: 'website',
};

const emptyValues = (type: ReportType): FormValues => ({
  type,
  countryCode: COUNTRY_CODE,
  phoneNo: '',
  upi: '',
  sms: '',
  email: '',
  website: '',
});

const resolver = zodResolver(checkRequestSchema) as unknown as Resolver<FormValues>;

/** Sends the reporter to the report form with the checked value, through login when signed out. */
export function useGoToReport() {
  const navigate = useNavigate();
  return (prefill: ReportPrefill) => {
    if (session.getToken()) navigate(paths.reportScam, { state: prefill });
    else navigate(paths.login, { state: { ...prefill, from: paths.reportScam } });
  };
}

export function CheckCard() {
  const { t } = useTranslation('check');
  const translateError = useSharedMessage();
  const [type, setType] = useState<ReportType>('number');
  const [result, setResult] = useState<{ outcome: CheckOutcome; value: string } | null>(null);
  const check = useScamCheck();
  const { register, handleSubmit, reset, formState } = useForm<FormValues>({
    resolver,
    defaultValues: emptyValues('number'),
  });

  const field = FIELD[type];
  const error = translateError(formState.errors[field]?.message);

  const switchTab = (next: ReportType) => {
    setType(next);
    reset(emptyValues(next));
  };
  const startOver = () => {
    setResult(null);
    reset(emptyValues(type));
  };

  const onSubmit = handleSubmit(async (values) => {
    const parsed = values as unknown as CheckRequest;
    const answer = await check.mutateAsync(parsed);
    const typed = (values as unknown as Record<string, string>)[field] ?? '';
    setResult({ outcome: readOutcome(answer), value: typed });
  });

  const phone = register('phoneNo');
  const busy = check.isPending;

  return (
    <section
      aria-labelledby="check-title"
      className="mx-auto w-full rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="check-card"
    >
      {result ? (
        <CheckResult type={type} value={result.value} outcome={result.outcome} onBack={startOver} />
      ) : (
        <div className="p-5 sm:p-8">
          <h2 id="check-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
            {t('title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600 sm:text-base">{t('subtitle')}</p>

          <div
            role="tablist"
            aria-label={t('tabsLabel')}
            className="mt-5 grid grid-cols-5 gap-1 rounded-xl bg-slate-100 p-1"
          >
            {REPORT_TYPES.map((tab) => (
              <button
                key={tab}
                type="button"
                role="tab"
                id={`check-tab-${tab}`}
                aria-selected={tab === type}
                aria-controls="check-panel"
                disabled={busy}
                onClick={() => tab !== type && switchTab(tab)}
                className={`rounded-lg px-1 py-2 text-xs font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:cursor-not-allowed sm:text-sm ${
                  tab === type ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900'
                }`}
              >
                {t(`tabs.${tab}`)}
              </button>
            ))}
          </div>

          <form
            id="check-panel"
            role="tabpanel"
            aria-labelledby={`check-tab-${type}`}
            noValidate
            onSubmit={onSubmit}
            className="mt-5 flex flex-col gap-4"
          >
            {type === 'number' && (
              <TextField
                key="number"
                label={t('labels.number')}
                prefix={COUNTRY_CODE}
                inputMode="numeric"
                autoComplete="off"
                maxLength={MAX_PHONE_INPUT_LENGTH}
                placeholder={t('placeholders.number')}
                error={error}
                {...phone}
                onChange={(event) => {
                  event.target.value = toAsciiDigits(event.target.value).replace(/\D/g, '');
                  return phone.onChange(event);
                }}
              />
            )}
            {type === 'upi' && (
              <TextField
                key="upi"
                label={t('labels.upi')}
                autoComplete="off"
                autoCapitalize="none"
                placeholder={t('placeholders.upi')}
                error={error}
                {...register('upi')}
              />
            )}
            {type === 'sms' && (
              <TextArea
                key="sms"
                label={t('labels.sms')}
                rows={3}
                placeholder={t('placeholders.sms')}
                error={error}
                {...register('sms')}
              />
            )}
            {type === 'email' && (
              <TextField
                key="email"
                type="email"
                label={t('labels.email')}
                autoComplete="off"
                autoCapitalize="none"
                placeholder={t('placeholders.email')}
                error={error}
                {...register('email')}
              />
            )}
            {type === 'website' && (
              <TextField
                key="website"
                type="url"
                inputMode="url"
                label={t('labels.website')}
                autoComplete="off"
                autoCapitalize="none"
                placeholder={t('placeholders.website')}
                error={error}
                {...register('website')}
              />
            )}
            <Button type="submit" size="lg" loading={busy} className="w-full sm:w-auto sm:self-start">
              {t('submit')}
            </Button>
          </form>
        </div>
      )}
    </section>
  );
}
