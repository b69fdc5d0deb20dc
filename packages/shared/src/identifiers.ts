// Identifier normalization (API.md "Identifiers and normalization"): one implementation, used by
// the web app to validate and preview, and by the server to store and look up.
import { Metadata, parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/core';
import { parse as parseDomain } from 'tldts';
import {
  COUNTRY_ISO,
  MAX_IDENTIFIER_LENGTH,
  MAX_NATIONAL_NUMBER_DIGITS,
  MAX_PHONE_INPUT_LENGTH,
  type ReportType,
} from './constants.js';
import { toAsciiDigits } from './digits.js';
import { indiaPhoneMetadata } from './india-phone-metadata.js';

export interface NormalizedIdentifier {
  /** The stored, comparable key. */
  uniqueId: string;
  /** The form people read. */
  scammerId: string;
}

// In its own module so a screen can use it without loading the phone metadata.
export { toAsciiDigits };

export interface NormalizedPhone extends NormalizedIdentifier {
  /** The 10-digit national number, as the auth calls carry it in `phoneNo`. */
  nationalNumber: string;
}

/** The last phone parsed: a request validates a number, then looks it up, with the same text. */
let lastPhone: { raw: string; result: NormalizedPhone | null } | null = null;

/** An Indian phone number in any usual spelling (+91, 0 prefix, spaces, Hindi digits) → E.164. */
export function normalizePhone(raw: string): NormalizedPhone | null {
  if (lastPhone !== null && lastPhone.raw === raw) return lastPhone.result && { ...lastPhone.result };
  const result = parsePhone(raw);
  lastPhone = { raw, result };
  return result && { ...result };
}

function parsePhone(raw: string): NormalizedPhone | null {
  if (typeof raw !== 'string' || raw.length > MAX_PHONE_INPUT_LENGTH) return null;
  const text = toAsciiDigits(raw).trim();
  if (!/^[+\d][\d\s\-().]*$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length === 0 || digits.length > MAX_NATIONAL_NUMBER_DIGITS + 2) return null;
  const tenDigits = validTenDigits(text);
  if (tenDigits) return indianMobile(tenDigits);
  const parsed = parsePhoneNumberFromString(text, COUNTRY_ISO, indiaPhoneMetadata);
  return parsed?.isValid() ? indianPhone(parsed) : null;
}

/**
 * A ten-digit number starting 6-9 in the spellings people type most (`9876543210`,
 * `+91 98765 43210`, `09876543210`): libphonenumber reads each as these ten digits, and it is valid
 * when the India metadata's general pattern and one number type's pattern (mobile, fixed line, ...)
 * match them, as the library's `isValid` decides. A full parse is ~10 µs in a loop and was ~15% of
 * a phone check's server time under load; anything else, a number these patterns refuse included,
 * still goes through it (`identifiers.test.ts` holds the two to the same answers). Today's metadata
 * finds every such number valid; 15% of random ones only as a fixed line (80 2234 5678), which went
 * through the full parse while this shortcut took mobile numbers alone. The patterns keep the
 * answer the library's if a metadata update changes that. Only a space or a dash may separate the
 * groups here: the full parse refuses a tab, a line break or a no-break space.
 */
const TEN_DIGIT_SPELLING = /^(?:\+91[ -]?|0)?([6-9]\d{4})[ -]?(\d{5})$/;
/** libphonenumber's number types, in the order its getNumberType tries them. */
const NUMBER_TYPES = [
  'FIXED_LINE',
  'MOBILE',
  'PREMIUM_RATE',
  'TOLL_FREE',
  'SHARED_COST',
  'VOIP',
  'PERSONAL_NUMBER',
  'PAGER',
  'UAN',
  'VOICEMAIL',
] as const;

interface NumberTypeDefinition {
  pattern(): string;
  possibleLengths(): number[] | undefined;
}

/** The metadata's general pattern and the patterns of the types a ten-digit number can be. */
function tenDigitValidity(): { general: RegExp; anyType: RegExp } {
  const metadata = new Metadata(indiaPhoneMetadata);
  metadata.selectNumberingPlan(COUNTRY_ISO);
  // `Metadata.type` and `nationalNumberPattern` are in the library, not its typings.
  const withTypes = metadata as unknown as {
    type(name: string): NumberTypeDefinition | undefined;
    nationalNumberPattern(): string;
  };
  const patterns = NUMBER_TYPES.map((name) => withTypes.type(name))
    .filter((type) => type?.pattern() && (type.possibleLengths()?.includes(10) ?? true))
    .map((type) => type!.pattern());
  if (!patterns.length) throw new Error('The phone metadata has no number type patterns');
  return {
    general: new RegExp(`^(?:${withTypes.nationalNumberPattern()})$`),
    anyType: new RegExp(`^(?:${patterns.join('|')})$`),
  };
}

const TEN_DIGIT_VALID = tenDigitValidity();

function validTenDigits(text: string): string | null {
  const spelling = TEN_DIGIT_SPELLING.exec(text);
  if (!spelling) return null;
  const national = spelling[1]! + spelling[2]!;
  return TEN_DIGIT_VALID.general.test(national) && TEN_DIGIT_VALID.anyType.test(national) ? national : null;
}

function indianMobile(national: string): NormalizedPhone {
  return {
    uniqueId: `+91${national}`,
    nationalNumber: national,
    scammerId: `+91 ${national.slice(0, 5)} ${national.slice(5)}`,
  };
}

/**
 * A number libphonenumber parsed and found valid (by `parsePhone`, or by its matcher in a pasted
 * text) as Satark keys and shows it; null for another country's number or a too-long one.
 */
export function indianPhone(parsed: PhoneNumber): NormalizedPhone | null {
  if (parsed.country !== COUNTRY_ISO) return null;
  const national = String(parsed.nationalNumber);
  if (national.length > MAX_NATIONAL_NUMBER_DIGITS) return null;
  const mobile = national.length === 10 && /^[6-9]/.test(national);
  if (mobile) return indianMobile(national);
  return { uniqueId: parsed.number, nationalNumber: national, scammerId: parsed.formatInternational() };
}

/** India's short codes (helplines such as 112, 1930, 14404, 155260), keyed as dialled. */
const SHORT_CODE = /^(?:1\d{2,3}|1[45]\d{3}|155\d{3})$/;
/** E.164 allows at most 15 digits; a country code and a subscriber number make at least 8. */
const FOREIGN_NUMBER = /^\+[1-9]\d{7,14}$/;

/**
 * A phone number as a checked or reported identifier (type `number`): an Indian number as
 * `normalizePhone`, a short code (`1930`), or a number with another country's code, which stays
 * that country's (`+44 7014 233755` or `0044 7014 233755` → `+447014233755`, never an Indian
 * number). Foreign numbers are keyed by their digits only: Satark ships India's numbering rules
 * alone, so they are not validated further (docs/decisions/reading-real-messages.md).
 */
export function normalizeNumber(raw: string): NormalizedIdentifier | null {
  if (typeof raw !== 'string' || raw.length > MAX_PHONE_INPUT_LENGTH) return null;
  const text = toAsciiDigits(raw).trim();
  if (!/^[+\d][\d\s\-().]*$/.test(text)) return null;
  let compact = text.replace(/[\s\-().]/g, '');
  if (SHORT_CODE.test(compact)) return { uniqueId: compact, scammerId: compact };
  // 00 is India's international prefix: `0044 7014 233755` is `+44 7014 233755`.
  const international = compact.startsWith('00');
  if (international) compact = `+${compact.slice(2)}`;
  if (compact.startsWith('+') && !compact.startsWith('+91')) {
    return FOREIGN_NUMBER.test(compact) ? { uniqueId: compact, scammerId: compact } : null;
  }
  const phone = normalizePhone(international ? compact : text);
  return phone && { uniqueId: phone.uniqueId, scammerId: phone.scammerId };
}

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
