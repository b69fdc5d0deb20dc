// The check card's state and actions: the value typed before the app loaded (index.html's
// first-paint form), the tab switch, the field message that follows the typing after a first
// submit, the check call and its retry, pasting, and text shared from another app.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { MAX_PHONE_INPUT_LENGTH, type ReportType } from '@satark/shared/constants';
import { toPhoneInput } from '@satark/shared/digits';
import { sharedMessage } from '@satark/shared/shared-message';
import type { CheckRequest } from '@satark/shared/report-schemas';
import { forgetBootCheck, readBootCheck } from '../../lib/boot-check';
import { useSharedMessage } from '../../lib/field-message';
import { toast } from '../../lib/toast';
import { readOutcome, useScamCheck, type CheckOutcome } from './check-api';
import { isSchemaLoaded, loadSchema, validateCheck } from './check-request';
import { CheckResult } from './lazy-check-result';
import type { SharedState } from './share-target-page';

/**
 * What a check needs beyond typing: the shared schema (zod, the phone and domain rules, ~125 kB
 * gzipped) and the answer's code. Asked for when the person turns to the card (a touch or the
 * field's focus), not when the page loads: evaluating them took a 100-200 ms task on a slow phone
 * right after the first paint, when the first tap comes (docs/decisions/first-screen-javascript.md).
 * A submit waits for them (validateCheck, run).
 */
function prepareCheck() {
  loadSchema().catch(() => {});
  CheckResult.preload().catch(() => {});
}

const loadSharedReader = () => import('@satark/shared/shared-text').then((module) => module.readSharedText);

export interface CheckAnswer {
  outcome: CheckOutcome;
  /** The value as typed, shown with the answer. */
  value: string;
}

export function useCheckCard() {
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
  const [result, setResult] = useState<CheckAnswer | null>(null);
  const [lastRequest, setLastRequest] = useState<CheckRequest | null>(null);
  const [preparing, setPreparing] = useState(false);
  const check = useScamCheck();
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const bootHandled = useRef(false);
  useEffect(() => {
    // Once, also when React runs an effect twice in development.
    if (bootHandled.current) return;
    bootHandled.current = true;
    forgetBootCheck();
    if (!boot?.focused) return;
    prepareCheck();
    const input = fieldRef.current;
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
    if (boot.sent) fieldRef.current?.form?.requestSubmit();
  }, [boot]);

  const validate = (text: string, forType: ReportType = type) => validateCheck(text, forType);

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
    // A chunk that failed here is thrown again, where the answer renders, to the page's boundary.
    const [answer] = await Promise.all([check.mutateAsync(request), CheckResult.preload().catch(() => {})]);
    setResult({ outcome: readOutcome(answer), value: typed });
  };
  /** A check that could not be made because code did not arrive; its Retry validates again. */
  const showNotChecked = (typed: string) => {
    setLastRequest(null);
    setResult({ outcome: readOutcome(null), value: typed });
  };
  /** Validates `typed` with the shared schema, then checks it. */
  const validateAndRun = async (typed: string, forType: ReportType = type) => {
    // A submit soon after the first touch may wait for the schema's chunk on a slow network: the
    // button shows it is working meanwhile.
    if (!isSchemaLoaded()) setPreparing(true);
    let verdict: Awaited<ReturnType<typeof validate>>;
    try {
      verdict = await validate(typed, forType);
    } catch {
      // The schema's code did not arrive: the check could not be made (never an all-clear), and
      // Retry validates again.
      showNotChecked(typed);
      return;
    } finally {
      setPreparing(false);
    }
    setFieldError(verdict.message);
    if (!verdict.request) {
      setResult(null); // after a Retry: back to the field and its message
      fieldRef.current?.focus();
      return;
    }
    await run(verdict.request, typed);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    await validateAndRun(value);
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
    void loadSharedReader().then(
      async (readSharedText) => {
        const read = readSharedText(shared);
        if (!read) return;
        setResult(null);
        setType(read.type);
        setValue(read.value);
        setSubmitted(true);
        await validateAndRun(read.value, read.type);
      },
      () => {
        // The reader's code did not arrive: the message waits on the SMS tab, not checked yet.
        const message = sharedMessage(shared);
        if (!message) return;
        setType('sms');
        setValue(message);
        setSubmitted(true);
        showNotChecked(message);
      },
    );
    // validateAndRun and showNotChecked read only the arguments they are given.
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
    if (!result) return;
    if (lastRequest) void run(lastRequest, result.value);
    else void validateAndRun(result.value);
  };

  return {
    type,
    value,
    error: translateError(fieldError),
    result,
    busy: check.isPending || preparing,
    fieldRef,
    switchTab,
    startOver,
    prepare: prepareCheck,
    change,
    submit,
    paste,
    retry,
  };
}
