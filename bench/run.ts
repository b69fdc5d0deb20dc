// `npm run bench [-- --engine postgres] [--entities 1000000] [--seconds 10] [--processes 2] [--only REGEX] [--profile DIR] [--perf DIR] [--gc]`
//
// The production server (apps/server/dist/bundle/main.mjs, built first) on generated data in its own
// process, autocannon in another (bench/load.ts), random realistic inputs per call. One table:
// req/s, p50, p99, errors, the server's peak RSS, and each call's req/s as a share of GET /healthz
// measured in the same run, first and again after the calls, the faster of the two (the machine is
// shared, so only ratios compare across runs). Also the time from process start to healthy, a full
// phone-blocklist export, the open-data files downloaded whole (with /healthz loaded meanwhile), and
// a mixed run with 5% writes. Results to bench/results/<engine>.json
// (and <engine>-<processes>p.json for several).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createGunzip } from 'node:zlib';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.js';
import { createDatabase } from '../apps/server/src/db/database.js';
import { issueAccessToken } from '../apps/server/src/http/authentication.js';
import { DETAIL_ENTRY_LIMIT, VALIDATOR_MIN_RANK } from '../packages/shared/src/constants.js';
import { buildServer as buildProductionServer, SERVER_NODE_FLAGS, serverMain } from '../scripts/lib.mjs';
import { generate, postgresLoadState, todayUtc } from './generate.js';
import { FRESH_PHONE, type LoadRequest } from './load-spec.js';
import { GcTrace, type GcCounts } from './gc-trace.js';
import { benchData, benchServerEnv, rssOf, runLoad, untilHealthy, type Result } from './measure.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'sqlite' },
    entities: { type: 'string', default: '200000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    processes: { type: 'string', default: '1' },
    port: { type: 'string', default: '4750' },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    only: { type: 'string' },
    /** A folder for the server's CPU profile (node --cpu-prof), written when the run ends. */
    profile: { type: 'string' },
    /**
     * A folder for Linux `perf` recordings of the server, one a call (`<call>.data`, read with
     * `perf report -i`). Unlike --profile's samples, which V8 takes by the clock, perf counts only
     * time on a CPU, native code (SQLite, the kernel's socket writes) by its own name.
     */
    perf: { type: 'string' },
    /** Counts the server's garbage collections per call (bench/gc-trace.ts): promoted bytes a request, full collections, pauses. */
    gc: { type: 'boolean', default: false },
  },
});
const engine = values.engine === 'postgres' ? 'postgres' : 'sqlite';
const entities = Number(values.entities);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const processes = Number(values.processes);
const port = Number(values.port);
const perfDir = values.perf ? path.resolve(values.perf) : null;
if (perfDir) mkdirSync(perfDir, { recursive: true });
const base = `http://127.0.0.1:${port}`;
const { dataDir, databaseUrl } = benchData(engine, entities, values['data-dir'], values['database-url']);

// ---- Data ----

const sqliteFile = path.join(dataDir, 'satark.db');

// A PostgreSQL database is asked what it holds, so one `npm run bench:data -- --database-url …` filled
// is used as it is (a marker file in the data folder, before, sent the benchmark to generate into it again).
const postgresState = engine === 'postgres' ? await postgresLoadState(databaseUrl) : null;
if (postgresState === 'partial') {
  console.error(
    `${databaseUrl} holds entities without bench:data's mark of a finished load (one that stopped half-way, or one made before the mark existed): drop that database and run again`,
  );
  process.exit(1);
}
const hasData = engine === 'sqlite' ? existsSync(sqliteFile) : postgresState === 'complete';
if (!hasData) {
  console.log(
    `generating ${entities.toLocaleString('en-IN')} entities into ${engine === 'sqlite' ? dataDir : databaseUrl}`,
  );
  const result = await generate({
    entities,
    users: 100_000,
    validators: 300,
    seed: 1,
    now: todayUtc(),
    dataDir,
    databaseUrl: databaseUrl || undefined,
    log: (line) => console.log(line),
  });
  console.log(`generated in ${result.seconds.toFixed(1)} s`);
}

/** Rows to draw inputs from: found identifiers of each type, entity ids, reporter ids. */
async function sampleRows<T>(query: string): Promise<T[]> {
  if (engine === 'sqlite') {
    const db = new SQLite(sqliteFile, { readonly: true });
    const rows = db.prepare(query).all() as T[];
    db.close();
    return rows;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(query);
  await client.end();
  return rows as T[];
}
const random = (() => {
  let s = 12345;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
})();
const pickOne = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
/**
 * Requests made for each call, sent round and round. 20,000 since session 28 (2,000 before): with
 * 2,000 every identifier came back ~80 times in a 10-s run, so whatever the server keeps per key
 * (the safelist's lookalike answers, the last phone parsed) answered from memory, as it rarely
 * does for people checking numbers nobody has checked before.
 */
const SAMPLE = 20_000;

const found = await sampleRows<{ type: string; unique_id: string; id: string }>(
  `select type, unique_id, id from scam_entities where status != 'REJECTED' and rowid % 97 = 0 limit 20000`.replace(
    'rowid % 97 = 0',
    engine === 'sqlite' ? 'rowid % 97 = 0' : "substr(id, 36, 1) in ('0', '7')",
  ),
);
const byType = (type: string) => found.filter((r) => r.type === type);
/**
 * Public entities spread over the whole table (~5,000 of 700,000 at 1M). Until session 42 the first
 * 5,000 of every 89th row: the generator's first rows all have 1-3 entries, so no page the call
 * read had more than 3, where one public entity in seven has 4 or more and one in 240 has 50 or more.
 */
const visibleIds = (
  await sampleRows<{ id: string }>(
    `select id from scam_entities where status != 'PENDING' and ${engine === 'sqlite' ? 'rowid % 139 = 0' : "substr(id, 35, 2) = 'aa'"} limit 10000`,
  )
).map((r) => r.id);
/** The most reported public entities (a viral number's page): 100 entries and more, up to the page's 500. */
const busyIds = (
  await sampleRows<{ id: string }>(
    `select id from scam_entities where status = 'ACTIVE' and report_count >= 100 order by report_count desc limit 20`,
  )
).map((r) => r.id);
/**
 * Numbers reported more often than their detail lists, each with its 500th newest entry: where the
 * page of older entries (`spammer-detail/reports?before=`) starts.
 */
const pastDetail = await sampleRows<{ id: string; before: string }>(
  `select e.id, (select r.id from report_entries r where r.entity_id = e.id order by r.created_at desc, r.id desc
     limit 1 offset ${DETAIL_ENTRY_LIMIT - 1}) as before
   from scam_entities e where e.status = 'ACTIVE' and e.report_count > ${DETAIL_ENTRY_LIMIT} order by e.report_count desc limit 20`,
);
const reporters = (
  await sampleRows<{ id: string }>(`select id from users where status = 'ACTIVE' order by id limit 1000`)
).map((r) => r.id);
const [validator] = await sampleRows<{ id: string }>(
  `select id from users where status = 'ACTIVE' and rank >= ${VALIDATOR_MIN_RANK} order by id limit 1`,
);
/** The validator's session for the queue call, signed once the server is up (its secret is in the data folder). */
const validatorAuth: Record<string, string> = {};
/** A reporter's session, for a detail page read signed in. */
const signedInAuth: Record<string, string> = {};

const randomPhone = () => String(6_000_000_000 + Math.floor(random() * 4_000_000_000));
/** Half found, half not: a stored phone or a random one (1M of 4,000M numbers are stored). */
const phoneInput = () => (random() < 0.5 ? pickOne(byType('number')).unique_id.slice(3) : randomPhone());
/**
 * A stored SMS sender as a phone shows it: a header with its operator prefix and category suffix
 * (`VM-HDFCBK-S`), a number as the number. (`VM-9876543210-S` is no sender a phone shows: the check
 * read it as a pasted message, on the reader thread.)
 */
const smsSenderAsShown = (uniqueId: string) => (uniqueId.startsWith('+') ? uniqueId : `VM-${uniqueId}-S`);
const json = (body: unknown) => JSON.stringify(body);
const check = (body: unknown): LoadRequest => ({
  method: 'POST',
  path: '/api/v1/scam-report/check-scam-report',
  body: json(body),
});
const SMS_TEXT =
  'Dear customer, your SBI account will be blocked today. Update your KYC now at https://sbi-kyc-update.example.in/login or call {PHONE}. ' +
  'Pay the pending amount to {UPI} to avoid penalty. Do not share this message. Ignore if already done. Regards, Team Support. ' +
  'For help write to helpdesk@kyc-verify.co. Offer valid for 24 hours only. T&C apply. Reply STOP to opt out of these messages. ';
const list = (query: string): LoadRequest => ({ method: 'GET', path: `/api/v1/scam-report/scammer-list?${query}` });
const TYPES = ['number', 'upi', 'sms', 'email', 'website'];
const repeat = (make: () => LoadRequest) => Array.from({ length: SAMPLE }, make);
const randomPage = (max: number) => 1 + Math.floor(random() * max);
const day = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);
const DAY = 86_400_000;

interface Call {
  name: string;
  requests: LoadRequest[];
  connections?: number;
}
const calls: Call[] = [
  { name: '/healthz', requests: [{ method: 'GET', path: '/healthz' }] },
  {
    name: 'check phone (50% found)',
    requests: repeat(() => check({ type: 'number', countryCode: '+91', phoneNo: phoneInput() })),
  },
  {
    // Most numbers people check were never reported: the answer without a single match.
    name: 'check phone (nobody reported it)',
    requests: repeat(() => check({ type: 'number', countryCode: '+91', phoneNo: randomPhone() })),
  },
  {
    name: 'check UPI (50% found)',
    requests: repeat(() =>
      check({
        type: 'upi',
        upi: random() < 0.5 ? pickOne(byType('upi')).unique_id : `nobody${Math.floor(random() * 1e9)}@ybl`,
      }),
    ),
  },
  {
    name: 'check e-mail (50% found)',
    requests: repeat(() =>
      check({
        type: 'email',
        email: random() < 0.5 ? pickOne(byType('email')).unique_id : `x${Math.floor(random() * 1e9)}@gmail.com`,
      }),
    ),
  },
  {
    name: 'check website (50% found, with a path)',
    requests: repeat(() =>
      check({
        type: 'website',
        website: `https://${random() < 0.5 ? pickOne(byType('website')).unique_id : `clean-${Math.floor(random() * 1e9)}.in`}/a/b?x=1`,
      }),
    ),
  },
  {
    name: 'check SMS sender (50% found)',
    requests: repeat(() =>
      check({
        type: 'sms',
        sms: random() < 0.5 ? smsSenderAsShown(pickOne(byType('sms')).unique_id) : `JD-Q${Math.floor(random() * 1e5)}X`,
      }),
    ),
  },
  {
    name: 'check pasted SMS (500 chars)',
    requests: repeat(() =>
      check({
        type: 'sms',
        sms: SMS_TEXT.replace('{PHONE}', phoneInput())
          .replace('{UPI}', pickOne(byType('upi')).unique_id)
          .slice(0, 500),
      }),
    ),
  },
  {
    // Issue 11: a 1,000-character paste answers in the same order of time as a single lookup.
    name: 'check pasted SMS (1,000 chars)',
    requests: repeat(() =>
      check({
        type: 'sms',
        sms: (SMS_TEXT.replace('{PHONE}', phoneInput()).replace('{UPI}', pickOne(byType('upi')).unique_id) + SMS_TEXT)
          .repeat(2)
          .slice(0, 1000),
      }),
    ),
  },
  { name: 'list recent, page 1', requests: [list('reportType=recent')] },
  {
    // A browser asks for gzip: what compressing a page costs the server (docs/decisions/api-answer-compression.md).
    name: 'list recent, page 1, gzipped',
    requests: [{ ...list('reportType=recent'), headers: { 'accept-encoding': 'gzip, deflate, br' } }],
  },
  {
    name: 'list recent, random page ≤ 5000',
    requests: repeat(() => list(`reportType=recent&page=${randomPage(5000)}`)),
  },
  { name: 'list recent, page 5000', requests: [list('reportType=recent&page=5000')] },
  { name: 'list most, random page ≤ 5000', requests: repeat(() => list(`reportType=most&page=${randomPage(5000)}`)) },
  { name: 'list most, page 5000', requests: [list('reportType=most&page=5000')] },
  {
    name: 'list type (random), random page ≤ 500',
    requests: repeat(() => list(`type=${pickOne(TYPES)}&page=${randomPage(500)}`)),
  },
  {
    name: 'list status ACTIVE + type, most, random page ≤ 500',
    requests: repeat(() => list(`status=ACTIVE&type=${pickOne(TYPES)}&reportType=most&page=${randomPage(500)}`)),
  },
  {
    name: 'list date range (30 days), most',
    requests: repeat(() => {
      const from = Math.floor(random() * 700) * DAY;
      return list(`fromDate=${day(from + 30 * DAY)}&toDate=${day(from)}&reportType=most&page=${randomPage(50)}`);
    }),
  },
  {
    name: 'list search (prefix of a found id)',
    requests: repeat(() => {
      const row = pickOne(found);
      return list(`search=${encodeURIComponent(row.unique_id.slice(0, Math.max(4, row.unique_id.length - 3)))}`);
    }),
  },
  {
    name: 'spammer-detail',
    requests: repeat(() => ({ method: 'GET', path: `/api/v1/scam-report/spammer-detail?id=${pickOne(visibleIds)}` })),
  },
  {
    // Signed in, the token is checked and the session read on every request, and pages are not kept.
    name: 'spammer-detail, signed in',
    requests: repeat(() => ({
      method: 'GET',
      path: `/api/v1/scam-report/spammer-detail?id=${pickOne(visibleIds)}`,
      headers: signedInAuth,
    })),
  },
  {
    name: 'spammer-detail, gzipped',
    requests: repeat(() => ({
      method: 'GET',
      path: `/api/v1/scam-report/spammer-detail?id=${pickOne(visibleIds)}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })),
  },
  {
    // Browsers ask for gzip; a few numbers everyone is looking up at once.
    name: 'spammer-detail, busiest numbers (100-500 entries), gzipped',
    requests: repeat(() => ({
      method: 'GET',
      path: `/api/v1/scam-report/spammer-detail?id=${pickOne(busyIds)}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })),
  },
  // A viral number's older reports, a page of 100 past the 500 its detail lists (none in small data).
  ...(pastDetail.length === 0
    ? []
    : [
        {
          name: 'spammer-detail/reports, past the newest 500',
          requests: repeat(() => {
            const { id, before } = pickOne(pastDetail);
            return {
              method: 'GET' as const,
              path: `/api/v1/scam-report/spammer-detail/reports?id=${id}&before=${before}`,
            };
          }),
        },
      ]),
  ...['all', '30', '7', '1'].map((viewType) => ({
    name: `leader board ${viewType}`,
    requests: [{ method: 'GET' as const, path: `/api/v1/scam-report/reporter-leader-board?viewType=${viewType}` }],
  })),
  { name: 'stats', requests: [{ method: 'GET', path: '/api/v1/scam-report/stats' }] },
  { name: 'reports count', requests: [{ method: 'GET', path: '/api/v1/scam-report/reports-count' }] },
  { name: 'articles', requests: [{ method: 'GET', path: '/api/v1/scam-articles/get-all' }] },
  {
    // What the learn page's browser asks for: the list gzipped once per version (articles.routes.ts).
    name: 'articles, gzipped',
    requests: [
      { method: 'GET', path: '/api/v1/scam-articles/get-all', headers: { 'accept-encoding': 'gzip, deflate, br' } },
    ],
  },
  {
    // The validators' queue: ~300,000 PENDING entities at 1M, 10 a page as the review page asks.
    name: 'moderation queue (validator), random page ≤ 500',
    requests: repeat(() => ({
      method: 'GET',
      path: `/api/v1/moderation/queue?page=${randomPage(500)}&size=10`,
      headers: validatorAuth,
    })),
  },
  {
    name: 'phone blocklist delta (1 day)',
    requests: [
      {
        method: 'GET',
        path: `/api/v1/scam-report/all-phone-scammer-list?since=${new Date(Date.now() - DAY).toISOString()}&size=1000`,
      },
    ],
  },
];

// ---- Server ----

/** Whether something already answers on the bench's port (an earlier run's server still closing). */
async function portAnswers(): Promise<boolean> {
  try {
    await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

async function startServer(): Promise<{ child: ChildProcess; startMs: number; gcTrace: GcTrace | null }> {
  buildProductionServer();
  // A server left on the port would be measured instead, and the start time read as ~0 s.
  for (let waited = 0; await portAnswers(); waited += 1) {
    if (waited === 10) throw new Error(`something still answers on port ${port}: stop it, or pass --port`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const started = performance.now();
  const profile = values.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values.profile)}`] : [];
  const perfMap = perfDir
    ? // Names for JavaScript's compiled code in /tmp/perf-<pid>.map; V8's own log kept out of the repository.
      [
        '--perf-basic-prof',
        '--interpreted-frames-native-stack',
        `--logfile=${path.join(perfDir, 'v8.log')}`,
        '--no-logfile-per-isolate',
      ]
    : [];
  const gcFlags = values.gc ? ['--trace-gc', '--trace-gc-nvp'] : [];
  const child = spawn(process.execPath, [...profile, ...perfMap, ...gcFlags, ...SERVER_NODE_FLAGS, serverMain], {
    env: {
      ...benchServerEnv({ dataDir, databaseUrl }, port),
      // bench/load.ts sends each request from an address of its own, as many people would; the
      // check is limited per address (http/rate-limits.ts).
      TRUST_PROXY: '1',
      WEB_CONCURRENCY: String(processes),
    },
    stdio: ['ignore', values.gc ? 'pipe' : 'inherit', 'inherit'],
  });
  const gcTrace = values.gc ? new GcTrace(child.stdout!) : null;
  await untilHealthy(child, base);
  return { child, startMs: performance.now() - started, gcTrace };
}

/** Walks the whole blocklist, 10,000 numbers a page, as the mobile apps' first sync does. */
async function fullBlocklistExport(pid: number) {
  const started = performance.now();
  let cursor: string | null = null;
  let numbers = 0;
  let peak = 0;
  do {
    const url = `${base}/api/v1/scam-report/all-phone-scammer-list?size=10000${cursor ? `&cursor=${cursor}` : ''}`;
    const body = (await (await fetch(url)).json()) as { data: unknown[]; nextCursor: string | null };
    numbers += body.data.length;
    cursor = body.nextCursor;
    peak = Math.max(peak, rssOf(pid));
  } while (cursor);
  return { numbers, seconds: (performance.now() - started) / 1000, rssMb: peak / 2 ** 20 };
}

interface OpenDataDownload {
  file: string;
  rows: number;
  megabytesSent: number;
  seconds: number;
  rssMb: number;
  /** /healthz at 10 connections for the first seconds of the download: other people's requests meanwhile. */
  healthzDuring: Result;
}

/**
 * Downloads an open-data file whole, as fast as this process reads (the case where the socket
 * never pushes back), counting its rows; meanwhile /healthz is loaded at 10 connections, so the
 * table shows what a download does to everybody else's requests.
 */
async function openDataDownload(pid: number, file: string, gzip: boolean, forwardedFor: string) {
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 250);
  const started = performance.now();
  const download = new Promise<{ rows: number; bytes: number; seconds: number }>((resolve, reject) => {
    const headers = { 'accept-encoding': gzip ? 'gzip' : 'identity', 'x-forwarded-for': forwardedFor };
    http
      .get(`${base}/open-data/${file}`, { headers }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`open data ${file}: status ${res.statusCode}`));
        let bytes = 0;
        let newlines = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        const text = gzip ? res.pipe(createGunzip()) : res;
        text.on('data', (chunk: Buffer) => {
          for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) newlines += 1;
        });
        text.on('end', () =>
          resolve({
            rows: file.endsWith('.csv') ? newlines - 1 : newlines,
            bytes,
            seconds: (performance.now() - started) / 1000,
          }),
        );
        text.on('error', reject);
      })
      .on('error', reject);
  });
  const healthzDuring = await runLoad(
    { url: base, connections: 10, seconds: 5, requests: [{ method: 'GET', path: '/healthz' }] },
    pid,
  );
  const { rows, bytes, seconds } = await download;
  clearInterval(sampler);
  healthzDuring.name = `/healthz during the ${file}${gzip ? ' (gzip)' : ''} download, 10 connections`;
  const result: OpenDataDownload = {
    file: `${file}${gzip ? ' (gzip)' : ''}`,
    rows,
    megabytesSent: bytes / 1e6,
    seconds,
    rssMb: peak / 2 ** 20,
    healthzDuring,
  };
  return result;
}

/** Sessions for these users, signed with the server's secret (kept in the data folder). */
async function accessTokens(userIds: string[]): Promise<string[]> {
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' });
  const db = createDatabase(config.database);
  try {
    return await Promise.all(userIds.map((id) => issueAccessToken({ db, jwtSecret: config.jwtSecret }, id)));
  } finally {
    await db.destroy();
  }
}

/** Report bodies (multipart, no proof) for the mixed run; bench/load.ts gives each send a new number. */
function reportRequest(token: string): LoadRequest {
  const boundary = 'satarkbench';
  const body = {
    type: 'number',
    // Filled in on every send: autocannon cycles through the request list, and a number reported
    // again by the same account is a 409, not a write.
    uniqueId: FRESH_PHONE,
    detail: 'Called and asked for the OTP sent to my phone.',
  };
  return {
    method: 'POST',
    path: '/api/v1/scam-report/report-scammer',
    body: `--${boundary}\r\nContent-Disposition: form-data; name="json"\r\n\r\n${JSON.stringify(body)}\r\n--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
  };
}

// ---- Run ----

const { child: server, startMs, gcTrace } = await startServer();
const pid = server.pid!;
const [validatorToken, signedInToken] = await accessTokens([
  validator!.id,
  reporters.find((id) => id !== validator!.id)!,
]);
validatorAuth.authorization = `Bearer ${validatorToken}`;
signedInAuth.authorization = `Bearer ${signedInToken}`;
console.log(`server healthy ${(startMs / 1000).toFixed(2)} s after start (${engine}, ${processes} process(es))`);
const results: Result[] = [];
const selected = calls.filter((c) => !values.only || c.name === '/healthz' || new RegExp(values.only).test(c.name));
const healthzRequests = calls.find((c) => c.name === '/healthz')!.requests;
/**
 * The share of a `/healthz` run just before the call as well: this shared machine's speed drifts
 * within a full run (17,706 req/s at its start and 8,821 at its end once, session 15), and a share
 * of a baseline measured minutes apart is off by as much.
 */
/** `perf record` of the server's threads while one call runs, into `<perf dir>/<call>.data`. */
function recordPerf(callName: string) {
  const file = path.join(perfDir!, `${callName.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.data`);
  const recorder = spawn('perf', ['record', '--call-graph', 'fp', '-p', String(pid), '-o', file], { stdio: 'ignore' });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        recorder.once('exit', () => resolve());
        recorder.kill('SIGINT');
      }),
  };
}

/**
 * With --gc: `; GC: 178 B promoted a request, 2 full, 137 young, 165 ms paused` (the event loop's
 * isolate), then the worker threads' when they collected (`; worker threads: …`), which pause only them.
 */
const gcSummary = (r: Result) => {
  if (!r.gc) return '';
  const counts = (gc: GcCounts) =>
    `${Math.round(gc.promotedBytes / Math.max(1, r.requests)).toLocaleString('en-IN')} B promoted a request, ${gc.fullCollections} full, ${gc.scavenges} young, ${gc.pauseMs.toFixed(0)} ms paused`;
  const workers =
    r.gc.workers?.scavenges || r.gc.workers?.fullCollections ? `; worker threads: ${counts(r.gc.workers)}` : '';
  return `; GC: ${counts(r.gc)}${workers}`;
};

const gcColumns = (r: Result) =>
  !values.gc
    ? ''
    : r.gc
      ? ` ${Math.round(r.gc.promotedBytes / Math.max(1, r.requests))} | ${r.gc.fullCollections} |`
      : ' — | — |';

const NEARBY_BASELINE_SECONDS = Math.min(3, seconds);
const nearbyHealthz = () =>
  runLoad({ url: base, connections, seconds: NEARBY_BASELINE_SECONDS, requests: healthzRequests }, pid);
const nearbyShare = (r: Result) =>
  r.shareOfNearbyHealthz === undefined ? '—' : `${(100 * r.shareOfNearbyHealthz).toFixed(0)}%`;
try {
  for (const call of selected) {
    const nearby = call.name === '/healthz' ? null : await nearbyHealthz();
    // A short warm-up (caches, statement preparation, the leader boards' first computation).
    await runLoad({ url: base, connections: 4, seconds: 1, requests: call.requests }, pid);
    const recording = perfDir ? recordPerf(call.name) : null;
    const gcBefore = gcTrace?.snapshot();
    const result = await runLoad(
      { url: base, connections: call.connections ?? connections, seconds, requests: call.requests },
      pid,
    );
    await recording?.stop();
    result.name = call.name;
    if (gcTrace && gcBefore) {
      if (call.name === '/healthz') gcTrace.markEventLoops(gcBefore);
      result.gc = gcTrace.since(gcBefore);
    }
    if (nearby) result.shareOfNearbyHealthz = result.rps / nearby.rps;
    results.push(result);
    console.log(
      `${call.name}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}, ${result.cpuUs.toFixed(0)} µs event-loop CPU a request, ${nearbyShare(result)} of the /healthz just before${gcSummary(result)}`,
    );
  }

  // The baseline again, warm: the load generator shares the machine's two cores, so /healthz's own
  // req/s moves with the machine's moment (9,000–33,000 in one evening). Shares are of the faster run.
  const healthzAgain = await runLoad(
    { url: base, connections, seconds, requests: calls.find((c) => c.name === '/healthz')!.requests },
    pid,
  );
  healthzAgain.name = '/healthz, again after the calls';
  results.push(healthzAgain);

  if (!values.only || new RegExp(values.only).test('mixed, 5% reports')) {
    // Mixed: 5% reports by signed-in users, the rest the reads above in realistic shares. Each
    // account reports once per pass over the list: the per-account limit is 20 an hour
    // (http/rate-limits.ts), so 1,000 accounts carry 20,000 reports (a fast machine sent ~4,800 in
    // the 20 s, and 200 accounts got 840 answers of 429, session 22).
    const tokens = await accessTokens(reporters);
    const reads = (name: string) => calls.find((c) => c.name === name)!.requests;
    const mix: [LoadRequest[], number][] = [
      [reads('check phone (50% found)'), 40],
      [reads('check website (50% found, with a path)'), 10],
      [reads('check pasted SMS (500 chars)'), 5],
      [reads('list recent, page 1'), 10],
      [reads('list type (random), random page ≤ 500'), 8],
      [reads('spammer-detail'), 8],
      [reads('stats'), 6],
      [reads('leader board 30'), 4],
      [reads('leader board all'), 2],
      [reads('articles'), 2],
    ];
    const mixed: LoadRequest[] = [];
    for (let i = 0; i < 20 * tokens.length; i += 1) {
      if (i % 20 === 0) {
        mixed.push(reportRequest(tokens[(i / 20) % tokens.length]!));
        continue;
      }
      let x = random() * 95;
      for (const [requests, weight] of mix) {
        x -= weight;
        if (x < 0) {
          mixed.push(pickOne(requests));
          break;
        }
      }
      if (x >= 0) mixed.push(pickOne(reads('check phone (50% found)')));
    }
    const nearby = await nearbyHealthz();
    const gcBefore = gcTrace?.snapshot();
    const result = await runLoad({ url: base, connections, seconds: seconds * 2, requests: mixed }, pid);
    result.name = 'mixed, 5% reports';
    result.shareOfNearbyHealthz = result.rps / nearby.rps;
    if (gcTrace && gcBefore) result.gc = gcTrace.since(gcBefore);
    results.push(result);
    console.log(
      `mixed: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}${gcSummary(result)}`,
    );
    // The leader board right after those writes (its data version moved on every report).
    const after = await runLoad({ url: base, connections, seconds, requests: reads('leader board 30') }, pid);
    after.name = 'leader board 30, right after the mixed run';
    results.push(after);
  }
  const blocklist = values.only ? null : await fullBlocklistExport(pid);
  const openData = values.only
    ? []
    : [
        await openDataDownload(pid, 'scams.csv', true, '10.255.0.1'),
        await openDataDownload(pid, 'scams.jsonl', false, '10.255.0.2'),
      ];

  const healthz = results
    .filter((r) => r.name.startsWith('/healthz'))
    .reduce((faster, r) => (r.rps > faster.rps ? r : faster));
  for (const r of results) r.shareOfHealthz = r.rps / healthz.rps;
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, load average ${os.loadavg()[0]!.toFixed(1)} at the end, Node ${process.version}`;
  const table = [
    `${engine}, ${entities.toLocaleString('en-IN')} entities, ${processes} process(es), ${connections} connections, ${seconds} s per call, ${new Date().toISOString().slice(0, 16)}Z`,
    `machine: ${machine}`,
    `server start to healthy: ${(startMs / 1000).toFixed(2)} s`,
    blocklist
      ? `full phone blocklist export: ${blocklist.numbers.toLocaleString('en-IN')} numbers in ${blocklist.seconds.toFixed(1)} s, server RSS ≤ ${blocklist.rssMb.toFixed(0)} MB`
      : '',
    ...openData.map(
      (d) =>
        `open data ${d.file}: ${d.rows.toLocaleString('en-IN')} rows, ${d.megabytesSent.toFixed(1)} MB sent in ${d.seconds.toFixed(1)} s, server RSS ≤ ${d.rssMb.toFixed(0)} MB; /healthz meanwhile ${d.healthzDuring.rps.toFixed(0)} req/s, p99 ${d.healthzDuring.p99} ms (10 connections)`,
    ),
    '',
    `| call | req/s | p50 ms | p99 ms | errors | server RSS MB | share of /healthz (its faster run) | share of the /healthz just before | event-loop CPU µs a request |${values.gc ? ' promoted B a request | full GCs |' : ''}`,
    `|---|---|---|---|---|---|---|---|---|${values.gc ? '---|---|' : ''}`,
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.rssMb.toFixed(0)} | ${(100 * r.shareOfHealthz!).toFixed(0)}% | ${nearbyShare(r)} | ${r.cpuUs.toFixed(0)} |${gcColumns(r)}`,
    ),
  ].join('\n');
  console.log(`\n${table}\n`);
  if (!values.only) {
    mkdirSync(path.join(here, 'results'), { recursive: true });
    const file = path.join(here, 'results', processes > 1 ? `${engine}-${processes}p.json` : `${engine}.json`);
    writeFileSync(
      file,
      `${JSON.stringify({ engine, entities, processes, connections, seconds, at: new Date().toISOString(), machine, startSeconds: startMs / 1000, blocklist, openData, results, table }, null, 2)}\n`,
    );
    console.log(`written to ${path.relative(root, file)}`);
  }
} finally {
  server.kill('SIGTERM');
}
