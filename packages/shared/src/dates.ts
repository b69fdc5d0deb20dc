// Display formats of SPEC.md §9, shared by every screen that shows a date. Times display in India.
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
/** English as SPEC.md gives them; Hindi with the same order of day, month and year and no English word. */
export const DATE_FORMATS = {
  en: {
    checkCard: 'DD-MM-YYYY',
    list: 'DD MMM YYYY, hh:mm A',
    deletion: 'MMM D, YYYY [at] h:mm A',
    article: 'DD MMM YYYY',
  },
  hi: {
    checkCard: 'DD-MM-YYYY',
    list: 'DD MMM YYYY, hh:mm A',
    deletion: 'D MMM YYYY, h:mm A',
    article: 'DD MMM YYYY',
  },
} as const;
/** India's fixed offset from UTC (no daylight saving): a date the user picks means that day in India. */
export const INDIA_UTC_OFFSET = '+05:30';
