// Response schema of GET /api/v1/scam-report/file: a link to the proof, signed for 5 minutes.
// The link itself (`GET /files/<key>`) answers with the file's bytes, not JSON.
import { z } from 'zod';

export const proofLinkResponseSchema = z.object({ success: z.literal(true), data: z.object({ url: z.string() }) });
