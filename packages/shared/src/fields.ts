// Field rules of SPEC.md §5, each written once. Forms, request schemas and OpenAPI all use these.
import { z } from 'zod';
import { COUNTRY_CODE, MAX_DETAIL_LENGTH, MAX_PHONE_INPUT_LENGTH, OTP_LENGTH } from './constants.js';
import { toAsciiDigits } from './digits.js';
import type { NormalizedIdentifier } from './identifiers.js';
import { normalizeNumber, normalizePhone } from './phone-numbers.js';
import { FIELD_MESSAGES } from './messages.js';
// Every schema is built from these fields, so this sets the messages of rules without their own.
import './zod-messages.js';

/** Upper bound on any free-text field so a 100 kB string is refused before any work is done. */
const MAX_TEXT = 10_000;

/** A string that must be present and not blank. */
export const requiredText = (max = MAX_TEXT) =>
  z
    .string({ error: FIELD_MESSAGES.required })
    .max(max, { error: FIELD_MESSAGES.tooLong })
    .trim()
    .min(1, { error: FIELD_MESSAGES.required });

export const countryCodeField = z.literal(COUNTRY_CODE, { error: FIELD_MESSAGES.countryCode }).default(COUNTRY_CODE);

/** A valid Indian phone number; the value stays as typed (the server normalizes it). */
export const phoneField = z
  .string({ error: FIELD_MESSAGES.required })
  .max(MAX_PHONE_INPUT_LENGTH, { error: FIELD_MESSAGES.phone })
  .trim()
  .min(1, { error: FIELD_MESSAGES.required })
  .refine((value) => normalizePhone(value) !== null, { error: FIELD_MESSAGES.phone });

/**
 * Text that must read as an identifier, parsed once: the text as typed (trimmed) beside the
 * identifier it reads as, or `message` on the field. The issue lets the form's other rules still
 * run (`continue`), so a form shows every field's first failing rule at once.
 */
export const identifierText = (
  text: z.ZodType<string, unknown>,
  read: (text: string) => NormalizedIdentifier | null,
  message: string,
) =>
  text.transform((typed, ctx) => {
    const identifier = read(typed);
    if (identifier === null) {
      ctx.issues.push({ code: 'custom', message, input: typed, continue: true });
      return z.NEVER;
    }
    return { text: typed, identifier: { uniqueId: identifier.uniqueId, scammerId: identifier.scammerId } };
  });

/**
 * A phone number to check or report: an Indian number, a short code such as 1930, or a number
 * with another country's code (kept as that country's).
 */
export const checkedPhoneField = identifierText(
  z
    .string({ error: FIELD_MESSAGES.required })
    .max(MAX_PHONE_INPUT_LENGTH, { error: FIELD_MESSAGES.phone })
    .trim()
    .min(1, { error: FIELD_MESSAGES.required }),
  normalizeNumber,
  FIELD_MESSAGES.phone,
);

export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{6,}$/;
const MAX_PASSWORD = 128;

/** A new password (register, reset): the strength rule of SPEC.md §5. */
export const newPasswordField = z
  .string({ error: FIELD_MESSAGES.passwordRequired })
  .min(1, { error: FIELD_MESSAGES.passwordRequired })
  .max(MAX_PASSWORD, { error: FIELD_MESSAGES.tooLong })
  .regex(PASSWORD_RULE, { error: FIELD_MESSAGES.password });

/** A password being checked (login): only required. */
export const passwordField = z
  .string({ error: FIELD_MESSAGES.passwordRequired })
  .min(1, { error: FIELD_MESSAGES.passwordRequired })
  .max(MAX_PASSWORD, { error: FIELD_MESSAGES.tooLong });

export const nameField = requiredText(80).regex(/[\p{L}\p{N}_]/u, { error: FIELD_MESSAGES.name });

export const otpField = z
  .string({ error: FIELD_MESSAGES.required })
  .max(32, { error: FIELD_MESSAGES.otp })
  .transform((value) => toAsciiDigits(value).trim())
  .pipe(
    z
      .string()
      .min(1, { error: FIELD_MESSAGES.required })
      .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: FIELD_MESSAGES.otp }),
  );

export const detailField = z
  .string({ error: FIELD_MESSAGES.required })
  .max(MAX_DETAIL_LENGTH, { error: FIELD_MESSAGES.detailTooLong })
  .trim();
