// Response schemas of owner disputes (API.md "Owner disputes"): filing one, the owner's own list and
// the validators' list of open disputes.
import { z } from 'zod';
import { DISPUTE_STATUSES } from '../disputes.js';
import { isoTime, messageResponseSchema, pagedResponseSchema } from './common.js';
import { scammerWithReportsSchema } from './scam-reports.js';

export const disputeCreatedSchema = z.object({
  disputeId: z.string(),
  reference: z.string(),
  ownerVerified: z.boolean(),
  acknowledgedAt: isoTime,
  dueBy: isoTime,
});

/** One row of `GET /scam-report/disputes/mine`. */
export const myDisputeSchema = z.object({
  disputeId: z.string(),
  reference: z.string(),
  entity: z.object({ id: z.string(), scammerId: z.string() }),
  status: z.enum(DISPUTE_STATUSES),
  decisionNote: z.string().nullable(),
  createdAt: isoTime,
  decidedAt: isoTime.nullable(),
  dueBy: isoTime,
});

/** One row of `GET /moderation/disputes`: the owner's side and the reporters' side. */
export const openDisputeSchema = z.object({
  disputeId: z.string(),
  reference: z.string(),
  reason: z.string(),
  ownerVerified: z.boolean(),
  proof: z.string().nullable(),
  disputer: z.object({ name: z.string() }),
  createdAt: isoTime,
  dueBy: isoTime,
  /** The listing and its report entries. */
  entity: scammerWithReportsSchema,
});

/** `POST /scam-report/disputes` (201). */
export const disputeCreatedResponseSchema = messageResponseSchema.extend({ data: disputeCreatedSchema });
/** `GET /scam-report/disputes/mine`. */
export const myDisputesResponseSchema = pagedResponseSchema(myDisputeSchema);
/** `GET /moderation/disputes`. */
export const openDisputesResponseSchema = pagedResponseSchema(openDisputeSchema);
