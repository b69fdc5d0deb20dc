// Response schemas of /api/v1/moderation and of the verify/reject decisions (API.md "Validators'
// queue and notifications"). The open disputes' list is in ./disputes.ts.
import { pagedResponseSchema } from './common.js';
import { scammerWithReportsSchema } from './scam-reports.js';

/** `GET /moderation/queue`: the PENDING listings and their entries. */
export const moderationQueueResponseSchema = pagedResponseSchema(scammerWithReportsSchema);
