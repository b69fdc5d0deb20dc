// Abuse limits: the check per client address and the report submissions and proof bytes per
// account, held across TWO server instances listening on two ports, sharing one database (the
// PostgreSQL schema when DATABASE_URL_TEST is set, else the SQLite file) and one Redis, as two
// server processes would. Plus the in-memory store used without REDIS_URL.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@satark/shared/messages';
import { buildApp } from '../app.js';
import { createDatabase, type Db } from '../db/database.js';
import { createSignedInUser, nextPhone } from '../test/factories.js';
import { call, listenUrl, together, type Answer } from '../test/listening.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { ABUSE_LIMITS, memoryCounterStore, redisCounterStore } from './rate-limits.js';

const REDIS_URL = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379';
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const haveRedis = await redisAnswers();

describe('the in-memory counters (one process, no REDIS_URL)', () => {
  it('allows up to the limit in a window, refuses without counting, and opens again when it ends', async () => {
    let now = 1_000_000;
    const store = memoryCounterStore(() => now);
    for (let i = 0; i < 3; i += 1) expect((await store.consume('k', 60_000, 3)).allowed).toBe(true);
    expect(await store.consume('k', 60_000, 3)).toEqual({ allowed: false, retryAfter: 60 });
    now += 30_000;
    expect(await store.consume('k', 60_000, 3)).toEqual({ allowed: false, retryAfter: 30 });
    now += 30_000;
    expect((await store.consume('k', 60_000, 3)).allowed).toBe(true);
  });

  it('weighs a hit by its cost and gives a refund back', async () => {
    const store = memoryCounterStore(() => 0);
    expect((await store.consume('bytes', DAY, 100, 60)).allowed).toBe(true);
    expect((await store.consume('bytes', DAY, 100, 60)).allowed).toBe(false);
    await store.refund('bytes', 60);
    expect((await store.consume('bytes', DAY, 100, 100)).allowed).toBe(true);
  });
});

describe('the in-memory counters of client addresses, at most MAX_ADDRESS_WINDOWS', () => {
  it('drops the window that started first when a new address comes beyond the bound', async () => {
    const now = 0;
    const store = memoryCounterStore(() => now, 3);
    const unbounded = memoryCounterStore(() => now);
    for (const s of [store, unbounded]) {
      expect((await s.consume('a', 60_000, 1)).allowed).toBe(true);
      expect((await s.consume('a', 60_000, 1)).allowed).toBe(false);
      for (const key of ['b', 'c', 'd']) expect((await s.consume(key, 60_000, 1)).allowed).toBe(true);
    }
    // `d` pushed `a` out of the bounded store: its window starts again. The unbounded one kept it.
    expect((await store.consume('a', 60_000, 1)).allowed).toBe(true);
    expect((await unbounded.consume('a', 60_000, 1)).allowed).toBe(false);
  });

  it('moves a window that starts again to the newest end, so it is not the next one dropped', async () => {
    let now = 0;
    const store = memoryCounterStore(() => now, 3);
    expect((await store.consume('a', 1_000, 1)).allowed).toBe(true);
    expect((await store.consume('b', 60_000, 1)).allowed).toBe(true);
    expect((await store.consume('c', 60_000, 1)).allowed).toBe(true);
    now = 2_000; // `a`'s window ended; its next one is the newest.
    expect((await store.consume('a', 60_000, 1)).allowed).toBe(true);
    expect((await store.consume('d', 60_000, 1)).allowed).toBe(true);
    expect((await store.consume('a', 60_000, 1)).allowed).toBe(false);
    expect((await store.consume('b', 60_000, 1)).allowed).toBe(true);
  });

  it('drops by when a window started, not by when it was last counted', async () => {
    const store = memoryCounterStore(() => 0, 3);
    for (const key of ['a', 'b', 'c']) expect((await store.consume(key, 60_000, 2)).allowed).toBe(true);
    expect((await store.consume('a', 60_000, 2)).allowed).toBe(true); // counted again, still the first
    expect((await store.consume('d', 60_000, 2)).allowed).toBe(true); // pushes `a` out, not `b`
    expect((await store.consume('b', 60_000, 2)).allowed).toBe(true);
    expect((await store.consume('b', 60_000, 2)).allowed).toBe(false);
    expect((await store.consume('a', 60_000, 2)).allowed).toBe(true); // a new window
  });

  it('keeps the checks of one IPv6 /64 in one budget, sent in parallel to a listening server', async () => {
    const t = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const base = await listenUrl(t.app);
      const check = (ip: string) =>
        call(base, 'POST', '/api/v1/scam-report/check-scam-report', {
          body: { type: 'upi', upi: 'someone@ybl' },
          headers: { 'x-forwarded-for': ip },
        });
      const max = ABUSE_LIMITS.checksPerIpPerMinute;
      // A phone rotating through the addresses of its /64: every check from another address.
      const inNetwork = (n: number) => `2401:4900:1c2a:5b10:${(n >> 16).toString(16)}:${(n & 0xffff).toString(16)}::1`;
      const answers: Answer[] = [];
      for (let sent = 0; sent < max + 10; sent += 25) {
        answers.push(...(await together(25, (i) => check(inNetwork(sent + i)))));
      }
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(max);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(answers.length - max);
      // The next /64 is someone else.
      expect((await check('2401:4900:1c2a:5b11::1')).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('Redis unavailable', () => {
  it('lets requests through (fail open) and logs a warning, never a 5xx', async () => {
    // Nothing listens on this port (our test range); no reconnection attempts.
    const down = new Redis('redis://127.0.0.1:4299', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    down.on('error', () => undefined);
    const warnings: unknown[] = [];
    const log = { warn: (entry: unknown) => warnings.push(entry) } as unknown as Parameters<
      typeof redisCounterStore
    >[1];
    const store = redisCounterStore(down, log);
    expect(await store.consume('anything', 60_000, 1)).toEqual({ allowed: true, retryAfter: 0 });
    expect(warnings).toHaveLength(1);
    down.disconnect();
  });
});

describe.skipIf(!haveRedis)('limits shared by two server instances (database + Redis)', () => {
  let first: TestApp;
  let second: FastifyInstance;
  let secondDb: Db;
  const bases: string[] = [];
  const redis = new Redis(REDIS_URL, { lazyConnect: true });
  const userIds: string[] = [];

  beforeAll(async () => {
    await redis.connect();
    first = await createTestApp({ TRUST_PROXY: '1', REDIS_URL });
    // The second instance opens its own connection to the same database, as a second process would.
    secondDb = createDatabase(first.config.database);
    second = await buildApp(first.config, { db: secondDb });
    bases.push(await listenUrl(first.app), await listenUrl(second));
  });
  afterAll(async () => {
    const keys = (await Promise.all(userIds.map((id) => redis.keys(`satark:limit:*${id}`)))).flat();
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    await second.close();
    await secondDb.destroy();
    await first.close();
  });

  /** A client address of its own for each test, written by the one trusted proxy hop. */
  const clientIp = () => `10.${randomBytes(3).join('.')}`;

  const check = (server: number, ip: string) =>
    call(bases[server]!, 'POST', '/api/v1/scam-report/check-scam-report', {
      body: { type: 'upi', upi: 'someone@ybl' },
      headers: { 'x-forwarded-for': ip },
    });

  async function reporter() {
    const signedIn = await createSignedInUser(first.db, first.config.jwtSecret);
    userIds.push(signedIn.user.id);
    return signedIn;
  }

  async function submitReport(server: number, token: string, proof?: Uint8Array): Promise<Answer> {
    const form = new FormData();
    form.set('json', JSON.stringify({ uniqueId: nextPhone(), type: 'number', detail: 'Asked for my OTP.' }));
    if (proof) form.set('proof', new Blob([new Uint8Array(proof)], { type: 'image/png' }), 'proof.png');
    const response = await fetch(`${bases[server]}/api/v1/scam-report/report-scammer`, {
      method: 'POST',
      headers: { 'app-check': 'web', authorization: `Bearer ${token}` },
      body: form,
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Record<string, unknown>,
    };
  }

  function expectRateLimited(answer: Answer, message: string, windowSeconds: number) {
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ success: false, code: 'RATE_LIMITED', message, retryAfter: expect.any(Number) });
    const retryAfter = Number(answer.headers.get('retry-after'));
    expect(retryAfter).toBe(answer.body.retryAfter);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  }

  it(`the check: ${ABUSE_LIMITS.checksPerIpPerMinute} a minute per address, counted across both servers`, async () => {
    const ip = clientIp();
    const max = ABUSE_LIMITS.checksPerIpPerMinute;
    const answers: Answer[] = [];
    // Alternating servers, 20 at a time.
    for (let sent = 0; sent < max; sent += 20) {
      answers.push(...(await together(Math.min(20, max - sent), (i) => check((sent + i) % 2, ip))));
    }
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(max);
    expectRateLimited(await check(0, ip), SERVER_MESSAGES.rateLimited, 60);
    expectRateLimited(await check(1, ip), SERVER_MESSAGES.rateLimited, 60);
    // Another address behind the same proxy is not affected.
    expect((await check(1, clientIp())).status).toBe(200);
  });

  it(`report submissions: ${ABUSE_LIMITS.reportsPerUserPerHour} an hour per account, across both servers`, async () => {
    const { token } = await reporter();
    const max = ABUSE_LIMITS.reportsPerUserPerHour;
    const answers = await together(max, (i) => submitReport(i % 2, token));
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(max).fill(201));
    expectRateLimited(await submitReport(0, token), SERVER_MESSAGES.reportLimit, HOUR / 1000);
    expectRateLimited(await submitReport(1, token), SERVER_MESSAGES.reportLimit, HOUR / 1000);
    // Another account still reports.
    expect((await submitReport(1, (await reporter()).token)).status).toBe(201);
  });

  it('parallel submissions beyond the hourly limit: exactly the limit gets through', async () => {
    const { token } = await reporter();
    const max = ABUSE_LIMITS.reportsPerUserPerHour;
    const answers = await together(max + 6, (i) => submitReport(i % 2, token));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(max);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(6);
  });

  it(`report submissions: ${ABUSE_LIMITS.reportsPerUserPerDay} a day per account`, async () => {
    const { user, token } = await reporter();
    // As if 49 reports went in earlier today (through either server: the counter is in Redis).
    await first.app.counters.consume(`reports-day:${user.id}`, DAY, ABUSE_LIMITS.reportsPerUserPerDay, 49);
    expect((await submitReport(1, token)).status).toBe(201);
    expectRateLimited(await submitReport(0, token), SERVER_MESSAGES.reportLimit, DAY / 1000);
  });

  it('proof bytes: 100 MB a day per account, a proof beyond it is refused before it is read', async () => {
    const { user, token } = await reporter();
    const budget = ABUSE_LIMITS.proofBytesPerUserPerDay;
    await second.counters.consume(`proof-bytes-day:${user.id}`, DAY, budget, budget - 4000);
    const proof = randomBytes(8000);
    const refused = await submitReport(0, token, proof);
    expectRateLimited(refused, SERVER_MESSAGES.uploadLimit, DAY / 1000);
    // A report without a proof is still small enough.
    expect((await submitReport(1, token)).status).toBe(201);
  });
});
