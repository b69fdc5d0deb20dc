// Response schemas of /api/v1/scam-report: the check, a report, the lists and the detail
// (API.md "Scam reports", "Answers beyond the database").
import { z } from 'zod';
import { REPORT_STATUSES, REPORT_TYPES } from '../constants.js';
import { countResponseSchema, isoTime, pagedResponseSchema } from './common.js';

const reportType = z.enum(REPORT_TYPES);
const reportStatus = z.enum(REPORT_STATUSES);

export const checkMatchSchema = z.object({
  id: z.string(),
  uniqueId: z.string(),
  scammerId: z.string(),
  type: reportType,
  status: reportStatus,
  /** An owner-verified dispute of this listing is open (API.md "Owner disputes"). */
  disputed: z.boolean(),
  lastReportedAt: isoTime.nullable(),
  reportCount: z.number(),
});

/** An identifier the check looked up. */
export const foundItemSchema = z.object({ type: reportType, uniqueId: z.string(), scammerId: z.string() });

/** A looked-up identifier that is on the safelist: published by its owner. */
export const officialMatchSchema = z.object({
  type: reportType,
  uniqueId: z.string(),
  name: z.string(),
  category: z.string(),
  source: z.string(),
});

/** A website, e-mail domain or UPI handle that imitates a safelist entry. */
export const lookalikeMatchSchema = z.object({
  uniqueId: z.string(),
  imitates: z.object({ name: z.string(), uniqueId: z.string() }),
});

export const analysisVerdictSchema = z.enum(['likely_scam', 'suspicious', 'no_signs']);
export const analysisSignalSchema = z.object({ code: z.string(), message: z.string() });

/** The local, explainable reading of a pasted SMS. */
export const analysisSchema = z.object({ verdict: analysisVerdictSchema, signals: z.array(analysisSignalSchema) });

/** `POST /check-scam-report`. */
export const checkResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(checkMatchSchema),
  reportCount: z.number(),
  source: z.enum(['database', 'analyzer']),
  found: z.array(foundItemSchema),
  official: z.array(officialMatchSchema),
  lookalike: z.array(lookalikeMatchSchema),
  /** Only for pasted SMS text. */
  analysis: analysisSchema.optional(),
});

/** `POST /check-batch`: one check answer per item, in order. */
export const checkBatchResponseSchema = z.object({ success: z.literal(true), data: z.array(checkResponseSchema) });

const nameOnly = z.object({ name: z.string() });

export const reportEntrySchema = z.object({
  id: z.string(),
  proof: z.string().nullable(),
  detail: z.string(),
  reporter: nameOnly,
  verifier: nameOnly.nullable(),
  scamArticle: z.object({ slug: z.string(), title: z.string() }).nullable(),
  createdAt: isoTime,
  /** Only on the viewer's own entry: it has a complaint file (`my-reports/{id}/complaint.pdf`). */
  mine: z.literal(true).optional(),
});

/** A listed identifier as the lists show it. */
export const scammerListItemSchema = z.object({
  id: z.string(),
  scammerId: z.string(),
  uniqueId: z.string(),
  type: reportType,
  status: reportStatus,
  disputed: z.boolean(),
  lastReportedAt: isoTime.nullable(),
  reportCount: z.number(),
  json: z.object({ scammerName: z.string().nullable(), rejectReason: z.string().nullable() }),
});

/** A listed identifier with its report entries, as validators review it. */
export const scammerWithReportsSchema = scammerListItemSchema.extend({ reports: z.array(reportEntrySchema) });

/** A listed identifier; the detail adds its entries and who reported and verified it. */
export const scammerRecordSchema = scammerListItemSchema.extend({
  reports: z.array(reportEntrySchema).optional(),
  reportedBy: nameOnly.nullable().optional(),
  verifiedBy: nameOnly.nullable().optional(),
});

/** `GET /scammer-list`, `/my-reports`, `/spammer-list-by-type`. */
export const scammerListResponseSchema = pagedResponseSchema(scammerListItemSchema);

/** `GET /spammer-detail`. */
export const scammerDetailResponseSchema = z.object({
  success: z.literal(true),
  data: scammerListItemSchema.extend({
    reports: z.array(reportEntrySchema),
    reportedBy: nameOnly.nullable(),
    verifiedBy: nameOnly.nullable(),
  }),
});

/** `GET /spammer-detail/reports`: a page of an entity's entries, newest first; `hasMore` when older ones follow. */
export const detailEntriesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(reportEntrySchema),
  hasMore: z.boolean(),
});

/** `POST /report-scammer` (201). */
export const reportCreatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    id: z.string(),
    entryId: z.string(),
    scammerId: z.string(),
    uniqueId: z.string(),
    status: reportStatus,
  }),
});

/** `GET /reports-count`. */
export const reportsCountResponseSchema = countResponseSchema;
