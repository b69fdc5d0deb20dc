// The check form's one field, as the chosen type needs it: the phone number behind +91 (digits
// only), a UPI ID, the SMS text, an e-mail address or a website.
import type { ChangeEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODE, MAX_PHONE_INPUT_LENGTH, type ReportType } from '@satark/shared/constants';
import { toPhoneInput } from '@satark/shared/digits';
import { TextArea } from '../../components/ui/text-area';
import { TextField } from '../../components/ui/text-field';
import { FIELD } from './check-request';

export interface CheckFieldProps {
  type: ReportType;
  value: string;
  error: string | undefined;
  onChange: (text: string) => void;
  fieldRef: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

export function CheckField({ type, value, error, onChange, fieldRef }: CheckFieldProps) {
  const { t } = useTranslation('check');
  const fieldProps = {
    ref: fieldRef,
    name: FIELD[type],
    value,
    error,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  // A key per type: switching tabs gives a new field, not the previous one with new props.
  switch (type) {
    case 'number':
      return (
        <TextField
          key="number"
          label={t('labels.number')}
          prefix={COUNTRY_CODE}
          inputMode="numeric"
          autoComplete="off"
          maxLength={MAX_PHONE_INPUT_LENGTH}
          placeholder={t('placeholders.number')}
          {...fieldProps}
          onChange={(event) => onChange(toPhoneInput(event.target.value, MAX_PHONE_INPUT_LENGTH))}
        />
      );
    case 'upi':
      return (
        <TextField
          key="upi"
          label={t('labels.upi')}
          autoComplete="off"
          autoCapitalize="none"
          placeholder={t('placeholders.upi')}
          {...fieldProps}
        />
      );
    case 'sms':
      return (
        <TextArea key="sms" label={t('labels.sms')} rows={3} placeholder={t('placeholders.sms')} {...fieldProps} />
      );
    case 'email':
      return (
        <TextField
          key="email"
          type="email"
          label={t('labels.email')}
          autoComplete="off"
          autoCapitalize="none"
          placeholder={t('placeholders.email')}
          {...fieldProps}
        />
      );
    case 'website':
      return (
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
      );
  }
}
