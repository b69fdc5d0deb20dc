// The API's long read answers compressed for clients that ask (docs/decisions/api-answer-compression.md):
// a list page (4.4 kB → 1.1 kB gzipped), an entity's detail page (up to 143 kB with 500 entries →
// 19 kB), the articles (7.5 kB → 2.3 kB), the leader board and the validators' queue. On a slow
// 3G link (~50 kB/s) a busy number's detail page is 3 s of download as it is.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

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
    encodings: ['gzip', 'br'],
    threshold: 1024,
    // Requests stay as they are: no route here takes a body worth compressing.
    globalDecompression: false,
  });
}
