// Response schema of GET /api/v1/config: what the web app learns from the server at run time.
import { z } from 'zod';

export const publicConfigResponseSchema = z.object({
  success: z.literal(true),
  grievanceEmail: z.string(),
  /** Google sign-in's client id, or null when it is off (then no button, and no Google script). */
  googleClientId: z.string().nullable(),
  /** The Google Identity Services script to load when on. */
  googleScriptUrl: z.string().nullable(),
});
