// The servers `npm run bench:floor` measures: the same two calls as the benchmark's `/healthz` and
// phone check, with none of Satark's work: GET answers `{"success":true,"status":"ok"}`, POST reads
// a check's JSON body and answers with a not-found check's JSON, after spinning for `workUs` µs (a
// stand-in for a check's own work: validation, the lookup, the answer). Run as
// `node --import tsx bench/floor-server.ts <variant> <port> [workUs]`; prints "ready" once listening.
import http from 'node:http';
import Fastify from 'fastify';
import { installSecurityHeaders, securityHeaders } from '../apps/server/src/http/security-headers.js';

const [variant, port, workUs] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4] ?? 0)];
const HEALTHY = JSON.stringify({ success: true, status: 'ok' });

/** A not-found phone check's answer, as the real server sends it (API.md "Scam reports"). */
function checkAnswer(body: { phoneNo?: unknown }) {
  const until = performance.now() + workUs / 1000;
  while (performance.now() < until); // the stand-in for the work
  const digits = String(body.phoneNo ?? '');
  return {
    success: true,
    data: [],
    reportCount: 0,
    source: 'database',
    found: [{ type: 'number', uniqueId: `+91${digits}`, scammerId: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` }],
    official: [],
    lookalike: [],
  };
}

function nodeHttpServer(): http.Server {
  return http.createServer((request, response) => {
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(HEALTHY);
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = JSON.stringify(checkAnswer(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(answer);
    });
  });
}

async function fastifyServer(headers: 'none' | 'satark' | 'document') {
  const app = Fastify({ logger: false });
  const settings = { appEnv: 'production', google: null } as const;
  // What the real server sets on these two answers (http/security-headers.ts), as it sets them.
  if (headers === 'satark') installSecurityHeaders(app, settings);
  if (headers === 'document') {
    // A page's full set on every answer, as API answers had it before 2026-11-29.
    const documentHeaders = securityHeaders(settings);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(documentHeaders);
      done();
    });
  }
  app.get('/healthz', async () => ({ success: true, status: 'ok' }));
  app.post('/api/v1/scam-report/check-scam-report', async (request) => checkAnswer(request.body as object));
  await app.ready();
  return app.server;
}

const FASTIFY_HEADERS = {
  fastify: 'none',
  'fastify-headers': 'satark',
  'fastify-document-headers': 'document',
} as const;
if (!(variant === 'node-http' || (variant ?? '') in FASTIFY_HEADERS) || !port) {
  console.error(`usage: floor-server.ts <node-http|${Object.keys(FASTIFY_HEADERS).join('|')}> <port> [workUs]`);
  process.exit(2);
}
const server =
  variant === 'node-http'
    ? nodeHttpServer()
    : await fastifyServer(FASTIFY_HEADERS[variant as keyof typeof FASTIFY_HEADERS]);
server.listen(port, '127.0.0.1', () => console.log('ready'));
