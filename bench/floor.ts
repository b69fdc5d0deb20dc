// `npm run bench:floor [-- --seconds 8] [--rounds 3] [--connections 50] [--only REGEX]`
//
// The floor under the benchmark's targets: how fast the same two calls as its `/healthz` and phone
// check run on this machine with none of Satark's work, on Node's own HTTP server, on bare Fastify,
// and on Fastify with Satark's security headers. A check can be no cheaper than a POST that reads a
// JSON body and writes a JSON answer, so "POST as a share of GET" here is the highest share of
// `/healthz` any check can reach on this stack and machine (issue 9's target is 50%). Each server
// runs in its own process, autocannon in another (bench/load.ts), the two calls alternated round by
// round; event-loop CPU a request as in `npm run bench`.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SERVER_NODE_FLAGS } from '../scripts/lib.mjs';
import type { LoadSpec } from './load-spec.js';
import { runLoad, type Result } from './measure.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '4760' },
    /** Only the servers whose label matches. */
    only: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const port = Number(values.port);
const url = `http://127.0.0.1:${port}`;

/** [server, µs of work in each POST, label] */
const VARIANTS = [
  ['node-http', 0, "Node's http server"],
  ['fastify', 0, 'Fastify, no hooks, no logger'],
  ['fastify-headers', 0, "Fastify with Satark's security headers (an API answer's set)"],
  ['fastify-document-headers', 0, "Fastify with a page's security headers on every answer"],
  // How the share falls as a POST does more: where a check with its own work can be at most.
  ...[10, 20, 40, 80].map((us) => ['fastify', us, `Fastify, ${us} µs of work in each POST`] as const),
] as const;

const get: LoadSpec['requests'] = [{ method: 'GET', path: '/healthz' }];
// The benchmark's phone check bodies: ten-digit numbers, different on every request.
const post: LoadSpec['requests'] = Array.from({ length: 1000 }, () => ({
  method: 'POST',
  path: '/api/v1/scam-report/check-scam-report',
  body: JSON.stringify({ type: 'number', countryCode: '+91', phoneNo: String(6e9 + Math.floor(Math.random() * 3e9)) }),
}));

async function startServer(variant: string, workUs: number): Promise<ChildProcess> {
  const server = path.join(import.meta.dirname, 'floor-server.ts');
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', server, variant, String(port), String(workUs)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`the ${variant} server exited (${code}) before it listened`)));
  });
  return child;
}

const run = (requests: LoadSpec['requests'], pid: number, runSeconds = seconds, runConnections = connections) =>
  runLoad({ url, connections: runConnections, seconds: runSeconds, requests }, pid);

const rows: string[] = [];
for (const [variant, workUs, label] of VARIANTS.filter(
  ([, , label]) => !values.only || new RegExp(values.only).test(label),
)) {
  const server = await startServer(variant, workUs);
  const pid = server.pid!;
  try {
    await run(get, pid, 1, 4); // warm-up
    await run(post, pid, 1, 4);
    const gets: Result[] = [];
    const posts: Result[] = [];
    for (let round = 0; round < rounds; round++) {
      // Alternated, the first call changing from round to round: the shared machine drifts.
      const order = round % 2 === 0 ? ['get', 'post'] : ['post', 'get'];
      for (const call of order) (call === 'get' ? gets : posts).push(await run(call === 'get' ? get : post, pid));
    }
    const errors = [...gets, ...posts].reduce((sum, r) => sum + r.errors, 0);
    if (errors > 0) throw new Error(`${variant}: ${errors} errors`);
    for (let round = 0; round < rounds; round++) {
      const [g, p] = [gets[round]!, posts[round]!];
      const line = `| ${label} | ${round + 1} | ${g.rps.toFixed(0)} | ${g.cpuUs.toFixed(0)} | ${g.p99} | ${p.rps.toFixed(0)} | ${p.cpuUs.toFixed(0)} | ${p.p99} | ${((100 * p.rps) / g.rps).toFixed(0)}% |`;
      rows.push(line);
      console.log(line);
    }
  } finally {
    server.kill();
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

console.log(`\n${connections} connections, ${seconds} s a call, ${new Date().toISOString().slice(0, 16)}Z\n`);
console.log(
  '| server | round | GET req/s | GET µs a request | GET p99 ms | POST req/s | POST µs a request | POST p99 ms | POST as a share of GET |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
