// API.md's error envelope and its stable machine codes.
import { z } from 'zod';

export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PHONE_TAKEN',
  'ALREADY_REPORTED',
  'SAFELISTED',
  'NOT_PENDING',
  'CONFLICT_OF_INTEREST',
  'ALREADY_DISPUTED',
  'NOT_DISPUTABLE',
  'NOT_OPEN',
  'INVALID_CREDENTIALS',
  'API_KEY_REQUIRED',
  'INVALID_API_KEY',
  'NOT_VERIFIED',
  'NOT_ENABLED',
  'OTP_INVALID',
  'FILE_TOO_LARGE',
  'UNSUPPORTED_FILE_TYPE',
  'RANGE_NOT_SATISFIABLE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** API.md "Errors": every failure answers with this envelope. */
export const errorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** Per field: what is wrong with it. */
    errors: z.record(z.string(), z.string()).optional(),
    /** Seconds; also sent as the Retry-After header (429, 503). */
    retryAfter: z.number().optional(),
  })
  .describe('The error envelope (API.md "Errors")');
export type ErrorEnvelope = z.output<typeof errorEnvelopeSchema>;
