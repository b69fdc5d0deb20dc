// Identifier normalization (API.md "Identifiers and normalization"): one implementation, used by
// the web app to validate and preview, and by the server to store and look up.
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import {
  COUNTRY_ISO,
  MAX_IDENTIFIER_LENGTH,
  MAX_NATIONAL_NUMBER_DIGITS,
  MAX_PHONE_INPUT_LENGTH,
  type ReportType,
} from './constants.js';
import { indiaPhoneMetadata } from './india-phone-metadata.js';

export interface NormalizedIdentifier {
  /** The stored, comparable key. */
  uniqueId: string;
  /** The form people read. */
  scammerId: string;
}

/** Zero code points of the decimal digit blocks people in India may type (Indic scripts, Arabic, full-width). */
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0xff10];

/** Turns any Indic, Arabic or full-width digit into its ASCII digit; other characters stay. */
export function toAsciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (ch) => {
    const code = ch.codePointAt(0)!;
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9);
    return zero === undefined ? ch : String(code - zero);
  });
}

export interface NormalizedPhone extends NormalizedIdentifier {
  /** The 10-digit national number, as the auth calls carry it in `phoneNo`. */
  nationalNumber: string;
}

/** An Indian phone number in any usual spelling (+91, 0 prefix, spaces, Hindi digits) → E.164. */
export function normalizePhone(raw: string): NormalizedPhone | null {
  if (typeof raw !== 'string' || raw.length > MAX_PHONE_INPUT_LENGTH) return null;
  const text = toAsciiDigits(raw).trim();
  if (!/^[+\d][\d\s\-().]*$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length === 0 || digits.length > MAX_NATIONAL_NUMBER_DIGITS + 2) return null;
  const parsed = parsePhoneNumberFromString(text, COUNTRY_ISO, indiaPhoneMetadata);
  if (!parsed || parsed.country !== COUNTRY_ISO || !parsed.isValid()) return null;
  const national = String(parsed.nationalNumber);
  if (national.length > MAX_NATIONAL_NUMBER_DIGITS) return null;
  return {
    uniqueId: parsed.number,
    nationalNumber: national,
    scammerId:
      national.length === 10 ? `+91 ${national.slice(0, 5)} ${national.slice(5)}` : parsed.formatInternational(),
  };
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

/** An SMS sender: a phone number, or an alphanumeric header such as `VM-HDFCBK-S` → `HDFCBK`. */
export function normalizeSmsSender(raw: string): NormalizedIdentifier | null {
  const text = toAsciiDigits(raw).trim();
  if (!/[A-Za-z]/.test(text)) return normalizePhone(text);
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

/** SPEC.md §5: optional http(s) scheme, a dotted domain whose top-level part has 2+ letters, optional path. */
const WEBSITE_PATTERN =
  /^(?:https?:\/\/)?((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63})(?::\d{1,5})?([/?#][^\s]*)?$/i;

export function isWebsiteUrl(raw: string): boolean {
  const text = raw.trim();
  return text.length <= MAX_IDENTIFIER_LENGTH && WEBSITE_PATTERN.test(text);
}

/** `HTTPS://WWW.Example.in/a/?q=1` → `example.in/a`: host without www., path without query, fragment or trailing `/`. */
export function normalizeWebsite(raw: string): NormalizedIdentifier | null {
  const text = raw.trim();
  if (!isWebsiteUrl(text)) return null;
  const match = WEBSITE_PATTERN.exec(text)!;
  const host = match[1]!.toLowerCase().replace(/^www\./, '');
  const path = (match[2] ?? '')
    .split(/[?#]/)[0]!
    .replace(/\/+$/, '')
    .replace(/\/{2,}/g, '/')
    .toLowerCase();
  const key = host + path;
  return { uniqueId: key, scammerId: key };
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
      return normalizePhone(raw);
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

const URL_IN_TEXT = /\b(?:https?:\/\/)?(?:[a-z0-9-]+\.)+[a-z]{2,63}(?:\/[^\s<>"')]*)?/gi;
const EMAIL_OR_UPI_IN_TEXT = /[a-z0-9._%+-]+@[a-z0-9.-]+/gi;
const PHONE_IN_TEXT = /(?:\+91[\s-]?|\b0)?[6-9]\d{4}[\s-]?\d{5}\b/g;

/**
 * Identifiers inside a pasted SMS (API.md: each URL, phone number, UPI id and e-mail found is
 * looked up). Duplicates are dropped; order follows the text.
 */
export function extractIdentifiers(rawText: string): FoundIdentifier[] {
  const text = toAsciiDigits(rawText).slice(0, 5000);
  const found = new Map<string, FoundIdentifier>();
  const add = (type: ReportType, value: NormalizedIdentifier | null) => {
    if (value && !found.has(`${type}:${value.uniqueId}`)) found.set(`${type}:${value.uniqueId}`, { type, ...value });
  };
  for (const [token] of text.matchAll(EMAIL_OR_UPI_IN_TEXT)) {
    const cleaned = token.replace(/[.-]+$/, '');
    const email = normalizeEmail(cleaned);
    if (email) add('email', email);
    else add('upi', normalizeUpi(cleaned));
  }
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const before = text[match.index - 1];
    const after = text[match.index + match[0].length];
    // Either side of an `@` belongs to an e-mail address or UPI id, not a website.
    if (before === '@' || after === '@' || /[a-z0-9._%+-]/i.test(before ?? '')) continue;
    add('website', normalizeWebsite(match[0].replace(/[.,;:!]+$/, '')));
  }
  for (const [token] of text.matchAll(PHONE_IN_TEXT)) add('number', normalizePhone(token));
  return [...found.values()];
}
