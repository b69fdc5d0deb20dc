import { forwardRef } from 'react';
import { COUNTRY_CODE, MAX_PHONE_INPUT_LENGTH } from '@satark/shared/constants';
import { toPhoneInput } from '@satark/shared/digits';
import { TextField, type TextFieldProps } from './text-field';

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
      onChange={(event) => {
        // Only digits (Indic digits become ASCII) reach the form.
        event.target.value = toPhoneInput(event.target.value, MAX_PHONE_INPUT_LENGTH);
        onChange?.(event);
      }}
      {...rest}
    />
  );
});
