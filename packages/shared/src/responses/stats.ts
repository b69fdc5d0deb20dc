// Response schema of GET /api/v1/scam-report/stats: the home page's counts and the operator's texts.
import { z } from 'zod';

export const statsResponseSchema = z.object({
  success: z.literal(true),
  reports: z.number(),
  users: z.number(),
  msgHeader: z.string(),
  msgFooter: z.string(),
  msgFooter2: z.string(),
});
