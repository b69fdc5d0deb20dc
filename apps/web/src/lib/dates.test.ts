import { describe, expect, it } from 'vitest';
import { formatIndiaDate, indiaDayBoundary } from './dates';

// Expected texts are what dayjs (the library these replaced) printed for the same times.
describe('formatIndiaDate', () => {
  it.each([
    ['2026-09-04T18:29:59.000Z', '04-09-2026', '04 Sep 2026, 11:59 PM', 'Sep 4, 2026 at 11:59 PM', '04 Sep 2026'],
    ['2026-09-04T18:30:00.000Z', '05-09-2026', '05 Sep 2026, 12:00 AM', 'Sep 5, 2026 at 12:00 AM', '05 Sep 2026'],
    ['2026-01-01T06:35:00Z', '01-01-2026', '01 Jan 2026, 12:05 PM', 'Jan 1, 2026 at 12:05 PM', '01 Jan 2026'],
    ['2025-12-31T19:00:00.000+00:00', '01-01-2026', '01 Jan 2026, 12:30 AM', 'Jan 1, 2026 at 12:30 AM', '01 Jan 2026'],
    ['2026-05-09T00:00:00Z', '09-05-2026', '09 May 2026, 05:30 AM', 'May 9, 2026 at 5:30 AM', '09 May 2026'],
  ])('shows %s in India time', (iso, checkCard, list, deletion, article) => {
    expect(formatIndiaDate(iso, 'checkCard')).toBe(checkCard);
    expect(formatIndiaDate(iso, 'list')).toBe(list);
    expect(formatIndiaDate(iso, 'deletion')).toBe(deletion);
    expect(formatIndiaDate(iso, 'article')).toBe(article);
    expect(formatIndiaDate(new Date(iso), 'list')).toBe(list);
    expect(formatIndiaDate(Date.parse(iso), 'list')).toBe(list);
  });

  it('shows Hindi month names and no English word in Hindi, with the same order and numbers', () => {
    const iso = '2026-09-04T18:29:59.000Z';
    expect(formatIndiaDate(iso, 'checkCard', 'hi')).toBe('04-09-2026');
    expect(formatIndiaDate(iso, 'list', 'hi')).toBe('04 सित॰ 2026, 11:59 PM');
    expect(formatIndiaDate(iso, 'deletion', 'hi')).toBe('4 सित॰ 2026, 11:59 PM');
    expect(formatIndiaDate(iso, 'article', 'hi')).toBe('04 सित॰ 2026');
    expect(formatIndiaDate('2026-12-07T00:00:00Z', 'article', 'hi')).toBe('07 दिस॰ 2026');
    expect(formatIndiaDate('2026-03-07T00:00:00Z', 'article', 'hi')).toBe('07 मार्च 2026');
  });

  it('names the months as the browser’s own Hindi does', () => {
    const intl = new Intl.DateTimeFormat('hi-IN', { month: 'short', timeZone: 'Asia/Kolkata' });
    for (let month = 0; month < 12; month++) {
      const iso = new Date(Date.UTC(2026, month, 15)).toISOString();
      expect(formatIndiaDate(iso, 'article', 'hi')).toBe(`15 ${intl.format(new Date(iso))} 2026`);
    }
  });

  it('is empty for a missing or invalid time', () => {
    for (const value of [null, undefined, '', 'not a date']) expect(formatIndiaDate(value, 'list')).toBe('');
  });
});

describe('indiaDayBoundary', () => {
  it('gives the first and last instant of the day in India', () => {
    expect(indiaDayBoundary('2026-11-27', 'start')).toBe('2026-11-26T18:30:00.000Z');
    expect(indiaDayBoundary('2026-11-27', 'end')).toBe('2026-11-27T18:29:59.999Z');
    expect(indiaDayBoundary('2024-02-29', 'start')).toBe('2024-02-28T18:30:00.000Z');
  });

  it('is undefined for anything but a date', () => {
    for (const day of ['', 'nonsense', '27-11-2026', '2026-13-01'])
      expect(indiaDayBoundary(day, 'start')).toBeUndefined();
  });
});
