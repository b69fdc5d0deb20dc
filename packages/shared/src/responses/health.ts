// Response schemas of /healthz (the process is up) and /readyz (database and proof storage reachable).
import { z } from 'zod';

export const healthResponseSchema = z.object({ success: z.literal(true), status: z.literal('ok') });

/** 200 when both are reachable, else 503 with the same shape. */
export const readyResponseSchema = z.object({ success: z.boolean(), database: z.boolean(), storage: z.boolean() });
