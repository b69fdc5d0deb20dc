// `npm run bench`: fills two databases (small and large) with generated scam data, runs the real
// app on each, and measures the hot calls with concurrent requests over loopback. The ratio of
// large to small latency shows whether a call stays an index lookup as data grows.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createDatabase, migrateToLatest, refreshPlannerStatistics } from '../apps/server/src/db/database.js';
import { seedDatabase } from '../apps/server/src/db/seed.js';
import { generateScamData } from './generate.js';

const SIZES = [10_000, Number(process.env.BENCH_LARGE ?? 200_000)];
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: (i: number) => string;
  body?: (i: number, sample: Sample) => unknown;
}
interface Sample {
  phones: string[];
  websites: string[];
}

const calls: Call[] = [
  {
    name: 'check phone (hit or miss)',
    method: 'POST',
    path: () => '/api/v1/scam-report/check-scam-report',
    body: (i, s) => ({ type: 'number', countryCode: '+91', phoneNo: s.phones[i % s.phones.length]!.slice(3) }),
  },
  {
    name: 'check website (path prefixes)',
    method: 'POST',
    path: () => '/api/v1/scam-report/check-scam-report',
    body: (i, s) => ({ type: 'website', website: `https://${s.websites[i % s.websites.length]}/login/step?x=1` }),
  },
  {
    name: 'scammer-list recent, page 1',
    method: 'GET',
    path: () => '/api/v1/scam-report/scammer-list?reportType=recent',
  },
  {
    name: 'scammer-list most, page 5',
    method: 'GET',
    path: () => '/api/v1/scam-report/scammer-list?reportType=most&page=5',
  },
  { name: 'leader board, 7 days', method: 'GET', path: () => '/api/v1/scam-report/reporter-leader-board?viewType=7' },
  { name: 'stats', method: 'GET', path: () => '/api/v1/scam-report/stats' },
];

async function measure(baseUrl: string, call: Call, sample: Sample) {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < REQUESTS) {
      const i = next++;
      const t0 = performance.now();
      const response = await fetch(baseUrl + call.path(i), {
        method: call.method,
        headers: { 'content-type': 'application/json', 'app-check': 'web' },
        body: call.body ? JSON.stringify(call.body(i, sample)) : undefined,
      });
      await response.arrayBuffer();
      if (!response.ok) failures++;
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { rps: REQUESTS / seconds, p50: at(0.5), p95: at(0.95), failures };
}

const results: Record<string, Record<number, Awaited<ReturnType<typeof measure>>>> = {};
for (const size of SIZES) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'satark-bench-'));
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', APP_ENV: 'local', DATABASE_URL: '' });
  const db = createDatabase(config.database);
  await migrateToLatest(db);
  await seedDatabase(db);
  const t0 = performance.now();
  const sample = await generateScamData(db, size);
  console.log(
    `generated ${size.toLocaleString('en-IN')} entities in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  await refreshPlannerStatistics(db); // as the server does at start
  const app = await buildApp(config, { db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  for (const call of calls) {
    await measure(baseUrl, { ...call }, sample); // warm-up pass
    (results[call.name] ??= {})[size] = await measure(baseUrl, call, sample);
  }
  await app.close();
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}

const [small, large] = SIZES as [number, number];
console.log(`\n${REQUESTS} requests per call, ${CONCURRENCY} concurrent, one process, SQLite (WAL)\n`);
console.log(
  '| call | rps @10k | p50 ms @10k | rps @large | p50 ms @large | p95 ms @large | large/small p50 | failures |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const [name, bySize] of Object.entries(results)) {
  const s = bySize[small]!;
  const l = bySize[large]!;
  console.log(
    `| ${name} | ${s.rps.toFixed(0)} | ${s.p50.toFixed(2)} | ${l.rps.toFixed(0)} | ${l.p50.toFixed(2)} | ${l.p95.toFixed(2)} | ${(l.p50 / s.p50).toFixed(2)} | ${s.failures + l.failures} |`,
  );
}
console.log(`\n(large = ${large.toLocaleString('en-IN')} entities)`);
