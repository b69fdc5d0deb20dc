// Identifier normalization (API.md "Identifiers and normalization"): one implementation, used by
// the web app to validate and preview, and by the server to store and look up.
import { parse as parseDomain } from 'tldts';
import { MAX_IDENTIFIER_LENGTH, type ReportType } from './constants.js';
import { toAsciiDigits } from './digits.js';
import { normalizeNumber } from './phone-numbers.js';

export interface NormalizedIdentifier {
  /** The stored, comparable key. */
  uniqueId: string;
  /** The form people read. */
  scammerId: string;
}

// In their own modules so a screen can use them without loading the phone metadata (digits) or
// the public suffix list (phone numbers).
export { toAsciiDigits };
export { indianPhone, normalizeNumber, normalizePhone, type NormalizedPhone } from './phone-numbers.js';

/** `name@bank`: letters, digits, dots, hyphens and underscores on both sides. */
const UPI_PATTERN = /^[a-z0-9._-]{2,256}@[a-z][a-z0-9.-]{1,63}$/;

export function normalizeUpi(raw: string): NormalizedIdentifier | null {
  const value = raw.trim().toLowerCase();
  if (!UPI_PATTERN.test(value)) return null;
  return { uniqueId: value, scammerId: value };
}

/** Operator/circle prefix (`VM-`) and the category suffix TRAI adds (`-S`, `-P`, `-T`, `-G`). */
const SENDER_PREFIX = /^[A-Z]{2}-/;
const SENDER_SUFFIX = /-[SPTG]$/;
/** TRAI's numeric promotional header, which needs its prefix so it is not read as a phone: `JD-562993-P`. */
const NUMERIC_HEADER = /^[A-Z]{2}-(\d{5,6})(?:-[SPTG])?$/;

/**
 * ASCII punctuation that neither a header (letters, digits, hyphens, spaces) nor a phone number
 * (digits, spaces and `+-().`) can hold, and that digit folding, trimming and upper-casing leave as
 * it is. A pasted message usually has one in its first words (a comma, a colon, a slash): it is
 * turned away there, instead of being folded, upper-cased and scanned whole (~6 µs of a 500-character
 * check on the event loop, where the schema asks whether the text is a sender).
 */
const NEVER_IN_A_SENDER = /[!"#$%&'*,/:;<=>?@[\\\]^_`{|}~]/;

/**
 * An SMS sender: a phone number, or a TRAI header such as `VM-HDFCBK-S` → `HDFCBK` or
 * `JD-562993-P` → `562993` (the operator-free core, letters or digits).
 */
export function normalizeSmsSender(raw: string): NormalizedIdentifier | null {
  if (NEVER_IN_A_SENDER.test(raw)) return null;
  const text = toAsciiDigits(raw).trim();
  const numeric = NUMERIC_HEADER.exec(text.toUpperCase());
  if (numeric) return { uniqueId: numeric[1]!, scammerId: numeric[1]! };
  if (!/[A-Za-z]/.test(text)) return normalizeNumber(text);
  let header = text.toUpperCase().replace(/\s+/g, '');
  if (!/^[A-Z0-9-]+$/.test(header)) return null;
  header = header.replace(SENDER_PREFIX, '').replace(SENDER_SUFFIX, '').replace(/-/g, '');
  if (!/^[A-Z0-9]{3,11}$/.test(header) || !/[A-Z]/.test(header)) return null;
  return { uniqueId: header, scammerId: header };
}

/** A pragmatic address check: one @, a dotted domain with a top-level part of two letters or more. */
const EMAIL_PATTERN =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/;

export function normalizeEmail(raw: string): NormalizedIdentifier | null {
  const value = raw.trim().toLowerCase();
  if (value.length > 254 || !EMAIL_PATTERN.test(value)) return null;
  return { uniqueId: value, scammerId: value };
}

/**
 * The key an e-mail check looks up: the text lower-cased and trimmed (API.md), for any non-blank
 * text, since the check card takes any e-mail text (SPEC.md §5: required and non-blank). A valid
 * address keys exactly as `normalizeEmail` keys it; only a report needs a valid address.
 */
export function emailCheckKey(raw: string): NormalizedIdentifier {
  const value = raw.trim().toLowerCase();
  return { uniqueId: value, scammerId: value };
}

export function isWebsiteUrl(raw: string): boolean {
  return normalizeWebsite(raw) !== null;
}

/**
 * `HTTPS://WWW.Example.in/a/?q=1` → `example.in/a`: host without www. (punycode for an
 * internationalized host, an IPv4 address as written), a non-default port, and the path without
 * query, fragment or trailing `/`. The host must be an IPv4 address or end in a real public suffix
 * (the Public Suffix List's ICANN section, through tldts); the URL standard does the parsing.
 */
export function normalizeWebsite(raw: string): NormalizedIdentifier | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (text.length === 0 || text.length > MAX_IDENTIFIER_LENGTH || /\s/.test(text)) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text);
  if (hasScheme && !/^https?:\/\//i.test(text)) return null;
  const url = parseUrl(hasScheme ? text : `http://${text}`);
  // A user-info part (`http://sbi.co.in@evil.in/`) is no part of the host the link opens.
  if (!url) return null;
  const host = websiteHost(url.hostname, hasScheme ? text.slice(text.indexOf('//') + 2) : text);
  if (!host) return null;
  const path = url.pathname
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '')
    .toLowerCase();
  const key = `${host}${url.port ? `:${url.port}` : ''}${path}`;
  return { uniqueId: key, scammerId: key };
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const ASCII_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The key's host, or null when it is no website: an IPv4 address only when typed as four dotted
 * numbers (the URL standard also reads `http://1234` as an address), else a name of valid labels
 * under a public suffix. `typed` is the text after the scheme, to see how the host was written.
 */
function websiteHost(hostname: string, typed: string): string | null {
  if (IPV4.test(hostname)) {
    return /^(?:[^/?#@]*@)?(\d{1,3}\.){3}\d{1,3}(?:[:/?#]|$)/.test(typed) ? hostname : null;
  }
  const host = hostname.replace(/\.$/, '').replace(/^www\./, '');
  if (host.length > 253 || !host.split('.').every((label) => ASCII_LABEL.test(label))) return null;
  const info = parseDomain(host, { allowPrivateDomains: false });
  if (!info.isIcann || !info.domain || !info.publicSuffix || /^\d+$/.test(info.publicSuffix)) return null;
  return host;
}

/**
 * Keys a stored website entity may have to match a checked URL: the host, then every path prefix
 * (`a.in`, `a.in/x`, `a.in/x/y`), so a report of a host or a folder covers what lies below it.
 */
export function websiteLookupKeys(uniqueId: string): string[] {
  const [host, ...segments] = uniqueId.split('/');
  const keys = [host!];
  for (const segment of segments) keys.push(`${keys[keys.length - 1]}/${segment}`);
  return keys;
}

export function normalizeIdentifier(type: ReportType, raw: string): NormalizedIdentifier | null {
  if (typeof raw !== 'string' || raw.length > MAX_IDENTIFIER_LENGTH) return null;
  switch (type) {
    case 'number':
      return normalizeNumber(raw);
    case 'upi':
      return normalizeUpi(raw);
    case 'sms':
      return normalizeSmsSender(raw);
    case 'email':
      return normalizeEmail(raw);
    case 'website':
      return normalizeWebsite(raw);
  }
}

export interface FoundIdentifier extends NormalizedIdentifier {
  type: ReportType;
}
