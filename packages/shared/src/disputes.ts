// Owner disputes (API.md "Owner disputes"): the field rules of the dispute form and the decision,
// for both the web form and the server. The shapes the server returns: responses/disputes.ts.
import { z } from 'zod';
import { requiredText } from './fields.js';
import { FIELD_MESSAGES } from './messages.js';

export const DISPUTE_REASON_MIN = 20;
export const DISPUTE_REASON_MAX = 2000;
/** IT Rules 2021: acknowledge within 24 hours (we do at once), resolve within 15 days. */
export const DISPUTE_ACK_HOURS = 24;
export const DISPUTE_DUE_DAYS = 15;
export const DISPUTE_NOTE_MAX = 2000;

export const DISPUTE_STATUSES = ['OPEN', 'UPHELD', 'REMOVED'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_DECISIONS = ['uphold', 'remove'] as const;
export type DisputeDecision = (typeof DISPUTE_DECISIONS)[number];

/** `SAT-D-` and six characters without look-alikes (no 0/O, 1/I/L). */
export const DISPUTE_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const DISPUTE_REFERENCE_PATTERN = /^SAT-D-[2-9A-HJKMNP-Z]{6}$/;

export const disputeReasonField = z
  .string({ error: FIELD_MESSAGES.required })
  .trim()
  .min(1, { error: FIELD_MESSAGES.required })
  .min(DISPUTE_REASON_MIN, { error: FIELD_MESSAGES.disputeReasonShort })
  .max(DISPUTE_REASON_MAX, { error: FIELD_MESSAGES.disputeReasonLong });

/** The `json` part of `POST /scam-report/disputes`. */
export const disputePayloadSchema = z.object({
  id: requiredText(64),
  reason: disputeReasonField,
});
export type DisputePayload = z.input<typeof disputePayloadSchema>;

/** `POST /moderation/disputes/{disputeId}/decide`. */
export const decideDisputeSchema = z.object({
  decision: z.enum(DISPUTE_DECISIONS, { error: FIELD_MESSAGES.required }),
  note: z
    .string({ error: FIELD_MESSAGES.decisionNoteRequired })
    .trim()
    .min(1, { error: FIELD_MESSAGES.decisionNoteRequired })
    .max(DISPUTE_NOTE_MAX, { error: FIELD_MESSAGES.tooLong }),
});
export type DecideDisputeInput = z.input<typeof decideDisputeSchema>;

export const disputeIdParamsSchema = z.object({ disputeId: requiredText(64) });

/** `rejectReason` of a listing removed on an owner's dispute. */
export const disputeRemovalReason = (note: string) => `Removed after review of the owner's dispute: ${note}`;
