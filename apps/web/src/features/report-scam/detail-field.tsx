// The free text of a report: "SMS Content", "Email Content" or "Description" by type.
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ReportType } from '@satark/shared/constants';
import { FieldMessage } from '../../components/ui/field-message';
import { inputClasses } from '../../components/ui/text-field';

interface DetailFieldProps {
  type: ReportType | '';
  registration: UseFormRegisterReturn<'detail'>;
  error?: string;
}

export function DetailField({ type, registration, error }: DetailFieldProps) {
  const { t } = useTranslation('report-scam');
  const label = type === 'sms' ? t('smsContent') : type === 'email' ? t('emailContent') : t('description');
  return (
    <div>
      <label htmlFor="report-detail" className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id="report-detail"
        rows={5}
        placeholder={t('detailPlaceholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'report-detail-message' : undefined}
        className={`${inputClasses} resize-y`}
        {...registration}
      />
      <FieldMessage id="report-detail-message" error={error} />
    </div>
  );
}
