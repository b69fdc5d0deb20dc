// Phone numbers as Satark reads them (API.md "Identifiers and normalization"), apart from
// identifiers.ts so a screen that only takes a phone number (sign-in, register) loads
// libphonenumber without the public suffix list the website rules need. identifiers.ts
// re-exports all of it: import from either.
import { Metadata, parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/core';
import { COUNTRY_ISO, MAX_NATIONAL_NUMBER_DIGITS, MAX_PHONE_INPUT_LENGTH } from './constants.js';
import { toAsciiDigits } from './digits.js';
import type { NormalizedIdentifier } from './identifiers.js';
import { indiaPhoneMetadata } from './india-phone-metadata.js';

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
