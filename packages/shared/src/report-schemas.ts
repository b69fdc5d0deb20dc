// Payloads of the scam-report calls (API.md "Scam reports"), shared by the forms and the server.
import { z } from 'zod';
import {
  LEADER_BOARD_VIEW_TYPES,
  MAX_IDENTIFIER_LENGTH,
  MAX_OTHER_FILE_BYTES,
  MAX_VIDEO_BYTES,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  PHONE_BLOCKLIST_MAX_PAGE,
  PROOF_MIME_TYPES,
  REPORT_LIST_TYPES,
  REPORT_STATUSES,
  REPORT_TYPES,
  type ReportType,
} from './constants.js';
import { countryCodeField, detailField, phoneField, requiredText } from './fields.js';
import { isWebsiteUrl, normalizeIdentifier } from './identifiers.js';
import { FIELD_MESSAGES } from './messages.js';

export const reportTypeField = z.enum(REPORT_TYPES, { error: FIELD_MESSAGES.required });

// ---- Scam check (the home card) ----

export const checkRequestSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('number'), countryCode: countryCodeField, phoneNo: phoneField }),
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

// ---- Report a scammer ----

/** The message shown for an identifier that does not fit its type, in the report form's wording. */
export const REPORT_IDENTIFIER_MESSAGES: Record<ReportType, string> = {
  number: FIELD_MESSAGES.phone,
  upi: FIELD_MESSAGES.upiReport,
  sms: FIELD_MESSAGES.smsSender,
  email: FIELD_MESSAGES.emailReport,
  website: FIELD_MESSAGES.website,
};

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

const isoDate = z
  .string()
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), { error: 'Enter a valid date' });

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
export const leaderBoardQuerySchema = z.object({ viewType: z.enum(LEADER_BOARD_VIEW_TYPES).default('all') });
export const phoneBlocklistQuerySchema = z.object({
  since: isoDate.optional(),
  cursor: z.string().max(200).optional(),
  size: z.coerce.number().int().min(1).max(PHONE_BLOCKLIST_MAX_PAGE).default(1000),
});
