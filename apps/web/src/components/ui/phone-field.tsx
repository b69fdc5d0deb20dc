import { forwardRef, type ChangeEvent } from 'react';
import { COUNTRY_CODE, MAX_PHONE_INPUT_LENGTH } from '@satark/shared/constants';
import { toAsciiDigits } from '@satark/shared/identifiers';
import { TextField, type TextFieldProps } from './text-field';

/** Strips everything but digits (Indic digits become ASCII) before the change reaches the form. */
export const keepDigits = (event: ChangeEvent<HTMLInputElement>) => {
  event.target.value = toAsciiDigits(event.target.value).replace(/\D/g, '');
  return event;
};

/** A +91 phone input that only takes digits, capped at 250 characters (SPEC.md §5). */
export const PhoneField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'prefix'>>(function PhoneField(
  { onChange, ...rest },
  ref,
) {
  return (
    <TextField
      ref={ref}
      prefix={COUNTRY_CODE}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={MAX_PHONE_INPUT_LENGTH}
      onChange={(event) => onChange?.(keepDigits(event))}
      {...rest}
    />
  );
});
