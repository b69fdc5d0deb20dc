import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '@satark/shared/constants';
import { toAsciiDigits } from '@satark/shared/digits';
import { FieldMessage } from './field-message';

export interface OtpFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  length?: number;
}

/**
 * Four masked one-digit boxes: typing moves forward, Backspace on an empty box moves back, and
 * pasting the whole code fills every box.
 */
export function OtpField({ label, value, onChange, error, disabled, length = OTP_LENGTH }: OtpFieldProps) {
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const groupId = useId();
  const digits = Array.from({ length }, (_, i) => value[i] ?? '');

  const setDigit = (index: number, digit: string) => {
    const next = [...digits];
    next[index] = digit;
    onChange(next.join('').slice(0, length));
  };
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  const onInput = (index: number, raw: string) => {
    const typed = toAsciiDigits(raw).replace(/\D/g, '');
    if (typed.length > 1) {
      fill(typed, index);
      return;
    }
    setDigit(index, typed);
    if (typed) focus(index + 1);
  };
  const fill = (text: string, from = 0) => {
    const code = toAsciiDigits(text).replace(/\D/g, '');
    if (!code) return;
    const next = [...digits];
    for (let i = 0; i < code.length && from + i < length; i += 1) next[from + i] = code[i]!;
    onChange(next.join(''));
    focus(Math.min(length - 1, from + code.length));
  };
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      setDigit(index - 1, '');
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') focus(index - 1);
    else if (event.key === 'ArrowRight') focus(index + 1);
  };
  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(event.clipboardData.getData('text'), digits.every((d) => !d) ? 0 : index);
  };

  return (
    <fieldset aria-describedby={error ? `${groupId}-error` : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex gap-3">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            type="password"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={length}
            value={digit}
            disabled={disabled}
            aria-label={t('otpDigit', { n: index + 1, total: length })}
            aria-invalid={error ? true : undefined}
            onChange={(event) => onInput(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
            className="size-12 rounded-lg border border-slate-300 bg-white text-center text-xl font-bold text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:bg-slate-100 aria-[invalid=true]:border-red-500 sm:size-14"
          />
        ))}
      </div>
      <FieldMessage id={`${groupId}-error`} error={error} />
    </fieldset>
  );
}
