// Response schema of GET /api/v1/dev/sms-outbox (outbox SMS provider only, never in production).
import { z } from 'zod';
import { isoTime } from './common.js';

export const smsOutboxResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(z.object({ to: z.string(), body: z.string(), createdAt: isoTime })),
});
