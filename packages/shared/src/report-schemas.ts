// Payloads of the scam-report calls (API.md "Scam reports"), shared by the forms and the server.
import { z } from 'zod';
import {
  CHECK_BATCH_MAX_ITEMS,
  ARTICLE_LANGUAGES,
  LEADER_BOARD_VIEW_TYPES,
  MAX_IDENTIFIER_LENGTH,
  MAX_OTHER_FILE_BYTES,
  MAX_VIDEO_BYTES,
  NEW_ARTICLE_MARKER,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  PHONE_BLOCKLIST_DEFAULT_PAGE,
  PHONE_BLOCKLIST_MAX_PAGE,
  DETAIL_ENTRIES_PAGE_DEFAULT,
  DETAIL_ENTRY_LIMIT,
  PROOF_MIME_TYPES,
  REPORT_LIST_TYPES,
  REPORT_STATUSES,
  REPORT_TYPES,
  type ReportType,
} from './constants.js';
import { checkedPhoneField, countryCodeField, detailField, identifierText, requiredText } from './fields.js';
import {
  emailCheckKey,
  normalizeIdentifier,
  normalizeSmsSender,
  normalizeUpi,
  normalizeWebsite,
  type FoundIdentifier,
  type NormalizedIdentifier,
} from './identifiers.js';
import { extractIdentifiers, MAX_TEXT_LENGTH } from './text-identifiers.js';
import { FIELD_MESSAGES } from './messages.js';

export const reportTypeField = z.enum(REPORT_TYPES, { error: FIELD_MESSAGES.required });

// ---- Scam check (the home card) ----

const foundAs = (type: ReportType, identifier: NormalizedIdentifier): FoundIdentifier => ({
  type,
  uniqueId: identifier.uniqueId,
  scammerId: identifier.scammerId,
});

const numberCheck = z
  .object({ type: z.literal('number'), countryCode: countryCodeField, phoneNo: checkedPhoneField })
  .transform(({ type, countryCode, phoneNo }) => ({
    type,
    countryCode,
    phoneNo: phoneNo.text,
    found: [foundAs('number', phoneNo.identifier)],
  }));
const upiCheck = z
  .object({
    type: z.literal('upi'),
    upi: identifierText(requiredText(MAX_IDENTIFIER_LENGTH), normalizeUpi, FIELD_MESSAGES.upiCheck),
  })
  .transform(({ type, upi }) => ({ type, upi: upi.text, found: [foundAs('upi', upi.identifier)] }));
const smsFields = z.object({ type: z.literal('sms'), sms: requiredText(MAX_TEXT_LENGTH) });
// SPEC.md §5: any non-blank text is checked as an e-mail.
const emailCheck = z
  .object({ type: z.literal('email'), email: requiredText(MAX_IDENTIFIER_LENGTH) })
  .transform(({ type, email }) => ({ type, email, found: [foundAs('email', emailCheckKey(email))] }));
const websiteCheck = z
  .object({
    type: z.literal('website'),
    website: identifierText(requiredText(MAX_IDENTIFIER_LENGTH), normalizeWebsite, FIELD_MESSAGES.website),
  })
  .transform(({ type, website }) => ({
    type,
    website: website.text,
    found: [foundAs('website', website.identifier)],
  }));

/**
 * The check's union, its pasted message read by `readPasted` (whose fields join the request).
 * Each transform lists its fields rather than spreading the input first (`{ ...rest, found }`):
 * Node 20's V8 allocates such a literal in the old generation, where only a full collection frees
 * it: ~250 bytes a phone check (docs/performance.md, session 21).
 */
/** A union by `type`: a `type` missing or not one of the five is required; a body that is no object says so. */
const typeChoiceMessage = (issue: z.core.$ZodRawIssue) =>
  issue.code === 'invalid_type' ? FIELD_MESSAGES.objectExpected : FIELD_MESSAGES.required;

function checkUnion<Pasted extends object>(readPasted: (sms: string) => Pasted) {
  return z.discriminatedUnion(
    'type',
    [
      numberCheck,
      upiCheck,
      smsFields.transform(({ type, sms }) => {
        const sender = normalizeSmsSender(sms);
        return sender
          ? { type, sms, found: [foundAs('sms', sender)], pasted: false as const }
          : Object.assign({ type, sms, pasted: true as const }, readPasted(sms));
      }),
      emailCheck,
      websiteCheck,
    ],
    { error: typeChoiceMessage },
  );
}

/**
 * A check request, parsed once: the fields as sent (trimmed), plus `found`, the identifiers the
 * check looks up (API.md `found`): the one typed, or each one read from a pasted message (`pasted`,
 * SMS only: text that is no valid sender). The server's service takes this parsed value as it is.
 */
export const checkRequestSchema = checkUnion((sms) => ({ found: extractIdentifiers(sms) }));
/** What a client sends. */
export type CheckRequest = z.input<typeof checkRequestSchema>;
/** What the server works with: the request and the identifiers it looks up. */
export type ParsedCheckRequest = z.output<typeof checkRequestSchema>;

/**
 * The same rules, but a pasted message is left unread (no `found`): the server reads it on a
 * thread of its own (docs/decisions/pasted-messages-read-off-the-event-loop.md) and then has the
 * request `checkRequestSchema` gives.
 */
export const checkRequestUnreadSchema = checkUnion(() => ({}));
export type UnreadCheckRequest = z.output<typeof checkRequestUnreadSchema>;

const batchItems = <Item extends z.ZodType>(item: Item) =>
  z
    .array(item, { error: FIELD_MESSAGES.required })
    .min(1, { error: FIELD_MESSAGES.batchEmpty })
    .max(CHECK_BATCH_MAX_ITEMS, { error: FIELD_MESSAGES.batchTooLarge });

/**
 * `POST /scam-report/check-batch` (partners): 1 to 100 check requests, each under the same rules as
 * a single check. A bad item's errors are keyed by its index (`items.3.upi`).
 */
export const checkBatchSchema = z.object({ items: batchItems(checkRequestSchema) });
export type CheckBatchRequest = z.input<typeof checkBatchSchema>;
/** The batch with its pasted messages left unread, as the server parses it. */
export const checkBatchUnreadSchema = z.object({ items: batchItems(checkRequestUnreadSchema) });

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

/** `articleSlug`: an article's slug or a new one's key; empty or null is none. */
const articleSlugField = z
  .string()
  .trim()
  .max(200, { error: FIELD_MESSAGES.tooLong })
  .regex(NEW_ARTICLE_SLUG_PATTERN, { error: FIELD_MESSAGES.required })
  .optional()
  .or(z.literal('').transform(() => undefined))
  .or(z.null().transform(() => undefined));

/**
 * The report rule of SPEC.md §5 for one type: the identifier fits the type (parsed once, with the
 * report form's message), and a proof or a description is given; an SMS report always needs its
 * content (docs/decisions/one-report-schema.md). `hasProof` says whether a valid file comes with it.
 */
const reportOf = <T extends ReportType>(type: T) =>
  z
    .object({
      type: z.literal(type),
      uniqueId: identifierText(
        requiredText(MAX_IDENTIFIER_LENGTH),
        (text) => normalizeIdentifier(type, text),
        REPORT_IDENTIFIER_MESSAGES[type],
      ),
      detail: detailField.optional().default(''),
      articleSlug: articleSlugField,
      hasProof: z.boolean(),
    })
    .superRefine((value, ctx) => {
      if (value.detail.length === 0 && (type === 'sms' || !value.hasProof)) {
        ctx.addIssue({ code: 'custom', path: ['detail'], message: FIELD_MESSAGES.required });
      }
    });

/** The rules every type shares, so a report without a known type still hears about its other fields. */
const anyTypeReport = z.object({
  uniqueId: requiredText(MAX_IDENTIFIER_LENGTH),
  detail: detailField.optional(),
  articleSlug: articleSlugField,
  hasProof: z.boolean(),
});
const hasNoKnownType = (input: unknown) =>
  typeof input === 'object' &&
  input !== null &&
  !REPORT_TYPES.includes((input as { type?: unknown }).type as ReportType);

/**
 * A report, for the report form and for report-scammer's `json` part alike, checked every field at
 * once, each with its first failing rule. It parses to the fields as typed (trimmed) and
 * `identifier`, the normalized identifier the report is stored under.
 */
export const reportSubmissionSchema = z
  .discriminatedUnion(
    'type',
    [reportOf('number'), reportOf('upi'), reportOf('sms'), reportOf('email'), reportOf('website')],
    { error: typeChoiceMessage },
  )
  .superRefine(
    (_value, ctx) => {
      const shared = anyTypeReport.safeParse(ctx.value);
      for (const issue of shared.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    },
    { when: (payload) => hasNoKnownType(payload.value) },
  )
  .transform(({ uniqueId, ...rest }) => ({ ...rest, uniqueId: uniqueId.text, identifier: uniqueId.identifier }));
export type ReportSubmission = z.input<typeof reportSubmissionSchema>;
export type ParsedReport = z.output<typeof reportSubmissionSchema>;

/** The report form's values: every field present as the person typed it. */
export interface ReportForm {
  type: ReportType;
  uniqueId: string;
  detail: string;
  articleSlug?: string;
  hasProof: boolean;
}

/** SPEC.md §5: an alphanumeric SMS sender is typed as letters and hyphens only, upper-cased. */
export const toSmsHeaderInput = (text: string) => text.toUpperCase().replace(/[^A-Z-]/g, '');

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
    { error: FIELD_MESSAGES.date },
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
export type ParsedScammerListQuery = z.output<typeof scammerListQuerySchema>;

export const listByTypeQuerySchema = pagingSchema.extend({ type: reportTypeField });
export const detailQuerySchema = z.object({ id: requiredText(64) });
/** `spammer-detail/reports`: an entity's entries newest first, those older than the entry `before` when given. */
export const detailEntriesQuerySchema = detailQuerySchema.extend({
  before: requiredText(64).optional(),
  size: z.coerce.number().int().min(1).max(DETAIL_ENTRY_LIMIT).default(DETAIL_ENTRIES_PAGE_DEFAULT),
});
export const fileQuerySchema = z.object({ file: requiredText(512) });
// `lang` of the article calls (API.md: `en` default, `hi`); an article without a Hindi version comes in English.
export const articleLanguageField = z.enum(ARTICLE_LANGUAGES, { error: FIELD_MESSAGES.language }).default('en');
export const articleListQuerySchema = z.object({ lang: articleLanguageField });
export const articleDetailQuerySchema = z.object({ slug: requiredText(200), lang: articleLanguageField });
export const leaderBoardQuerySchema = z.object({ viewType: z.enum(LEADER_BOARD_VIEW_TYPES).default('all') });
export const phoneBlocklistQuerySchema = z.object({
  since: isoDate.optional(),
  cursor: z.string().max(200).optional(),
  size: z.coerce.number().int().min(1).max(PHONE_BLOCKLIST_MAX_PAGE).default(PHONE_BLOCKLIST_DEFAULT_PAGE),
});
