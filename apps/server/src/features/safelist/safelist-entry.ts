// One safelist entry and how its value is written (API.md "Answers beyond the database"): the
// normalized identifier, a `*.`suffix rule for a whole namespace (`*.gov.in`), or for UPI a
// payment app's `@handle`, which makes no id under it official but lets lookalike handles be seen.
import { REPORT_TYPES, type ReportType } from '@satark/shared/constants';
import {
  normalizeEmail,
  normalizeNumber,
  normalizeSmsSender,
  normalizeUpi,
  normalizeWebsite,
} from '@satark/shared/identifiers';

export interface SafelistEntry {
  type: ReportType;
  value: string;
  name: string;
  category: string;
  source: string;
  keywords: string[];
}

const HANDLE = /^@[a-z][a-z0-9.-]{1,63}$/;

export const isReportType = (value: string): value is ReportType => (REPORT_TYPES as readonly string[]).includes(value);

/** An entry's value in its stored form, or null when it is not one (a website entry is a host, no path). */
export function safelistValue(type: ReportType, raw: string): string | null {
  const text = raw.trim();
  switch (type) {
    case 'number':
      return normalizeNumber(text)?.uniqueId ?? null;
    case 'sms':
      return normalizeSmsSender(text)?.uniqueId ?? null;
    case 'email':
      return normalizeEmail(text)?.uniqueId ?? null;
    case 'upi': {
      const lower = text.toLowerCase();
      if (lower.startsWith('@')) return HANDLE.test(lower) ? lower : null;
      return normalizeUpi(lower)?.uniqueId ?? null;
    }
    case 'website': {
      // A rule's suffix may itself be a public suffix (`gov.in`): read it as the parent of a host.
      const rule = text.startsWith('*.');
      const key = normalizeWebsite(rule ? `x.${text.slice(2)}` : text)?.uniqueId;
      if (!key || key.includes('/') || key.includes(':')) return null;
      return rule ? `*.${key.slice(2)}` : key;
    }
  }
}

/** A source must be a public web page. */
export function isSourceUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
