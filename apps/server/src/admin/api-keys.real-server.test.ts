// Partner keys and check-batch (API.md "Open data, partner keys"), on the real app listening on a
// real socket over a real database: keys made and revoked with the admin command, 401 for unknown
// and revoked keys, each key's own per-minute limit (a batch spends one check per item), use
// counts that add up under parallel requests, batches answered in order by the same check, and
// the per-address limit without a key. With Redis, the key's limit holds across two instances.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_BATCH_MAX_ITEMS } from '@satark/shared/constants';
import { FIELD_MESSAGES, SERVER_MESSAGES } from '@satark/shared/messages';
import { run } from './cli.js';
import { buildApp } from '../app.js';
import { createDatabase, type Db } from '../db/database.js';
import { createReportedEntity, createUser, nextPhone } from '../test/factories.js';
import { call, listenUrl, together, type Answer } from '../test/listening.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { ABUSE_LIMITS } from '../http/rate-limits.js';
import { hashApiKey } from '../http/partner-keys.js';

const REDIS_URL = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379';

/** Runs the admin command on the app's database; returns its exit code and what it printed. */
async function admin(db: Db, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(argv, { db, out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A unique partner name per key, so tests never collide. */
const partnerName = () => `partner-${randomBytes(4).toString('hex')}`;

async function createKey(db: Db, perMinute: number): Promise<{ name: string; key: string }> {
  const name = partnerName();
  const result = await admin(db, 'api-key', 'create', name, '--per-minute', String(perMinute));
  expect(result.code).toBe(0);
  const key = /\bsk_[A-Za-z0-9_-]{43}\b/.exec(result.out)?.[0];
  expect(key).toBeDefined();
  return { name, key: key! };
}

/** A client address of its own per test, written by the one trusted proxy hop. */
const clientIp = () => `10.${randomBytes(3).join('.')}`;

function expectRateLimited(answer: Answer) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({
    success: false,
    code: 'RATE_LIMITED',
    message: SERVER_MESSAGES.rateLimited,
    retryAfter: expect.any(Number),
  });
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBe(answer.body.retryAfter);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

const useCount = async (db: Db, name: string) =>
  db
    .selectFrom('api_keys')
    .select(['use_count', 'last_used_at'])
    .where('name', '=', name)
    .executeTakeFirstOrThrow()
    .then((row) => ({ uses: Number(row.use_count), lastUsedAt: row.last_used_at }));

describe('partner keys on one server', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    base = await listenUrl(t.app);
  });
  afterAll(async () => t.close());

  const check = (headers: Record<string, string>, body: unknown = { type: 'upi', upi: 'someone@ybl' }) =>
    call(base, 'POST', '/api/v1/scam-report/check-scam-report', { body, headers });
  const batch = (headers: Record<string, string>, body: unknown) =>
    call(base, 'POST', '/api/v1/scam-report/check-batch', { body, headers });
  const upis = (count: number) => Array.from({ length: count }, (_, i) => ({ type: 'upi', upi: `item${i}@ybl` }));

  it('documents check-batch in the OpenAPI page, with the X-Api-Key scheme', async () => {
    const document = (await t.request({ url: '/api/docs/json' })).json();
    expect(document.components.securitySchemes.apiKey).toEqual({ type: 'apiKey', in: 'header', name: 'X-Api-Key' });
    expect(document.paths['/api/v1/scam-report/check-batch'].post.security).toEqual([{ apiKey: [] }]);
  });

  it('stores only the hash of the key it prints', async () => {
    const { name, key } = await createKey(t.db, 50);
    const row = await t.db.selectFrom('api_keys').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(hashApiKey(key));
    expect(JSON.stringify(row)).not.toContain(key.slice(10));
    expect(row.key_prefix).toBe(key.slice(0, 7));
  });

  it('401 for an unknown key, a malformed one and a revoked one; no key on the batch is 401 too', async () => {
    const unknown = `sk_${randomBytes(32).toString('base64url')}`;
    for (const key of [unknown, 'not-a-key', 'sk_short']) {
      for (const answer of [await check({ 'x-api-key': key }), await batch({ 'x-api-key': key }, { items: upis(1) })]) {
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({
          success: false,
          code: 'INVALID_API_KEY',
          message: SERVER_MESSAGES.invalidApiKey,
        });
      }
    }

    const { name, key } = await createKey(t.db, 50);
    expect((await check({ 'x-api-key': key })).status).toBe(200);
    expect((await batch({ 'x-api-key': key }, { items: upis(2) })).status).toBe(200);
    expect((await admin(t.db, 'api-key', 'revoke', name)).code).toBe(0);
    const revoked = [await check({ 'x-api-key': key }), await batch({ 'x-api-key': key }, { items: upis(1) })];
    expect(revoked.map((answer) => [answer.status, answer.body.code])).toEqual([
      [401, 'INVALID_API_KEY'],
      [401, 'INVALID_API_KEY'],
    ]);

    const keyless = await batch({}, { items: upis(1) });
    expect(keyless.status).toBe(401);
    expect(keyless.body).toEqual({ success: false, code: 'API_KEY_REQUIRED', message: SERVER_MESSAGES.apiKeyRequired });
  });

  it("a key's own limit: N checks a minute, 429 with Retry-After at N+1, not spent by others", async () => {
    const { key } = await createKey(t.db, 5);
    const ip = clientIp();
    for (let i = 0; i < 5; i += 1) expect((await check({ 'x-api-key': key, 'x-forwarded-for': ip })).status).toBe(200);
    expectRateLimited(await check({ 'x-api-key': key, 'x-forwarded-for': ip }));
    // The key's limit is its own: from another address it is still spent…
    expectRateLimited(await check({ 'x-api-key': key, 'x-forwarded-for': clientIp() }));
    // …while the address without the key, and another key, are untouched.
    expect((await check({ 'x-forwarded-for': ip })).status).toBe(200);
    const other = await createKey(t.db, 5);
    expect((await check({ 'x-api-key': other.key, 'x-forwarded-for': ip })).status).toBe(200);
  });

  it('a batch spends one check per item of the limit, all or nothing', async () => {
    const { name, key } = await createKey(t.db, 10);
    expect((await batch({ 'x-api-key': key }, { items: upis(7) })).status).toBe(200);
    expectRateLimited(await batch({ 'x-api-key': key }, { items: upis(4) }));
    expect((await batch({ 'x-api-key': key }, { items: upis(3) })).status).toBe(200);
    expectRateLimited(await check({ 'x-api-key': key }));
    await t.app.partnerKeys.flush();
    // Refused batches are neither answered nor counted.
    expect((await useCount(t.db, name)).uses).toBe(10);
  });

  it('answers a batch in order, with the same answers as single checks', async () => {
    const reporter = await createUser(t.db);
    const phone = nextPhone();
    await createReportedEntity(t.db, { type: 'number', raw: phone, status: 'ACTIVE', reporterId: reporter.id });
    const { key } = await createKey(t.db, 1000);
    const items = [
      { type: 'upi', upi: 'nobody.here@ybl' },
      { type: 'number', countryCode: '+91', phoneNo: phone },
      { type: 'website', website: 'https://paytm-kyc-update.example.in/verify' },
      { type: 'email', email: 'Someone@Example.com' },
      { type: 'sms', sms: `Your KYC is pending, call ${phone} now` },
    ];
    const answer = await batch({ 'x-api-key': key }, { items });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['success', 'data']);
    expect(answer.body.success).toBe(true);
    const singles = await Promise.all(items.map((item) => check({ 'x-forwarded-for': clientIp() }, item)));
    expect(answer.body.data).toEqual(singles.map((single) => single.body));
    const data = answer.body.data as { reportCount: number; found: { type: string }[] }[];
    expect(data.map((item) => item.found[0]?.type)).toEqual(['upi', 'number', 'website', 'email', 'number']);
    expect(data.map((item) => item.reportCount)).toEqual([0, 1, 0, 0, 1]);
  });

  it('400 for no items, too many and a bad item (named by its index), nothing spent', async () => {
    const { name, key } = await createKey(t.db, 1000);
    const headers = { 'x-api-key': key };
    const refused = async (body: unknown) => {
      const answer = await batch(headers, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        message: SERVER_MESSAGES.validation,
      });
      expect(JSON.stringify(answer.body)).not.toMatch(/at \w+ \(|stack/i);
      return answer.body.errors;
    };
    expect(await refused({ items: [] })).toEqual({ items: FIELD_MESSAGES.batchEmpty });
    expect(await refused({ items: upis(CHECK_BATCH_MAX_ITEMS + 1) })).toEqual({ items: FIELD_MESSAGES.batchTooLarge });
    expect(await refused({})).toEqual({ items: FIELD_MESSAGES.required });
    expect(await refused({ items: 'upi' })).toEqual({ items: FIELD_MESSAGES.required });
    const items = upis(5);
    items[3] = { type: 'upi', upi: 'not a upi' };
    expect(await refused({ items })).toEqual({ 'items.3.upi': FIELD_MESSAGES.upiCheck });
    expect(await refused({ items: [...upis(2), { type: 'fax' }] })).toEqual({
      'items.2.type': FIELD_MESSAGES.required,
    });
    // A full batch of the largest items fits.
    const long = Array.from({ length: CHECK_BATCH_MAX_ITEMS }, () => ({ type: 'sms', sms: 'ह'.repeat(5000) }));
    expect((await batch(headers, { items: long })).status).toBe(200);
    await t.app.partnerKeys.flush();
    expect((await useCount(t.db, name)).uses).toBe(CHECK_BATCH_MAX_ITEMS);
  });

  it('parallel requests with one key: exactly the limit gets through, and every answered check is counted', async () => {
    const { name, key } = await createKey(t.db, 40);
    const answers = await together(60, (i) =>
      i % 3 === 0 ? batch({ 'x-api-key': key }, { items: upis(2) }) : check({ 'x-api-key': key }),
    );
    const answered = answers
      .map((answer, i): number => (answer.status === 200 ? (i % 3 === 0 ? 2 : 1) : 0))
      .reduce((sum, n) => sum + n, 0);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true);
    // 20 batches of 2 and 40 singles = 80 checks asked for; the key allows 40 (a batch of 2 may be
    // refused with 1 left, so 39 or 40 are answered).
    expect(answered).toBeGreaterThanOrEqual(39);
    expect(answered).toBeLessThanOrEqual(40);
    await t.app.partnerKeys.flush();
    const { uses, lastUsedAt } = await useCount(t.db, name);
    expect(uses).toBe(answered);
    expect(Date.parse(lastUsedAt!)).toBeGreaterThan(Date.now() - 60_000);

    const listed = await admin(t.db, 'api-key', 'list');
    const line = listed.out.split('\n').find((row) => row.startsWith(name));
    expect(line).toMatch(new RegExp(`^${name}\\s+sk_\\S+…\\s+40\\s+${answered}\\s+\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}`));
  });

  it(`without a key: ${ABUSE_LIMITS.checksPerIpPerMinute} checks a minute per address (at least 120), then 429; wrong keys spend it too`, async () => {
    expect(ABUSE_LIMITS.checksPerIpPerMinute).toBeGreaterThanOrEqual(120);
    const ip = clientIp();
    const max = ABUSE_LIMITS.checksPerIpPerMinute;
    let ok = 0;
    for (let sent = 0; sent < max; sent += 25) {
      const answers = await together(Math.min(25, max - sent), () => check({ 'x-forwarded-for': ip }));
      ok += answers.filter((answer) => answer.status === 200).length;
    }
    expect(ok).toBe(max);
    expectRateLimited(await check({ 'x-forwarded-for': ip }));
    // Guessing keys from that address is refused the same way, before any key lookup answers.
    expectRateLimited(
      await check({ 'x-forwarded-for': ip, 'x-api-key': `sk_${randomBytes(32).toString('base64url')}` }),
    );
    // A good key from the same address has its own limit.
    const { key } = await createKey(t.db, 5);
    expect((await check({ 'x-forwarded-for': ip, 'x-api-key': key })).status).toBe(200);
  });

  it('writes the counted uses when the app closes', async () => {
    const { name, key } = await createKey(t.db, 100);
    expect((await batch({ 'x-api-key': key }, { items: upis(3) })).status).toBe(200);
    await t.app.partnerKeys.flush();
    expect((await useCount(t.db, name)).uses).toBe(3);
    // A second app on the same database, closed: its count reaches the database on close. The first
    // app holds nothing more for this key, so its own 5-second flush (which may fire at any moment on
    // a loaded machine) cannot change the figure.
    const second = await buildApp(t.config, { db: t.db });
    const secondBase = await listenUrl(second);
    expect(
      (
        await call(secondBase, 'POST', '/api/v1/scam-report/check-scam-report', {
          body: { type: 'upi', upi: 'someone@ybl' },
          headers: { 'x-api-key': key },
        })
      ).status,
    ).toBe(200);
    await second.close();
    expect((await useCount(t.db, name)).uses).toBe(4);
  });
});

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

describe.skipIf(!haveRedis)("a key's limit across two server instances (database + Redis)", () => {
  let first: TestApp;
  let second: FastifyInstance;
  let secondDb: Db;
  const bases: string[] = [];

  beforeAll(async () => {
    first = await createTestApp({ TRUST_PROXY: '1', REDIS_URL });
    secondDb = createDatabase(first.config.database);
    second = await buildApp(first.config, { db: secondDb });
    bases.push(await listenUrl(first.app), await listenUrl(second));
  });
  afterAll(async () => {
    await second.close();
    await secondDb.destroy();
    await first.close();
  });

  it('N a minute in all, parallel on both; the use counts of both processes add up', async () => {
    const { name, key } = await createKey(first.db, 30);
    const answers = await together(50, (i) =>
      call(bases[i % 2]!, 'POST', '/api/v1/scam-report/check-scam-report', {
        body: { type: 'upi', upi: 'someone@ybl' },
        headers: { 'x-api-key': key },
      }),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(30);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(20);
    await Promise.all([first.app.partnerKeys.flush(), second.partnerKeys.flush()]);
    expect((await useCount(first.db, name)).uses).toBe(30);
  });
});
