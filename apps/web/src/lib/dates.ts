// Dates in India time (SPEC.md §9), with the shared display formats. The browser's own Intl reads
// the time in Asia/Kolkata, so no date library is on the first screen (docs/performance.md).
import { DATE_FORMATS, INDIA_TIME_ZONE, INDIA_UTC_OFFSET } from '@satark/shared/dates';
import { useMessageLanguage } from './field-message';

export type DateLanguage = keyof typeof DATE_FORMATS;
export type DateFormat = keyof (typeof DATE_FORMATS)['en'];

// Numbers only: the month's name comes from SHORT_MONTHS in the reader's language.
const indiaClock = new Intl.DateTimeFormat('en-US', {
  timeZone: INDIA_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h12',
});
// English as dayjs printed them (`Sep`, not en-GB's `Sept`); Hindi as CLDR's `hi` abbreviates them.
const SHORT_MONTHS: Record<DateLanguage, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  hi: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
};
// The tokens DATE_FORMATS uses, and text in [brackets] kept as it is.
const TOKENS = /\[([^\]]*)]|YYYY|MMM|MM|DD|D|hh|h|mm|A/g;
const twoDigits = (value: number) => String(value).padStart(2, '0');

type DateValue = string | number | Date | null | undefined;

/** Formats an ISO time in Asia/Kolkata; an empty string for a missing or invalid value. */
export function formatIndiaDate(value: DateValue, format: DateFormat, language: DateLanguage = 'en'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts: Record<string, string> = {};
  for (const { type, value: part } of indiaClock.formatToParts(date)) parts[type] = part;
  const number = (type: string) => Number(parts[type]);
  const month = number('month');
  const fields: Record<string, string> = {
    YYYY: parts.year!.padStart(4, '0'),
    MMM: SHORT_MONTHS[language][month - 1]!,
    MM: twoDigits(month),
    DD: twoDigits(number('day')),
    D: String(number('day')),
    hh: twoDigits(number('hour')),
    h: String(number('hour')),
    mm: twoDigits(number('minute')),
    A: parts.dayPeriod!.toUpperCase(),
  };
  return DATE_FORMATS[language][format].replace(TOKENS, (token, literal?: string) => literal ?? fields[token]!);
}

/** The language dates are shown in: the shared messages' one, English unless Hindi is chosen. */
export const useDateLanguage: () => DateLanguage = useMessageLanguage;

/** A date input's `YYYY-MM-DD` as the first (or last) instant of that day in India. */
export function indiaDayBoundary(day: string, edge: 'start' | 'end'): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}${INDIA_UTC_OFFSET}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
