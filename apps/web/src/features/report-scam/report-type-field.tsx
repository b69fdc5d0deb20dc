// The type picker: a native select, or, when a check carried the type here, the same select locked.
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { REPORT_TYPES, type ReportType } from '@satark/shared/constants';
import { SelectField } from '../../components/ui/select-field';

interface ReportTypeFieldProps {
  /** The carried type; when set the select shows it, disabled and unregistered. */
  locked: ReportType | '';
  registration: UseFormRegisterReturn<'type'>;
  error?: string;
}

export function ReportTypeField({ locked, registration, error }: ReportTypeFieldProps) {
  const { t } = useTranslation('report-scam');
  const options = REPORT_TYPES.map((value) => ({ value, label: t(`types.${value}`) }));
  if (locked !== '') {
    // Locked by the prefill: shown, not registered, so the starting value is what is sent.
    return <SelectField label={t('selectType')} options={options} value={locked} disabled onChange={() => {}} />;
  }
  return (
    <SelectField
      label={t('selectType')}
      placeholder={t('selectType')}
      options={options}
      error={error}
      {...registration}
    />
  );
}
