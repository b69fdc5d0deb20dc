// The API's long read answers compressed for clients that ask (docs/decisions/api-answer-compression.md):
// a list page (4.4 kB → 1.1 kB gzipped), an entity's detail page (up to 143 kB with 500 entries →
// 19 kB), the articles (7.5 kB → 2.3 kB), the leader board and the validators' queue. On a slow
// 3G link (~50 kB/s) a busy number's detail page is 3 s of download as it is.
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The encodings compressLongAnswers offers, best first. */
const ENCODINGS: ('gzip' | 'br')[] = ['gzip', 'br'];

/**
 * Compresses the answers of the routes registered after it in `app`'s scope, when the request's
 * Accept-Encoding allows gzip (or only brotli) and the answer has at least 1 kB. A feature calls it
 * only for routes whose answers hold no secret (no token, no key): compressing a secret next to text
 * the client chose lets an attacker who sees sizes guess it (BREACH). The check and the sign-in
 * calls are not among them; their answers are small too. Call it once per feature scope: a second
 * registration in a scope or its parent stops the server at start (the `compress` decorator).
 */
export async function compressLongAnswers(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    // gzip first, where a browser accepts both: on a 6 kB list page brotli (quality 4) saved 6% of
    // the bytes for twice the CPU (~100 µs against ~50), and answers up to 8 kB are compressed on
    // the event loop (the plugin's sync threshold on two cores), larger ones on the thread pool.
    encodings: ENCODINGS,
    threshold: 1024,
    // Requests stay as they are: no route here takes a body worth compressing.
    globalDecompression: false,
  });
}

/**
 * The encoding compressLongAnswers would pick for this request's answer, read from Accept-Encoding
 * as the plugin reads it (`*` and `x-gzip` count as gzip), or undefined for none.
 */
export function chosenEncoding(request: FastifyRequest): string | undefined {
  const header = request.headers['accept-encoding'];
  if (header === undefined) return undefined;
  const encoding = negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ENCODINGS);
  return encoding ?? undefined;
}

const gzipAsync = promisify(gzip);

/** JSON bytes gzipped once to be kept and sent many times (sendGzippedJson): the smallest gzip makes. */
export const gzipJsonToKeep = (json: Buffer): Promise<Buffer> =>
  gzipAsync(json, { level: constants.Z_BEST_COMPRESSION });

/** Sends gzipJsonToKeep's bytes with the headers compressLongAnswers gives an answer it gzips. */
export function sendGzippedJson(reply: FastifyReply, gzipped: Buffer): FastifyReply {
  return reply
    .type('application/json; charset=utf-8')
    .header('content-encoding', 'gzip')
    .header('vary', 'accept-encoding')
    .send(gzipped);
}
