// Dates in India time (SPEC.md §9), with the shared display formats.
import { DATE_FORMATS, INDIA_TIME_ZONE } from '@satark/shared/dates';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export type DateFormat = keyof typeof DATE_FORMATS;

/** Formats an ISO time in Asia/Kolkata; an empty string for a missing or invalid value. */
export function formatIndiaDate(value: string | number | Date | null | undefined, format: DateFormat): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.tz(INDIA_TIME_ZONE).format(DATE_FORMATS[format]) : '';
}

export { dayjs };
