// What the Report Scam form starts with: the {type, uniqueId} a check or a share carried here.
import { MAX_NATIONAL_NUMBER_DIGITS, REPORT_TYPES, type ReportType } from '@satark/shared/constants';
import { toPhoneInput } from '@satark/shared/digits';
import { normalizePhone, normalizeSmsSender } from '@satark/shared/identifiers';
import { toSmsHeaderInput } from '@satark/shared/report-schemas';

export interface ReportPrefill {
  type?: string;
  uniqueId?: string;
}

export const isReportType = (value: unknown): value is ReportType => REPORT_TYPES.includes(value as ReportType);

/** Types whose identifier uses the +91 digits field (SMS only while "Non-number" is off). */
export const usesPhoneDigits = (type: ReportType | '', nonNumber: boolean) =>
  type === 'number' || (type === 'sms' && !nonNumber);

/** What a phone digits field keeps of a typed or pasted text: ASCII digits, at most a national number's. */
export const toReportPhoneInput = (text: string) => toPhoneInput(text, MAX_NATIONAL_NUMBER_DIGITS);

/** Turns the carried {type, uniqueId} into the form's starting values. */
export function startValues(prefill: ReportPrefill) {
  const type: ReportType | '' = isReportType(prefill.type) ? prefill.type : '';
  const raw = prefill.uniqueId?.trim() ?? '';
  let uniqueId = raw;
  let detail = '';
  let nonNumber = false;
  if (type === 'number') {
    uniqueId = normalizePhone(raw)?.nationalNumber ?? toReportPhoneInput(raw);
  } else if (type === 'sms' && raw) {
    const phone = normalizePhone(raw);
    if (phone) uniqueId = phone.nationalNumber;
    else if (normalizeSmsSender(raw)) {
      nonNumber = true;
      uniqueId = toSmsHeaderInput(raw);
    } else {
      // A pasted message rather than a sender: it is the SMS content, the sender is still to type.
      uniqueId = '';
      detail = raw;
    }
  }
  return { type, uniqueId, detail, nonNumber };
}
