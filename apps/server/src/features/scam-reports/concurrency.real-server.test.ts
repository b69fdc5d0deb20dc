// Races through a real listening server, on SQLite and (with DATABASE_URL_TEST) PostgreSQL: many
// people reporting one new number at the same moment, and two validators deciding at once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSignedInUser, nextPhone } from '../../test/factories.js';
import { listen, reportNumberOverHttp } from '../../test/real-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = `http://127.0.0.1:${await listen(t.app)}`;
});
afterAll(async () => t.close());

const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(20_000, 0x20)]);

const report = (token: string, phone: string, withProof: boolean) =>
  reportNumberOverHttp(base, token, phone, withProof ? { proof: { bytes: pdf, name: 'call.pdf' } } : {});

it('30 people reporting one new number at once make one entity with reportCount 30', async () => {
  const users = await Promise.all(Array.from({ length: 30 }, () => createSignedInUser(t.db, t.config.jwtSecret)));
  const phone = nextPhone();
  const answers = await Promise.all(users.map(({ token }, i) => report(token, phone, i % 3 === 0)));
  expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(201));
  expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);

  const validator = await createSignedInUser(t.db, t.config.jwtSecret, { rank: 11 });
  const detail = await fetch(`${base}/api/v1/scam-report/spammer-detail?id=${answers[0]!.body.data.id}`, {
    headers: { authorization: `Bearer ${validator.token}` },
  });
  expect(await detail.json()).toMatchObject({ data: { reportCount: 30 } });
  const entities = await t.db
    .selectFrom('scam_entities')
    .select('report_count')
    .where('unique_id', '=', `+91${phone}`)
    .execute();
  expect(entities).toEqual([{ report_count: 30 }]);
  const proofs = await t.db
    .selectFrom('proof_files')
    .innerJoin('report_entries', 'report_entries.id', 'proof_files.entry_id')
    .select('proof_files.key')
    .where('report_entries.entity_id', '=', answers[0]!.body.data.id)
    .execute();
  expect(proofs).toHaveLength(10);
});

it('two validators verifying at once: one 200, one 409 NOT_PENDING (five rounds)', async () => {
  const reporter = await createSignedInUser(t.db, t.config.jwtSecret);
  const [first, second] = await Promise.all([
    createSignedInUser(t.db, t.config.jwtSecret, { rank: 11 }),
    createSignedInUser(t.db, t.config.jwtSecret, { rank: 11 }),
  ]);
  for (let round = 0; round < 5; round += 1) {
    const created = await report(reporter.token, nextPhone(), false);
    const verify = (token: string) =>
      fetch(`${base}/api/v1/scam-report/scam-verification`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ id: created.body.data.id, name: 'Fake bank' }),
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as { code?: string } }));
    const answers = await Promise.all([verify(first.token), verify(second.token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.code).toBe('NOT_PENDING');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('entity_id', '=', created.body.data.id)
      .execute();
    expect(audit).toHaveLength(1);
  }
});

it('40 people reporting new numbers while others check: each check after its report finds the number', async () => {
  // On SQLite a check first asks the entity key filter (entity-key-filter.ts), which must already
  // hold a number whose report has been answered, whatever else is being written at that moment.
  const users = await Promise.all(Array.from({ length: 40 }, () => createSignedInUser(t.db, t.config.jwtSecret)));
  const check = (phoneNo: string) =>
    fetch(`${base}/api/v1/scam-report/check-scam-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'number', countryCode: '+91', phoneNo }),
    }).then(async (response) => (await response.json()) as { data: { uniqueId: string }[] });
  const reportThenCheck = async (token: string) => {
    const phone = nextPhone();
    const reported = await report(token, phone, false);
    expect(reported.status).toBe(201);
    return { phone, found: (await check(phone)).data.map((match) => match.uniqueId) };
  };
  const [answers] = await Promise.all([
    Promise.all(users.map(({ token }) => reportThenCheck(token))),
    Promise.all(Array.from({ length: 40 }, () => check(nextPhone()))),
  ]);
  for (const { phone, found } of answers) expect(found, phone).toEqual([`+91${phone}`]);
});
