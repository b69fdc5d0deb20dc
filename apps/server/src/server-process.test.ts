// The real server process as production runs it (apps/server/dist/bundle/main.mjs, compiled and
// bundled here first) on a SQLite DATA_DIR: killed with SIGKILL at random moments while reports
// with proofs stream in, then restarted on the same data; stopped with SIGTERM during uploads; two
// processes sharing the abuse limits through Redis (also on PostgreSQL). Ports 4150-4156.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { ABUSE_LIMITS } from './http/rate-limits.js';
import { createDatabase, type Db } from './db/database.js';
import { createSignedInUser, makePngWithExif, nextPhone } from './test/factories.js';
import { usingPostgres } from './test/test-app.js';
import { eventually, filesUnder, multipartBody, piecesOf, rawRequest } from './test/real-server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const mainJs = path.join(root, 'apps/server/dist/bundle/main.mjs');
const JWT_SECRET = 'crash-test-secret-0123456789-0123456789-abcdef';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(() => {
  // tsc is incremental: a no-op when dist is current (npm test's type step has just built it).
  execFileSync('npx', ['tsc', '-b', 'packages/shared', 'apps/server'], { cwd: root, stdio: 'ignore' });
  execFileSync(process.execPath, [path.join(root, 'apps/server/bundle.mjs')], { cwd: root, stdio: 'ignore' });
  expect(existsSync(mainJs)).toBe(true);
}, 120_000);

function envFor(dataDir: string, port: number, databaseUrl = '') {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    APP_ENV: 'local',
    LOG_LEVEL: 'warn',
    REDIS_URL: '',
    STORAGE: 'local',
    JWT_SECRET,
  };
}

interface Server {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

async function startServer(dataDir: string, port: number, databaseUrl = ''): Promise<Server> {
  const child = spawn(process.execPath, [mainJs], {
    cwd: root,
    env: envFor(dataDir, port, databaseUrl),
    stdio: 'ignore',
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { child, exited };
    if (child.exitCode !== null) break;
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

async function postgresAdmin(statement: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL_TEST });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * On the PostgreSQL pass, a database of its own on the test server for processes started from
 * dist/main.js (they migrate it as a deployment would); '' on SQLite, where the file in DATA_DIR is used.
 */
async function ownPostgresDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!usingPostgres()) return { url: '', drop: async () => {} };
  const name = `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
  await postgresAdmin(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL_TEST!);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => postgresAdmin(`drop database if exists ${name} with (force)`) };
}

const pdfBytes = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);

/** Opens the server's own database (SQLite in WAL is readable while the server runs). */
function openDb(dataDir: string, databaseUrl = ''): { db: Db; proofsDir: string } {
  const config = loadConfig(envFor(dataDir, 0, databaseUrl));
  return { db: createDatabase(config.database), proofsDir: (config.storage as { dir: string }).dir };
}

async function reportWithProof(port: number, token: string, phone: string, proof: Buffer, name: string) {
  const form = new FormData();
  form.set('json', JSON.stringify({ type: 'number', uniqueId: phone, detail: 'Crash test' }));
  form.set('proof', new Blob([new Uint8Array(proof)]), name);
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/scam-report/report-scammer`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(20_000),
  });
  return { status: response.status, body: (await response.json()) as { data?: { entryId: string } } };
}

// SQLite only: the PostgreSQL pass (DATABASE_URL_TEST) covers lost connections in db/connection-loss.
describe.runIf(!usingPostgres())('SIGKILL during uploads (SQLite)', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'satark-crash-'));
  const port = 4150;
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every acknowledged report with its file, and leaves no orphan after restart', async () => {
    let server = await startServer(dataDir, port);
    const { db, proofsDir } = openDb(dataDir);
    try {
      const users = await Promise.all(Array.from({ length: 24 }, () => createSignedInUser(db, JWT_SECRET)));
      const png = await makePngWithExif();
      const acknowledged: string[] = [];
      let attempts = 0;
      const kills = 10;

      for (let round = 0; round < kills; round += 1) {
        let alive = true;
        const worker = async (w: number) => {
          for (let i = 0; alive; i += 1) {
            const user = users[(round * 7 + w * 3 + i) % users.length]!;
            const proof = i % 3 === 0 ? png : pdfBytes(100_000 + ((w * 131_071 + i * 65_537) % 1_500_000));
            attempts += 1;
            const answer = await reportWithProof(port, user.token, nextPhone(), proof, `p${i}.pdf`).catch(() => null);
            if (answer?.status === 201) acknowledged.push(answer.body.data!.entryId);
            else if (answer) expect([201, 429]).toContain(answer.status);
          }
        };
        const workers = [0, 1, 2, 3].map(worker);
        await sleep(500 + Math.random() * 1500);
        server.child.kill('SIGKILL');
        expect((await server.exited).signal).toBe('SIGKILL');
        alive = false;
        await Promise.all(workers);
        server = await startServer(dataDir, port);
      }
      expect(acknowledged.length).toBeGreaterThan(kills);

      // The sweep touches only files older than 10 minutes (another process may be mid-report):
      // age everything left by the kills, and restart so the startup sweep runs.
      server.child.kill('SIGKILL');
      await server.exited;
      const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
      for (const file of [...filesUnder(proofsDir), ...filesUnder(path.join(dataDir, 'uploads'))]) {
        utimesSync(file, hourAgo, hourAgo);
      }
      server = await startServer(dataDir, port);

      const proofRows = async () => db.selectFrom('proof_files').select(['key', 'entry_id']).execute();
      const storedKeys = () =>
        filesUnder(proofsDir).map((file) => path.relative(proofsDir, file).split(path.sep).join('/'));
      for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(100)) {
        const keys = new Set((await proofRows()).map((row) => row.key));
        if (storedKeys().every((key) => keys.has(key)) && filesUnder(path.join(dataDir, 'uploads')).length === 0) break;
      }

      const rows = await proofRows();
      const rowKeys = new Set(rows.map((row) => row.key));
      const stored = new Set(storedKeys());
      // Every 201 is there, with its proof row and its file.
      const byEntry = new Map(rows.map((row) => [row.entry_id, row.key]));
      for (const entryId of acknowledged) {
        expect(byEntry.has(entryId)).toBe(true);
        expect(stored.has(byEntry.get(entryId)!)).toBe(true);
      }
      // No row points at a missing file, no file is without a row, nothing staged is left.
      expect([...rowKeys].filter((key) => !stored.has(key))).toEqual([]);
      expect([...stored].filter((key) => !rowKeys.has(key))).toEqual([]);
      expect(filesUnder(path.join(dataDir, 'uploads'))).toEqual([]);
      expect(attempts).toBeGreaterThan(acknowledged.length);
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
      await db.destroy();
    }
  }, 150_000);
});

describe(`SIGTERM (${usingPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'satark-sigterm-'));
  let database = { url: '', drop: async () => {} };
  beforeAll(async () => {
    database = await ownPostgresDatabase('satark_sigterm');
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  });

  async function uploadBody(token: string, phone: string, size: number) {
    const { body, contentType } = multipartBody([
      { name: 'json', data: JSON.stringify({ type: 'number', uniqueId: phone, detail: 'During shutdown' }) },
      { name: 'proof', filename: 'p.pdf', data: pdfBytes(size) },
    ]);
    return {
      chunks: piecesOf(body, 32 * 1024),
      headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    };
  }

  it('lets an upload in flight finish, refuses new connections, and exits 0 within 10 s', async () => {
    const port = usingPostgres() ? 4157 : 4151;
    const server = await startServer(dataDir, port, database.url);
    const { db } = openDb(dataDir, database.url);
    try {
      const { token } = await createSignedInUser(db, JWT_SECRET);
      const phone = nextPhone();
      const upload = await uploadBody(token, phone, 600_000);
      const answer = rawRequest(port, { path: '/api/v1/scam-report/report-scammer', ...upload, chunkDelayMs: 60 });
      await sleep(400);
      const stoppedAt = Date.now();
      server.child.kill('SIGTERM');
      await sleep(200);
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
      expect((await answer)?.status).toBe(201);
      expect((await server.exited).code).toBe(0);
      expect(Date.now() - stoppedAt).toBeLessThan(10_000);
      const entity = await db.selectFrom('scam_entities').select('id').where('unique_id', '=', `+91${phone}`).execute();
      expect(entity).toHaveLength(1);
    } finally {
      server.child.kill('SIGKILL');
      await db.destroy();
    }
  }, 60_000);

  it('cuts an upload that stalls, removes its staged file, and exits within 10 s', async () => {
    const port = usingPostgres() ? 4158 : 4152;
    const server = await startServer(dataDir, port, database.url);
    const { db } = openDb(dataDir, database.url);
    try {
      const { token } = await createSignedInUser(db, JWT_SECRET);
      const phone = nextPhone();
      const upload = await uploadBody(token, phone, 600_000);
      const answer = rawRequest(port, {
        path: '/api/v1/scam-report/report-scammer',
        ...upload,
        holdAfterBytes: 200_000,
      });
      expect(await eventually(() => filesUnder(path.join(dataDir, 'uploads')).length === 1, 10_000)).toBe(true);
      const stoppedAt = Date.now();
      server.child.kill('SIGTERM');
      const exit = await server.exited;
      expect(Date.now() - stoppedAt).toBeLessThan(10_000);
      expect(exit.code).toBe(0);
      expect(await answer).toBeNull();
      expect(filesUnder(path.join(dataDir, 'uploads'))).toEqual([]);
      const entity = await db.selectFrom('scam_entities').select('id').where('unique_id', '=', `+91${phone}`).execute();
      expect(entity).toEqual([]);
    } finally {
      server.child.kill('SIGKILL');
      await db.destroy();
    }
  }, 60_000);
});

/** Whether a Redis answers on the test address (the two-process limits need one to share). */
async function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379), timeout: 1000 }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

// Issue 8: the abuse limits hold across several server processes. Two real processes on one
// database (the SQLite file in WAL, or on the PostgreSQL pass a database of their own on the test
// server) share their counters through Redis; a client behind one proxy hop is the same person
// whichever process answers it.
const engineName = usingPostgres() ? 'PostgreSQL' : 'SQLite';
describe(`two server processes share the abuse limits (${engineName} + Redis)`, () => {
  const redisUrl = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379';
  let dataDir: string;
  let databaseUrl = '';
  let dropDatabase = async () => {};
  const servers: Server[] = [];
  const ports = usingPostgres() ? [4155, 4156] : [4153, 4154];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'satark-two-processes-'));
    ({ url: databaseUrl, drop: dropDatabase } = await ownPostgresDatabase('satark_two_processes'));
  });
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase();
  });

  it('counts the check and report submissions once across both processes', async (context) => {
    if (!(await redisAnswers(redisUrl))) return context.skip();
    const start = async (port: number) => {
      const child = spawn(process.execPath, [mainJs], {
        cwd: root,
        env: { ...envFor(dataDir, port, databaseUrl), REDIS_URL: redisUrl, TRUST_PROXY: '1' },
        stdio: 'ignore',
      });
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
        child.once('exit', (code, signal) => resolve({ code, signal })),
      );
      servers.push({ child, exited });
      const up = await eventually(
        async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.ok === true,
        30_000,
      );
      expect(up).toBe(true);
    };
    // One after the other: the first migrates the shared file.
    for (const port of ports) await start(port);

    // A client address of this run only, so counters left in Redis by earlier runs do not count.
    const client = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const check = (port: number) =>
      fetch(`http://127.0.0.1:${port}/api/v1/scam-report/check-scam-report`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ type: 'upi', upi: 'fraud.pay@ybl' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < ABUSE_LIMITS.checksPerIpPerMinute; i += 10) {
      const batch = await Promise.all(Array.from({ length: 10 }, (_, j) => check(ports[(i + j) % 2]!)));
      statuses.push(...batch.map((response) => response.status));
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(ABUSE_LIMITS.checksPerIpPerMinute);
    for (const port of ports) {
      const refused = await check(port);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    }

    // Report submissions: the per-account hourly limit, half sent to each process.
    const { db } = openDb(dataDir, databaseUrl);
    const { token } = await createSignedInUser(db, JWT_SECRET);
    await db.destroy();
    const report = (port: number) =>
      fetch(`http://127.0.0.1:${port}/api/v1/scam-report/report-scammer`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': client },
        body: (() => {
          const form = new FormData();
          form.set('json', JSON.stringify({ type: 'number', uniqueId: nextPhone(), detail: 'Two processes' }));
          return form;
        })(),
      });
    const accepted: number[] = [];
    for (let i = 0; i < ABUSE_LIMITS.reportsPerUserPerHour; i += 1) accepted.push((await report(ports[i % 2]!)).status);
    expect(accepted.every((status) => status === 201)).toBe(true);
    for (const port of ports) expect((await report(port)).status).toBe(429);
  }, 120_000);
});

// The bundle (apps/server/bundle.mjs) keeps each compiled file's own address for what it reads
// beside it: the articles, the safelist the seed loads, the pasted-message reader's module. A wrong
// address shows as no articles, no lookalike of the safelisted bank, or the reader thread's error.
describe.runIf(!usingPostgres())('the bundled server finds the files beside its compiled code', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'satark-bundle-'));
  const port = 4157;
  let child: ChildProcess | undefined;
  let output = '';
  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the articles, reads a pasted message on its thread, builds the key filter on its thread and knows the safelist', async () => {
    const env = { ...envFor(dataDir, port), LOG_LEVEL: 'info' };
    child = spawn(process.execPath, [mainJs], { cwd: os.tmpdir(), env });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const base = `http://127.0.0.1:${port}/api/v1`;
    const up = await eventually(
      async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.ok === true,
      30_000,
    );
    expect(up).toBe(true);

    const articles = (await (await fetch(`${base}/scam-articles/get-all`)).json()) as { data: unknown[] };
    expect(articles.data.length).toBeGreaterThan(0);

    const check = await fetch(`${base}/scam-report/check-scam-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'sms',
        pasted: true,
        sms: 'Your SBI KYC expired, update at http://sbi-kyc-update.xyz/login',
      }),
    });
    expect(check.status).toBe(200);
    const answer = (await check.json()) as { lookalike: { imitates: { uniqueId: string } }[] };
    expect(answer.lookalike.map((item) => item.imitates.uniqueId)).toContain('sbi.co.in');
    // The entity key filter's thread loads better-sqlite3 and bloomfilter from beside the compiled
    // code; it says when the filter is in use.
    expect(await eventually(() => output.includes('"msg":"entity key filter built"'), 10_000)).toBe(true);
    // A reader thread that could not load its module, or a build that failed, logs a warning or an error.
    const levels = output
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { level: number; msg: string }).level);
    expect(levels.filter((level) => level >= 40)).toEqual([]);
  }, 60_000);
});
