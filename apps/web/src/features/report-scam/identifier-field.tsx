// Who the report is about: the +91 digits, UPI id, sender id, e-mail or website field, with the
// SMS "Non-number" switch between a phone sender and a letter sender id.
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ReportType } from '@satark/shared/constants';
import { TextField } from '../../components/ui/text-field';
import { usesPhoneDigits } from './report-prefill';

interface IdentifierFieldProps {
  type: ReportType;
  nonNumber: boolean;
  onNonNumberChange: (checked: boolean) => void;
  /** Carried from a check: shown read-only. */
  locked: boolean;
  registration: UseFormRegisterReturn<'uniqueId'>;
  error?: string;
}

export function IdentifierField({
  type,
  nonNumber,
  onNonNumberChange,
  locked,
  registration,
  error,
}: IdentifierFieldProps) {
  const { t } = useTranslation('report-scam');
  const phone = usesPhoneDigits(type, nonNumber);
  const key = type === 'sms' && nonNumber ? 'smsHeader' : type;
  return (
    <div>
      {type === 'sms' && (
        <label className="mb-2 flex w-fit items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={nonNumber}
            disabled={locked}
            onChange={(event) => onNonNumberChange(event.target.checked)}
            className="size-4 rounded border-slate-300 accent-brand-600"
          />
          {t('nonNumber')}
        </label>
      )}
      <TextField
        label={t(`identifier.${key}`)}
        placeholder={t(`placeholder.${key}`)}
        prefix={phone ? '+91' : undefined}
        inputMode={phone ? 'numeric' : type === 'email' ? 'email' : undefined}
        type={type === 'email' ? 'email' : type === 'website' ? 'url' : 'text'}
        autoComplete="off"
        readOnly={locked}
        aria-readonly={locked || undefined}
        className={locked ? 'bg-slate-100 text-slate-600' : ''}
        error={error}
        {...registration}
      />
    </div>
  );
}
