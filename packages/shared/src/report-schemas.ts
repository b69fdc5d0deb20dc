// Payloads of the scam-report calls (API.md "Scam reports"), shared by the forms and the server.
import { z } from 'zod';
import {
  CHECK_BATCH_MAX_ITEMS,
  LEADER_BOARD_VIEW_TYPES,
  MAX_DETAIL_LENGTH,
  MAX_IDENTIFIER_LENGTH,
  MAX_NATIONAL_NUMBER_DIGITS,
  MAX_OTHER_FILE_BYTES,
  MAX_VIDEO_BYTES,
  NEW_ARTICLE_MARKER,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  PHONE_BLOCKLIST_DEFAULT_PAGE,
  PHONE_BLOCKLIST_MAX_PAGE,
  PROOF_MIME_TYPES,
  REPORT_LIST_TYPES,
  REPORT_STATUSES,
  REPORT_TYPES,
  type ReportType,
} from './constants.js';
import { checkedPhoneField, countryCodeField, detailField, requiredText } from './fields.js';
import { isWebsiteUrl, normalizeIdentifier } from './identifiers.js';
import { FIELD_MESSAGES } from './messages.js';

export const reportTypeField = z.enum(REPORT_TYPES, { error: FIELD_MESSAGES.required });

// ---- Scam check (the home card) ----

export const checkRequestSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('number'), countryCode: countryCodeField, phoneNo: checkedPhoneField }),
    z.object({
      type: z.literal('upi'),
      upi: requiredText(MAX_IDENTIFIER_LENGTH).refine((v) => normalizeIdentifier('upi', v) !== null, {
        error: FIELD_MESSAGES.upiCheck,
      }),
    }),
    z.object({ type: z.literal('sms'), sms: requiredText(5000) }),
    z.object({ type: z.literal('email'), email: requiredText(MAX_IDENTIFIER_LENGTH) }),
    z.object({
      type: z.literal('website'),
      website: requiredText(MAX_IDENTIFIER_LENGTH).refine(isWebsiteUrl, { error: FIELD_MESSAGES.website }),
    }),
  ],
  { error: FIELD_MESSAGES.required },
);
export type CheckRequest = z.input<typeof checkRequestSchema>;

/**
 * `POST /scam-report/check-batch` (partners): 1 to 100 check requests, each under the same rules as
 * a single check. A bad item's errors are keyed by its index (`items.3.upi`).
 */
export const checkBatchSchema = z.object({
  items: z
    .array(checkRequestSchema, { error: FIELD_MESSAGES.required })
    .min(1, { error: FIELD_MESSAGES.batchEmpty })
    .max(CHECK_BATCH_MAX_ITEMS, { error: FIELD_MESSAGES.batchTooLarge }),
});
export type CheckBatchRequest = z.input<typeof checkBatchSchema>;

// ---- Report a scammer ----

/** The message shown for an identifier that does not fit its type, in the report form's wording. */
export const REPORT_IDENTIFIER_MESSAGES: Record<ReportType, string> = {
  number: FIELD_MESSAGES.phone,
  upi: FIELD_MESSAGES.upiReport,
  sms: FIELD_MESSAGES.smsSender,
  email: FIELD_MESSAGES.emailReport,
  website: FIELD_MESSAGES.website,
};

/** The slug of a published learn article (a content file's name). */
export const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const NEW_ARTICLE_SLUG_PATTERN = /^(?:__new__)?[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The `json` part of report-scammer. */
export const reportPayloadSchema = z.object({
  type: reportTypeField,
  uniqueId: requiredText(MAX_IDENTIFIER_LENGTH),
  detail: detailField.optional().default(''),
  articleSlug: z
    .string()
    .trim()
    .max(200, { error: FIELD_MESSAGES.tooLong })
    .regex(NEW_ARTICLE_SLUG_PATTERN, { error: FIELD_MESSAGES.required })
    .optional()
    .or(z.literal('').transform(() => undefined))
    .or(z.null().transform(() => undefined)),
});

/**
 * The whole report rule of SPEC.md §5: the identifier fits its type, and a proof or a description
 * is given. `hasProof` says whether a valid file comes with the payload.
 */
export const reportSubmissionSchema = reportPayloadSchema
  .extend({ hasProof: z.boolean() })
  .superRefine((value, ctx) => {
    if (normalizeIdentifier(value.type, value.uniqueId) === null) {
      ctx.addIssue({ code: 'custom', path: ['uniqueId'], message: REPORT_IDENTIFIER_MESSAGES[value.type] });
    }
    if (!value.hasProof && value.detail.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['detail'], message: FIELD_MESSAGES.required });
    }
  });
export type ReportSubmission = z.input<typeof reportSubmissionSchema>;

/**
 * The report form of SPEC.md §5, checked on Submit: every field at once, each with its first
 * failing rule. The same identifier and proof-or-description rules as `reportSubmissionSchema`,
 * plus the form's own: an empty identifier is 'This field is required', and an SMS always needs
 * its content.
 */
export const reportFormSchema = z
  .object({
    type: reportTypeField,
    uniqueId: z.string(),
    detail: z.string(),
    articleSlug: z.string().optional(),
    hasProof: z.boolean(),
  })
  .superRefine((value, ctx) => {
    const uniqueId = value.uniqueId.trim();
    if (uniqueId.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['uniqueId'], message: FIELD_MESSAGES.required });
    } else if (uniqueId.length > MAX_IDENTIFIER_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['uniqueId'], message: FIELD_MESSAGES.tooLong });
    } else if (normalizeIdentifier(value.type, uniqueId) === null) {
      ctx.addIssue({ code: 'custom', path: ['uniqueId'], message: REPORT_IDENTIFIER_MESSAGES[value.type] });
    }
    const detail = value.detail.trim();
    if (detail.length === 0 && (value.type === 'sms' || !value.hasProof)) {
      ctx.addIssue({ code: 'custom', path: ['detail'], message: FIELD_MESSAGES.required });
    } else if (detail.length > MAX_DETAIL_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['detail'], message: FIELD_MESSAGES.detailTooLong });
    }
  });
export type ReportForm = z.input<typeof reportFormSchema>;

/** SPEC.md §5: an alphanumeric SMS sender is typed as letters and hyphens only, upper-cased. */
export const toSmsHeaderInput = (text: string) => text.toUpperCase().replace(/[^A-Z-]/g, '');
/** SPEC.md §5: a phone number field takes digits only. */
export const toPhoneDigitsInput = (text: string) => text.replace(/\D/g, '').slice(0, MAX_NATIONAL_NUMBER_DIGITS);

/** The key of an article option created on the fly: the marker, then the lowercased, hyphenated text. */
export const newArticleKey = (text: string) =>
  NEW_ARTICLE_MARKER +
  text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export type ProofCheck = { ok: true; kind: 'video' | 'other' } | { ok: false; message: string; tooLarge: boolean };

/** The evidence-file rule: allowed type, 12 MB for video and 6 MB for anything else. */
export function checkProofFile(mimeType: string, size: number): ProofCheck {
  const kind = PROOF_MIME_TYPES[mimeType as keyof typeof PROOF_MIME_TYPES];
  if (!kind) return { ok: false, message: FIELD_MESSAGES.fileType, tooLarge: false };
  if (kind === 'video') {
    return size > MAX_VIDEO_BYTES
      ? { ok: false, message: FIELD_MESSAGES.videoTooLarge, tooLarge: true }
      : { ok: true, kind: 'video' };
  }
  return size > MAX_OTHER_FILE_BYTES
    ? { ok: false, message: FIELD_MESSAGES.fileTooLarge, tooLarge: true }
    : { ok: true, kind: 'other' };
}

/** SPEC.md §5: spaces in an evidence file's name become underscores. */
export const cleanFileName = (name: string) => name.replace(/\s+/g, '_');

// ---- Moderation ----

export const verifySchema = z.object({
  id: requiredText(64),
  scammerId: z.string().max(MAX_IDENTIFIER_LENGTH).optional(),
  uniqueId: z.string().max(MAX_IDENTIFIER_LENGTH).optional(),
  name: requiredText(200),
});
export const rejectSchema = z.object({
  id: requiredText(64),
  scammerId: z.string().max(MAX_IDENTIFIER_LENGTH).optional(),
  uniqueId: z.string().max(MAX_IDENTIFIER_LENGTH).optional(),
  reason: requiredText(2000),
});
export type VerifyInput = z.input<typeof verifySchema>;
export type RejectInput = z.input<typeof rejectSchema>;

// ---- Lists ----

export const pagingSchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});

/**
 * Dates a list can be filtered by: 1970 to the end of 2099. Far dates that still parse
 * (`+275760-09-13`) overflowed the server's date arithmetic into a 500.
 */
const EARLIEST_DATE = Date.parse('1970-01-01T00:00:00Z');
const LATEST_DATE = Date.parse('2100-01-01T00:00:00Z');
const isoDate = z
  .string()
  .max(40)
  .refine(
    (v) => {
      const time = Date.parse(v);
      return time >= EARLIEST_DATE && time < LATEST_DATE;
    },
    { error: 'Enter a valid date' },
  );

export const scammerListQuerySchema = pagingSchema.extend({
  search: z.string().trim().max(200).optional(),
  type: z
    .enum(REPORT_TYPES)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  status: z
    .enum(REPORT_STATUSES)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  fromDate: isoDate.optional().or(z.literal('').transform(() => undefined)),
  toDate: isoDate.optional().or(z.literal('').transform(() => undefined)),
  reportType: z.enum(REPORT_LIST_TYPES).default('all'),
});
export type ScammerListQuery = z.input<typeof scammerListQuerySchema>;

export const listByTypeQuerySchema = pagingSchema.extend({ type: reportTypeField });
export const detailQuerySchema = z.object({ id: requiredText(64) });
export const fileQuerySchema = z.object({ file: requiredText(512) });
export const articleDetailQuerySchema = z.object({ slug: requiredText(200) });
export const leaderBoardQuerySchema = z.object({ viewType: z.enum(LEADER_BOARD_VIEW_TYPES).default('all') });
export const phoneBlocklistQuerySchema = z.object({
  since: isoDate.optional(),
  cursor: z.string().max(200).optional(),
  size: z.coerce.number().int().min(1).max(PHONE_BLOCKLIST_MAX_PAGE).default(PHONE_BLOCKLIST_DEFAULT_PAGE),
});
