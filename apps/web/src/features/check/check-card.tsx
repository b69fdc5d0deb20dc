import * as Tabs from '@radix-ui/react-tabs';
import { ClipboardPaste } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { COUNTRY_CODE, MAX_PHONE_INPUT_LENGTH, REPORT_TYPES, type ReportType } from '@satark/shared/constants';
import { toPhoneInput } from '@satark/shared/digits';
import type { CheckRequest } from '@satark/shared/report-schemas';
import { Button } from '../../components/ui/button';
import { TextArea } from '../../components/ui/text-area';
import { TextField } from '../../components/ui/text-field';
import { forgetBootCheck, readBootCheck } from '../../lib/boot-check';
import { useSharedMessage } from '../../lib/field-message';
import { toast } from '../../lib/toast';
import { readOutcome, useScamCheck, type CheckOutcome } from './check-api';
import { CheckResult } from './check-result';
import type { SharedState } from './share-target-page';

// The shared schema (zod and the phone library) is not needed to type: it loads after the card
// is on screen and is awaited on submit, so the first screen is usable sooner on a slow network.
const loadSchema = () => import('@satark/shared/report-schemas').then((module) => module.checkRequestSchema);
const loadSharedReader = () => import('@satark/shared/shared-text').then((module) => module.readSharedText);

/** The Clipboard API's read, where the browser has it (secure pages; not Firefox's web content). */
const canPaste = () => typeof navigator !== 'undefined' && typeof navigator.clipboard?.readText === 'function';

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

/** The check call's body for `type`: its one field as the person typed it. */
function requestFor(type: ReportType, text: string): CheckRequest {
  switch (type) {
    case 'number':
      return { type, countryCode: COUNTRY_CODE, phoneNo: text };
    case 'upi':
      return { type, upi: text };
    case 'sms':
      return { type, sms: text };
    case 'email':
      return { type, email: text };
    case 'website':
      return { type, website: text };
  }
}

const emptyValues = (type: ReportType): FormValues => ({
  type,
  countryCode: COUNTRY_CODE,
  phoneNo: '',
  upi: '',
  sms: '',
  email: '',
  website: '',
});

export function CheckCard() {
  const { t } = useTranslation('check');
  const location = useLocation();
  const navigate = useNavigate();
  const translateError = useSharedMessage();
  // What was typed into index.html's first-paint form before the app had loaded (the Phone field).
  const [boot] = useState(readBootCheck);
  const [type, setType] = useState<ReportType>('number');
  const [value, setValue] = useState(() => toPhoneInput(boot?.value ?? '', MAX_PHONE_INPUT_LENGTH));
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);
  const [result, setResult] = useState<{ outcome: CheckOutcome; value: string } | null>(null);
  const [lastRequest, setLastRequest] = useState<CheckRequest | null>(null);
  const check = useScamCheck();
  const resultRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  // The answer takes the focus, so a keyboard or screen-reader user lands on it (it is also
  // announced through the card's live region).
  useEffect(() => {
    if (result) resultRef.current?.querySelector<HTMLElement>('[data-result-heading]')?.focus();
  }, [result]);
  useEffect(() => {
    void loadSchema();
  }, []);
  const bootHandled = useRef(false);
  useEffect(() => {
    // Once, also when React runs an effect twice in development.
    if (bootHandled.current) return;
    bootHandled.current = true;
    forgetBootCheck();
    if (!boot?.focused) return;
    const input = fieldRef.current;
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
    if (boot.sent) fieldRef.current?.form?.requestSubmit();
  }, [boot]);

  const field = FIELD[type];
  const error = translateError(fieldError);

  /** The shared schema's message for the field of `forType`, or undefined when the value is valid. */
  const validate = async (text: string, forType: ReportType = type) => {
    const schema = await loadSchema();
    const parsed = schema.safeParse({ ...emptyValues(forType), [FIELD[forType]]: text });
    // The call takes the field as typed; what the schema reads from it is the server's to work out.
    if (parsed.success) return { request: requestFor(forType, text), message: undefined };
    const issue = parsed.error.issues.find((item) => item.path[0] === FIELD[forType]) ?? parsed.error.issues[0];
    return { request: null, message: issue?.message };
  };

  const switchTab = (next: ReportType) => {
    setType(next);
    setValue('');
    setFieldError(undefined);
    setSubmitted(false);
  };
  const startOver = () => {
    setResult(null);
    setValue('');
    setFieldError(undefined);
    setSubmitted(false);
  };
  const change = (text: string) => {
    setValue(text);
    // After a first submit the message follows the typing, as it did with react-hook-form.
    if (submitted) void validate(text).then(({ message }) => setFieldError(message));
  };

  const run = async (request: CheckRequest, typed: string) => {
    setLastRequest(request);
    const answer = await check.mutateAsync(request);
    setResult({ outcome: readOutcome(answer), value: typed });
  };
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const { request, message } = await validate(value);
    setFieldError(message);
    if (!request) {
      fieldRef.current?.focus();
      return;
    }
    await run(request, value);
  };
  // Text shared from another app (share-target-page.tsx): the SMS tab, or Website for a lone link,
  // filled in and checked at once. The state is cleared first, so a reload does not check again.
  const shared = (location.state as SharedState | null)?.shared;
  const handledShare = useRef<SharedState['shared'] | null>(null);
  useEffect(() => {
    // Once per share, also when React runs an effect twice in development.
    if (!shared || handledShare.current === shared) return;
    handledShare.current = shared;
    void navigate(location.pathname, { replace: true, state: null });
    void loadSharedReader().then(async (readSharedText) => {
      const read = readSharedText(shared);
      if (!read) return;
      setResult(null);
      setType(read.type);
      setValue(read.value);
      setSubmitted(true);
      const { request, message } = await validate(read.value, read.type);
      setFieldError(message);
      if (request) await run(request, read.value);
    });
    // validate and run read only the arguments they are given.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shared]);

  const paste = async () => {
    try {
      const text = await navigator.clipboard.readText();
      change(type === 'website' ? text.trim() : text);
      fieldRef.current?.focus();
    } catch {
      toast.error(t('pasteFailed'));
    }
  };

  const retry = () => {
    if (lastRequest && result) void run(lastRequest, result.value);
  };

  const busy = check.isPending;
  const fieldProps = {
    ref: fieldRef,
    name: field,
    value,
    error,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(event.target.value),
  };

  return (
    <section
      aria-labelledby="check-title"
      className="mx-auto w-full rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="check-card"
    >
      <div ref={resultRef} aria-live="polite" aria-atomic="true">
        {result && (
          <CheckResult
            type={type}
            value={result.value}
            outcome={result.outcome}
            onBack={startOver}
            onRetry={retry}
            retrying={busy}
          />
        )}
      </div>
      {!result && (
        <div className="p-5 sm:p-8">
          <h2 id="check-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
            {t('title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600 sm:text-base">{t('subtitle')}</p>

          {/* Radix's tablist: arrow keys, Home and End move between the tabs, with a roving tabindex.
              The panel is the form below (one form; its field changes with the tab). */}
          <Tabs.Root asChild value={type} onValueChange={(next) => switchTab(next as ReportType)}>
            <Tabs.List aria-label={t('tabsLabel')} className="mt-5 grid grid-cols-5 gap-1 rounded-xl bg-slate-100 p-1">
              {REPORT_TYPES.map((tab) => (
                <Tabs.Trigger
                  key={tab}
                  value={tab}
                  id={`check-tab-${tab}`}
                  aria-controls="check-panel"
                  disabled={busy}
                  className={`rounded-lg px-1 py-2 text-xs font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:cursor-not-allowed sm:text-sm ${
                    tab === type ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900'
                  }`}
                >
                  {t(`tabs.${tab}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </Tabs.Root>

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
                {...fieldProps}
                onChange={(event) => change(toPhoneInput(event.target.value, MAX_PHONE_INPUT_LENGTH))}
              />
            )}
            {type === 'upi' && (
              <TextField
                key="upi"
                label={t('labels.upi')}
                autoComplete="off"
                autoCapitalize="none"
                placeholder={t('placeholders.upi')}
                {...fieldProps}
              />
            )}
            {type === 'sms' && (
              <TextArea
                key="sms"
                label={t('labels.sms')}
                rows={3}
                placeholder={t('placeholders.sms')}
                {...fieldProps}
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
                {...fieldProps}
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
                {...fieldProps}
              />
            )}
            <div className="flex flex-col gap-3 sm:flex-row">
              {(type === 'sms' || type === 'website') && canPaste() && (
                <Button
                  variant="secondary"
                  size="lg"
                  disabled={busy}
                  onClick={() => void paste()}
                  className="w-full sm:w-auto"
                  data-testid="check-paste"
                >
                  <ClipboardPaste className="size-5" aria-hidden="true" />
                  {t('paste')}
                </Button>
              )}
              <Button type="submit" size="lg" loading={busy} className="w-full sm:w-auto">
                {t('submit')}
              </Button>
            </div>
          </form>
        </div>
      )}
    </section>
  );
}
