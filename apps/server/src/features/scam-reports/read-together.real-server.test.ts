// Checks and detail pages arriving together through a real listening server, on SQLite and (with
// DATABASE_URL_TEST) PostgreSQL. The checks read in one pass of the event loop are looked up together
// at setImmediate: on PostgreSQL in one shared query (postgresCheckLoader), on SQLite one statement
// each (sqliteCheckLoader); so are SQLite's detail pages (readDetail). Each must still get
// exactly the answer it gets alone, in its own order, and never another request's. So must signed-in
// requests, whose session reads SQLite also runs together (http/authentication.ts).
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { postgresPoolOf } from '../../db/database.js';
import { revokeAllSessions } from '../../http/authentication.js';
import { createReportedEntity, createSignedInUser, createUser, nextPhone } from '../../test/factories.js';
import { eventually, listen } from '../../test/real-server.js';
import { createTestApp, usingPostgres, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let port: number;
const bodies: string[] = [];
/** Entities of every status, and an id that is none. */
const entityIds: string[] = ['no-such-entity'];
/** Where the pasted messages start among the bodies. */
let pastedAt = 0;

beforeAll(async () => {
  t = await createTestApp();
  port = await listen(t.app);
  const reporter = await createUser(t.db);
  const phoneCheck = (phoneNo: string) => JSON.stringify({ type: 'number', countryCode: '+91', phoneNo });
  for (let i = 0; i < 12; i += 1) {
    const phone = nextPhone();
    const status = (['ACTIVE', 'PENDING', 'REJECTED'] as const)[i % 3];
    const { entity } = await createReportedEntity(t.db, { raw: phone, status, reporterId: reporter.id });
    entityIds.push(entity.id);
    // Different counts, so the order within one answer (ACTIVE first, then the most reported) shows.
    await t.db
      .updateTable('scam_entities')
      .set({ report_count: 1 + i })
      .where('id', '=', entity.id)
      .execute();
    // Every fourth number is also an SMS sender: one unique id, two entities, both in its answer.
    if (i % 4 === 0) {
      const sms = await createReportedEntity(t.db, {
        type: 'sms',
        raw: phone,
        status: 'ACTIVE',
        reporterId: reporter.id,
      });
      await t.db.updateTable('scam_entities').set({ report_count: 50 }).where('id', '=', sms.entity.id).execute();
    }
    bodies.push(phoneCheck(phone));
  }
  const upi = 'refund.desk@okaxis';
  await createReportedEntity(t.db, { type: 'upi', raw: upi, status: 'ACTIVE', reporterId: reporter.id });
  bodies.push(JSON.stringify({ type: 'upi', upi }));
  // Not found: numbers and a UPI id nobody reported.
  for (let i = 0; i < 10; i += 1) bodies.push(phoneCheck(nextPhone()));
  bodies.push(JSON.stringify({ type: 'upi', upi: 'nobody.reported@oksbi' }));
  // Pasted messages, read on the pasted text reader's thread before their lookup: the first names
  // the first (ACTIVE) number and the reported UPI id.
  const firstPhone = (JSON.parse(bodies[0]!) as { phoneNo: string }).phoneNo;
  pastedAt = bodies.length;
  for (const sms of [
    `Your SBI account is blocked today. Update KYC now, call ${firstPhone} or pay Rs 10 to ${upi} to avoid penalty.`,
    'Reached home, see you tomorrow.',
    'आपका बिजली कनेक्शन आज रात काट दिया जाएगा। तुरंत 9123456780 पर कॉल करें।',
  ]) {
    bodies.push(JSON.stringify({ type: 'sms', sms }));
  }
});
afterAll(async () => t.close());

const checkRequest = (body: string) =>
  `POST /api/v1/scam-report/check-scam-report HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
const detailRequest = (id: string) =>
  `GET /api/v1/scam-report/spammer-detail?id=${id} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`;

function connect(): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

function answerOf(socket: net.Socket): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('error', reject);
    socket.once('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      resolve({ status: Number(text.split(' ')[1]), body: JSON.parse(text.slice(split + 4)) });
    });
  });
}

const openConnections = () =>
  new Promise<number>((resolve, reject) =>
    t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

/**
 * Every request on its own connection, all opened and accepted by the server first, then all
 * requests written in one go: the server reads them in one pass of its event loop.
 */
async function sendTogether(requests: string[]) {
  const sockets = await Promise.all(requests.map(() => connect()));
  expect(await eventually(async () => (await openConnections()) === requests.length)).toBe(true);
  const answers = sockets.map((socket) => answerOf(socket));
  sockets.forEach((socket, i) => socket.write(requests[i]!));
  return Promise.all(answers);
}

const checkTogether = (checks: string[]) => sendTogether(checks.map(checkRequest));

/** Counts the check lookups that reach PostgreSQL (null on SQLite, which has no round trip to save). */
function countLookups(): { count: () => number | null; stop: () => void } {
  const pool = postgresPoolOf(t.db);
  if (!pool) return { count: () => null, stop: () => {} };
  const query = pool.query.bind(pool);
  let lookups = 0;
  pool.query = ((config: unknown, ...rest: unknown[]) => {
    if ((config as { name?: string }).name === 'check-lookup') lookups += 1;
    return (query as (...args: unknown[]) => unknown)(config, ...rest);
  }) as typeof pool.query;
  return { count: () => lookups, stop: () => (pool.query = query) };
}

it('checks sent together get the same answers as one at a time, in fewer lookups on PostgreSQL', async () => {
  const alone = [];
  const sequential = countLookups();
  for (const body of bodies) alone.push(...(await checkTogether([body])));
  sequential.stop();

  const parallel = countLookups();
  const together = await checkTogether(bodies);
  parallel.stop();

  expect(together.map((answer) => answer.status)).toEqual(bodies.map(() => 200));
  expect(together).toEqual(alone);
  // The answers are the stored entities: an SMS sender's number finds both of its entities, ACTIVE
  // first; a REJECTED number is not a match; a number nobody reported finds nothing.
  const data = (index: number) => (together[index]!.body as { data: { type: string; status: string }[] }).data;
  expect(data(0).map((match) => `${match.type} ${match.status}`)).toEqual(['sms ACTIVE', 'number ACTIVE']);
  expect(data(1).map((match) => match.status)).toEqual(['PENDING']);
  expect(data(2)).toEqual([]);
  expect(data(12).map((match) => match.type)).toEqual(['upi']);
  expect(data(13)).toEqual([]);
  const pasted = (index: number) =>
    together[pastedAt + index]!.body as { data: { type: string }[]; found: { type: string }[]; analysis: unknown };
  expect(
    pasted(0)
      .data.map((match) => match.type)
      .sort(),
  ).toEqual(['number', 'sms', 'upi']);
  expect(pasted(0).found.map((item) => item.type)).toEqual(['number', 'upi']);
  expect(pasted(0).analysis).toMatchObject({ verdict: 'likely_scam' });
  expect(pasted(1)).toMatchObject({ data: [], found: [], analysis: { verdict: 'no_signs', signals: [] } });
  expect(pasted(2).found).toEqual([expect.objectContaining({ uniqueId: '+919123456780' })]);

  if (usingPostgres()) {
    // One lookup a check, but none for a message with nothing in it to look up.
    const withIdentifiers = alone.filter((answer) => (answer.body as { found: unknown[] }).found.length > 0);
    expect(withIdentifiers).toHaveLength(bodies.length - 1);
    expect(sequential.count()).toBe(withIdentifiers.length);
    expect(parallel.count()).toBeGreaterThanOrEqual(1);
    expect(parallel.count()).toBeLessThan(bodies.length / 2);
  } else {
    expect(parallel.count()).toBeNull();
  }
});

it('detail pages asked for together get the same answers as one at a time', async () => {
  const alone = [];
  for (const id of entityIds) alone.push(...(await sendTogether([detailRequest(id)])));
  const together = await sendTogether(entityIds.map(detailRequest));

  expect(together).toEqual(alone);
  // A visitor sees ACTIVE and REJECTED entities, not PENDING ones nor an id that is none.
  expect(together.map((answer) => answer.status)).toEqual([
    404,
    ...entityIds.slice(1).map((_, i) => (i % 3 === 1 ? 404 : 200)),
  ]);
  const shown = together.filter((answer) => answer.status === 200);
  expect(shown.map((answer) => (answer.body as { data: { id: string } }).data.id)).toEqual(
    entityIds.filter((_, i) => i > 0 && (i - 1) % 3 !== 1),
  );
});

it('signed-in people asking together are each answered as themselves, a revoked session as nobody', async () => {
  const people = await Promise.all(Array.from({ length: 10 }, () => createSignedInUser(t.db, t.config.jwtSecret)));
  await revokeAllSessions(t.db, people[6]!.user.id);
  const accountRequest = (token: string) =>
    `GET /api/v1/auth/user HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nConnection: close\r\n\r\n`;
  const requests = people.map(({ token }) => accountRequest(token));
  const alone = [];
  for (const request of requests) alone.push(...(await sendTogether([request])));
  const together = await sendTogether(requests);

  expect(together).toEqual(alone);
  expect(together.map((answer) => answer.status)).toEqual(people.map((_, i) => (i === 6 ? 401 : 200)));
  const ids = together.map((answer) => (answer.body as { data?: { user: { id: string } } }).data?.user.id ?? null);
  expect(ids).toEqual(people.map(({ user }, i) => (i === 6 ? null : user.id)));
});
