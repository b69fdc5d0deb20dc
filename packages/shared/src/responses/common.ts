// Pieces every response schema shares: API.md's error envelope and the small success shapes.
// The server compiles these schemas to JSON Schema for its serializer (docs/decisions/response-schemas.md);
// the web app reads their inferred types through api-types.ts.
import { z } from 'zod';
import { errorEnvelopeSchema } from '../errors.js';

export { errorEnvelopeSchema };

/** Times are ISO 8601 UTC text (docs/decisions/times-are-iso-8601-text-ids-are-random-uuids.md). */
export const isoTime = z.string().describe('ISO 8601 time, UTC');

/** `{ success: true, message }`: an action done, with the sentence to show. */
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** `{ success: true, count }`. */
export const countResponseSchema = z.object({ success: z.literal(true), count: z.number() });

/** One page of a list: the total over all pages and this page's rows. */
export const pagedResponseSchema = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), total: z.number(), data: z.array(item) });

/** A status → schema map for `schema.response`: each listed error status answers with the envelope. */
export function errorResponses<const Codes extends readonly number[]>(
  ...codes: Codes
): { [K in Codes[number]]: typeof errorEnvelopeSchema } {
  return Object.fromEntries(codes.map((code) => [code, errorEnvelopeSchema])) as {
    [K in Codes[number]]: typeof errorEnvelopeSchema;
  };
}

/** Bytes of a file or stream (documentation only: such a body is sent as it is, never serialized). */
const fileBytes = z
  .custom<string | Uint8Array>((value) => typeof value === 'string' || value instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary' });

/**
 * A route that answers with a file or a stream, not JSON (a PDF, the open data): documented as bytes
 * of its media types.
 */
export const fileResponse = (description: string, ...mediaTypes: string[]) => ({
  description,
  content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: fileBytes }])) as Record<
    string,
    { schema: typeof fileBytes }
  >,
});
