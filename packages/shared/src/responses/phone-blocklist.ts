// Response schema of GET /api/v1/scam-report/all-phone-scammer-list (the mobile apps' blocklist).
import { z } from 'zod';
import { isoTime } from './common.js';

export const phoneBlocklistItemSchema = z.object({
  phone: z.string(),
  reportCount: z.number(),
  lastReportedAt: isoTime.nullable(),
  scammerName: z.string().nullable(),
  removed: z.boolean(),
});

export const phoneBlocklistResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(phoneBlocklistItemSchema),
  nextCursor: z.string().nullable(),
  /** Pass the last page's value as the next sync's `since`. */
  syncedAt: isoTime,
});
