import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportStatus, ReportType } from '@satark/shared/constants';
import { FIELD_MESSAGES, SERVER_MESSAGES } from '@satark/shared/messages';
import type { UserRow } from '../../db/schema.js';
import { createReportedEntity, createSignedInUser, createUser, nextPhone } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const api = (path: string) => `/api/v1/scam-report${path}`;
const check = (payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: api('/check-scam-report'), payload });

async function entity(type: ReportType, raw: string, status: ReportStatus, reporterId: string, createdAt?: string) {
  return (await createReportedEntity(t.db, { type, raw, status, reporterId, ...(createdAt ? { createdAt } : {}) }))
    .entity;
}

async function addEntry(entityId: string, reporterId: string) {
  await t.db
    .insertInto('report_entries')
    .values({
      id: crypto.randomUUID(),
      entity_id: entityId,
      reporter_id: reporterId,
      detail: 'also',
      article_slug: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  await t.db
    .updateTable('scam_entities')
    .set((eb) => ({ report_count: eb('report_count', '+', 1) }))
    .where('id', '=', entityId)
    .execute();
}

describe('POST /check-scam-report', () => {
  let reporter: UserRow;
  beforeAll(async () => {
    reporter = await createUser(t.db);
  });

  it('never shows an entity whose transaction is still open, and rolled back', async () => {
    const phone = nextPhone();
    let answer: ReturnType<typeof check> | undefined;
    await expect(
      t.db.transaction().execute(async (trx) => {
        await createReportedEntity(trx, { type: 'number', raw: phone, status: 'ACTIVE', reporterId: reporter.id });
        answer = check({ type: 'number', countryCode: '+91', phoneNo: phone });
        // The check reaches its lookup while the transaction is open (on SQLite, the same connection).
        await new Promise((resolve) => setTimeout(resolve, 100));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const response = await answer!;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: [], reportCount: 0 });
  });

  it('finds an ACTIVE phone in any spelling and sums the ACTIVE counts', async () => {
    const phone = nextPhone();
    const active = await entity('number', phone, 'ACTIVE', reporter.id);
    await addEntry(active.id, (await createUser(t.db)).id);
    const response = await check({ type: 'number', countryCode: '+91', phoneNo: `0${phone}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: [
        {
          id: active.id,
          uniqueId: `+91${phone}`,
          scammerId: active.scammer_id,
          type: 'number',
          status: 'ACTIVE',
          disputed: false,
          lastReportedAt: active.last_reported_at,
          reportCount: 2,
        },
      ],
      reportCount: 2,
      source: 'database',
      found: [{ type: 'number', uniqueId: `+91${phone}`, scammerId: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` }],
      official: [],
      lookalike: [],
    });
  });

  it('returns a PENDING match with its status and does not count it; REJECTED is not returned', async () => {
    const pending = await entity('upi', 'pending.pay@ybl', 'PENDING', reporter.id);
    await entity('upi', 'rejected.pay@ybl', 'REJECTED', reporter.id);
    const response = await check({ type: 'upi', upi: ' Pending.Pay@YBL ' });
    expect(response.json()).toMatchObject({ data: [{ id: pending.id, status: 'PENDING' }], reportCount: 0 });
    expect((await check({ type: 'upi', upi: 'rejected.pay@ybl' })).json()).toMatchObject({ data: [], reportCount: 0 });
  });

  it('answers an empty list when nothing matches', async () => {
    const phone = nextPhone();
    expect((await check({ type: 'number', phoneNo: phone })).json()).toEqual({
      success: true,
      data: [],
      reportCount: 0,
      source: 'database',
      found: [{ type: 'number', uniqueId: `+91${phone}`, scammerId: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` }],
      official: [],
      lookalike: [],
    });
  });

  it('matches a website by host and by path prefix, not by a sibling path', async () => {
    const host = await entity('website', 'https://www.paytm-kyc.example.in', 'ACTIVE', reporter.id);
    const folder = await entity('website', 'bank-help.example.com/update', 'ACTIVE', reporter.id);
    const byHost = await check({ type: 'website', website: 'http://paytm-kyc.example.in/some/page?x=1' });
    expect(byHost.json().data.map((m: { id: string }) => m.id)).toEqual([host.id]);
    const below = await check({ type: 'website', website: 'BANK-HELP.example.com/update/kyc/' });
    expect(below.json().data.map((m: { id: string }) => m.id)).toEqual([folder.id]);
    expect((await check({ type: 'website', website: 'bank-help.example.com/updates' })).json().data).toEqual([]);
    expect((await check({ type: 'website', website: 'bank-help.example.com' })).json().data).toEqual([]);
  });

  it('looks up an SMS sender header, and a phone sender as a number too', async () => {
    const header = await entity('sms', 'VM-FAKEBK-S', 'ACTIVE', reporter.id);
    expect((await check({ type: 'sms', sms: 'AD-FAKEBK' })).json().data[0].id).toBe(header.id);
    const phone = nextPhone();
    const caller = await entity('number', phone, 'ACTIVE', reporter.id);
    expect((await check({ type: 'sms', sms: `+91 ${phone}` })).json().data[0].id).toBe(caller.id);
  });

  it('searches a pasted SMS for URLs, phones, UPI ids and e-mails', async () => {
    const phone = nextPhone();
    const caller = await entity('number', phone, 'ACTIVE', reporter.id);
    const upi = await entity('upi', 'refund.desk@okaxis', 'ACTIVE', reporter.id);
    const site = await entity('website', 'kyc-update.example.in', 'PENDING', reporter.id);
    const mail = await entity('email', 'support@fake-bank.example.com', 'ACTIVE', reporter.id);
    const text = `Dear customer, your KYC expired. Update at https://kyc-update.example.in/now or call ${phone}. Pay Rs 10 to refund.desk@okaxis, or write to support@fake-bank.example.com`;
    const response = await check({ type: 'sms', sms: text });
    const ids = response.json().data.map((m: { id: string }) => m.id);
    expect(ids.sort()).toEqual([caller.id, upi.id, site.id, mail.id].sort());
    expect(response.json().reportCount).toBe(3);
  });

  it('looks up an e-mail address, normalized or as trimmed lower-case text', async () => {
    const mail = await entity('email', 'Prize@Lottery.example.org', 'ACTIVE', reporter.id);
    expect((await check({ type: 'email', email: '  PRIZE@lottery.example.org ' })).json().data[0].id).toBe(mail.id);
  });

  it('reads the identifier itself: a `found` or `pasted` a client sends along is ignored', async () => {
    const upi = await entity('upi', 'sent.along@ybl', 'ACTIVE', reporter.id);
    const forged = [{ type: 'upi', uniqueId: upi.unique_id, scammerId: upi.scammer_id }];
    const response = await check({ type: 'sms', sms: 'VM-NOPEXX-S', found: forged, pasted: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: [],
      found: [{ type: 'sms', uniqueId: 'NOPEXX', scammerId: 'NOPEXX' }],
    });
    expect(response.json().analysis).toBeUndefined();
  });

  it.each([
    [{ type: 'number', phoneNo: '12345' }, 'phoneNo', FIELD_MESSAGES.phone],
    [{ type: 'number', phoneNo: '' }, 'phoneNo', FIELD_MESSAGES.required],
    [{ type: 'number', countryCode: '+1', phoneNo: nextPhone() }, 'countryCode', FIELD_MESSAGES.countryCode],
    [{ type: 'upi', upi: 'nope' }, 'upi', FIELD_MESSAGES.upiCheck],
    [{ type: 'sms', sms: '   ' }, 'sms', FIELD_MESSAGES.required],
    [{ type: 'email', email: '' }, 'email', FIELD_MESSAGES.required],
    [{ type: 'website', website: 'not a url' }, 'website', FIELD_MESSAGES.website],
  ])('refuses %j with errors.%s', async (payload, field, message) => {
    const response = await check(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { [field]: message } });
  });
});

describe('lists, detail and moderation', () => {
  let reporter: { user: UserRow; token: string };
  let other: { user: UserRow; token: string };
  let validator: { user: UserRow; token: string };
  const ids = { active: '', busy: '', rejected: '', pending: '' };

  beforeAll(async () => {
    // A fresh app so that the rows of the check tests do not change the totals here.
    await t.close();
    t = await createTestApp();
    reporter = await createSignedInUser(t.db, t.config.jwtSecret, { name: 'Asha' });
    other = await createSignedInUser(t.db, t.config.jwtSecret, { name: 'Ravi' });
    validator = await createSignedInUser(t.db, t.config.jwtSecret, { name: 'Meera', rank: 11 });
    ids.active = (await entity('number', '9812345670', 'ACTIVE', other.user.id, '2024-03-10T06:00:00.000Z')).id;
    ids.busy = (await entity('upi', 'busy.fraud@ybl', 'ACTIVE', other.user.id, '2024-03-05T06:00:00.000Z')).id;
    await addEntry(ids.busy, validator.user.id);
    await addEntry(ids.busy, reporter.user.id);
    ids.rejected = (
      await entity('email', 'gone@example.com', 'REJECTED', other.user.id, '2024-03-01T06:00:00.000Z')
    ).id;
    ids.pending = (await entity('sms', 'VM-HDFCBK-S', 'PENDING', reporter.user.id, '2024-03-12T06:00:00.000Z')).id;
  });

  const list = (query: Record<string, string>, token?: string) =>
    t.request({ url: api('/scammer-list'), query, token });
  const listed = async (query: Record<string, string>, token?: string) => {
    const response = await list(query, token);
    expect(response.statusCode).toBe(200);
    return response.json() as { total: number; data: { id: string }[] };
  };
  const idsOf = (body: { data: { id: string }[] }) => body.data.map((r) => r.id);

  describe('GET /scammer-list', () => {
    it('shows ACTIVE and REJECTED to visitors, newest report first, in the record shape', async () => {
      const body = await listed({});
      expect(idsOf(body)).toEqual([ids.active, ids.busy, ids.rejected]);
      expect(body.total).toBe(3);
      expect(body.data[0]).toEqual({
        id: ids.active,
        scammerId: '+91 98123 45670',
        uniqueId: '+919812345670',
        type: 'number',
        status: 'ACTIVE',
        disputed: false,
        lastReportedAt: '2024-03-10T06:00:00.000Z',
        reportCount: 1,
        json: { scammerName: null, rejectReason: null },
      });
    });

    it('shows a PENDING entity to its reporter and to validators only', async () => {
      expect(idsOf(await listed({}, reporter.token))).toContain(ids.pending);
      expect(idsOf(await listed({}, validator.token))).toContain(ids.pending);
      expect(idsOf(await listed({}, other.token))).not.toContain(ids.pending);
      expect(idsOf(await listed({ status: 'PENDING' }))).toEqual([]);
    });

    it('sorts by report count for "most" and pages with size and page', async () => {
      expect(idsOf(await listed({ reportType: 'most' }))[0]).toBe(ids.busy);
      const second = await listed({ size: '1', page: '2' });
      expect(second).toMatchObject({ total: 3 });
      expect(idsOf(second)).toEqual([ids.busy]);
    });

    it('filters by type, status and a date window (toDate includes its whole day)', async () => {
      expect(idsOf(await listed({ type: 'email' }))).toEqual([ids.rejected]);
      expect(idsOf(await listed({ status: 'ACTIVE' }))).toEqual([ids.active, ids.busy]);
      expect(idsOf(await listed({ fromDate: '2024-03-02', toDate: '2024-03-10' }))).toEqual([ids.active, ids.busy]);
      expect(idsOf(await listed({ toDate: '2024-03-05' }))).toEqual([ids.busy, ids.rejected]);
    });

    it('orders a date window by report count for "most", and pages through it', async () => {
      const window = { fromDate: '2024-03-02', toDate: '2024-03-10', reportType: 'most' };
      expect(await listed(window)).toMatchObject({ total: 2 });
      expect(idsOf(await listed(window))).toEqual([ids.busy, ids.active]);
      expect(idsOf(await listed({ ...window, size: '1', page: '2' }))).toEqual([ids.active]);
      expect(idsOf(await listed({ ...window, size: '1', page: '3' }))).toEqual([]);
      expect(idsOf(await listed({ toDate: '2024-03-05', reportType: 'most' }))).toEqual([ids.busy, ids.rejected]);
    });

    it('searches by a normalized identifier or a prefix of it', async () => {
      expect(idsOf(await listed({ search: '098123 45670' }))).toEqual([ids.active]);
      expect(idsOf(await listed({ search: '98123' }))).toEqual([ids.active]);
      expect(idsOf(await listed({ search: '+91 98123' }))).toEqual([ids.active]);
      expect(idsOf(await listed({ search: 'BUSY.fr' }))).toEqual([ids.busy]);
      expect(idsOf(await listed({ search: 'hdfc' }, validator.token))).toEqual([ids.pending]);
      expect(idsOf(await listed({ search: 'fraud' }))).toEqual([]);
    });

    it('lists my reports for "myreport", and answers 401 without a user', async () => {
      expect(idsOf(await listed({ reportType: 'myreport' }, reporter.token))).toEqual([ids.pending, ids.busy]);
      const response = await list({ reportType: 'myreport' });
      expect(response.statusCode).toBe(401);
    });

    it('refuses an unknown type or a bad date', async () => {
      expect((await list({ type: 'fax' })).statusCode).toBe(400);
      expect((await list({ fromDate: 'yesterday' })).json()).toMatchObject({
        errors: { fromDate: 'Enter a valid date' },
      });
    });
  });

  describe('GET /my-reports and /spammer-list-by-type', () => {
    it('lists what the user reported, PENDING included, and needs a user', async () => {
      const response = await t.request({ url: api('/my-reports'), token: reporter.token });
      expect(response.json()).toMatchObject({ success: true, total: 2 });
      expect(idsOf(response.json())).toEqual([ids.pending, ids.busy]);
      expect((await t.request({ url: api('/my-reports') })).statusCode).toBe(401);
    });

    it('lists only ACTIVE entities of one type', async () => {
      const response = await t.request({ url: api('/spammer-list-by-type'), query: { type: 'upi' } });
      expect(response.json()).toMatchObject({ success: true, total: 1 });
      expect(idsOf(response.json())).toEqual([ids.busy]);
      const sms = await t.request({
        url: api('/spammer-list-by-type'),
        query: { type: 'sms' },
        token: validator.token,
      });
      expect(sms.json()).toMatchObject({ total: 0, data: [] });
    });
  });

  describe('GET /spammer-detail', () => {
    const detail = (id: string, token?: string) => t.request({ url: api('/spammer-detail'), query: { id }, token });

    it('gives the record, its entries and who reported it', async () => {
      await t.db.updateTable('users').set({ name: null }).where('id', '=', validator.user.id).execute();
      try {
        const response = await detail(ids.busy);
        expect(response.statusCode).toBe(200);
        const data = response.json().data;
        expect(data).toMatchObject({
          id: ids.busy,
          uniqueId: 'busy.fraud@ybl',
          reportCount: 3,
          reportedBy: { name: 'Ravi' },
          verifiedBy: null,
        });
        expect(data.reports).toHaveLength(3);
        // Newest first: the first report, of 2024, comes last.
        const dates = data.reports.map((r: { createdAt: string }) => r.createdAt);
        expect(dates).toEqual([...dates].sort().reverse());
        expect(data.reports[2]).toEqual({
          id: expect.any(String),
          proof: null,
          detail: 'They asked for my OTP.',
          reporter: { name: 'Ravi' },
          verifier: null,
          scamArticle: null,
          createdAt: '2024-03-05T06:00:00.000Z',
        });
        expect(data.reports.map((r: { reporter: { name: string } }) => r.reporter.name).sort()).toEqual([
          'Anonymous',
          'Asha',
          'Ravi',
        ]);
      } finally {
        await t.db.updateTable('users').set({ name: 'Meera' }).where('id', '=', validator.user.id).execute();
      }
    });

    it('hides a PENDING entity from visitors and other users (404), not from its reporter or validators', async () => {
      expect((await detail(ids.pending)).statusCode).toBe(404);
      expect((await detail(ids.pending, other.token)).statusCode).toBe(404);
      expect((await detail(ids.pending, reporter.token)).json().data.status).toBe('PENDING');
      expect((await detail(ids.pending, validator.token)).statusCode).toBe(200);
      expect((await detail('no-such-id')).statusCode).toBe(404);
    });
  });

  describe('moderation', () => {
    const verify = (payload: Record<string, unknown>, token?: string) =>
      t.request({ method: 'POST', url: api('/scam-verification'), payload, token });
    const reject = (payload: Record<string, unknown>, token?: string) =>
      t.request({ method: 'POST', url: api('/scam-rejection'), payload, token });
    const scoreOf = async (id: string) =>
      t.db.selectFrom('users').select(['rank', 'rank_score']).where('id', '=', id).executeTakeFirstOrThrow();

    it('needs a signed-in validator', async () => {
      const payload = { id: ids.pending, name: 'HDFC fake' };
      expect((await verify(payload)).statusCode).toBe(401);
      const notValidator = await verify(payload, other.token);
      expect(notValidator.statusCode).toBe(403);
      expect(notValidator.json()).toMatchObject({ code: 'FORBIDDEN' });
      expect((await reject({ id: ids.pending, reason: 'x' }, other.token)).statusCode).toBe(403);
    });

    it('checks the payload with the shared messages', async () => {
      const response = await verify({ id: ids.pending, name: ' ' }, validator.token);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { name: FIELD_MESSAGES.required } });
      const noReason = await reject({ id: ids.pending }, validator.token);
      expect(noReason.json()).toMatchObject({ errors: { reason: FIELD_MESSAGES.required } });
    });

    it('refuses a validator who reported the entity (403 CONFLICT_OF_INTEREST)', async () => {
      const ownEntity = await entity('number', nextPhone(), 'PENDING', validator.user.id);
      const response = await verify({ id: ownEntity.id, name: 'x' }, validator.token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'CONFLICT_OF_INTEREST',
        message: SERVER_MESSAGES.conflictOfInterest,
      });
    });

    it('verifies a PENDING entity: ACTIVE, named, verifier recorded, reporters +10, audited', async () => {
      await t.db.updateTable('users').set({ rank_score: 195, rank: 10 }).where('id', '=', reporter.user.id).execute();
      const response = await verify(
        { id: ids.pending, scammerId: 'HDFCBK', uniqueId: 'as shown', name: 'Fake HDFC' },
        validator.token,
      );
      expect(response.json()).toEqual({ success: true, message: SERVER_MESSAGES.verifiedReport });
      const row = await t.db
        .selectFrom('scam_entities')
        .selectAll()
        .where('id', '=', ids.pending)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'ACTIVE', scammer_name: 'Fake HDFC', verifier_id: validator.user.id });
      expect(row.moderated_at).not.toBeNull();
      expect(row.changed_at).toBe(row.moderated_at);
      expect(await scoreOf(reporter.user.id)).toEqual({ rank_score: 205, rank: 11 });
      const audit = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity_id', '=', ids.pending)
        .executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ actor_id: validator.user.id, before_status: 'PENDING', after_status: 'ACTIVE' });
      expect(JSON.parse(audit.details!)).toEqual({ scammerId: 'HDFCBK', uniqueId: 'as shown', name: 'Fake HDFC' });

      const shown = (await t.request({ url: api('/spammer-detail'), query: { id: ids.pending } })).json().data;
      expect(shown).toMatchObject({
        status: 'ACTIVE',
        json: { scammerName: 'Fake HDFC' },
        verifiedBy: { name: 'Meera' },
      });
      expect(shown.reports[0].verifier).toEqual({ name: 'Meera' });
    });

    it('answers 409 NOT_PENDING on anything not PENDING, and 404 for an unknown id', async () => {
      const again = await reject({ id: ids.pending, reason: 'late' }, validator.token);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'NOT_PENDING', message: SERVER_MESSAGES.notPending });
      expect((await verify({ id: 'missing', name: 'x' }, validator.token)).statusCode).toBe(404);
    });

    it('rejects: REJECTED with the reason, every reporter -15 but never below 0; reported again → PENDING', async () => {
      const first = await createSignedInUser(t.db, t.config.jwtSecret, { rank_score: 40, rank: 3 });
      const second = await createUser(t.db, { rank_score: 5 });
      const target = await entity('website', 'lottery.example.net', 'PENDING', first.user.id);
      await addEntry(target.id, second.id);
      const response = await reject({ id: target.id, reason: 'A real lottery' }, validator.token);
      expect(response.json()).toEqual({ success: true, message: SERVER_MESSAGES.rejectedReport });
      expect(await scoreOf(first.user.id)).toEqual({ rank_score: 25, rank: 2 });
      expect(await scoreOf(second.id)).toEqual({ rank_score: 0, rank: 1 });
      const row = await t.db
        .selectFrom('scam_entities')
        .selectAll()
        .where('id', '=', target.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        status: 'REJECTED',
        reject_reason: 'A real lottery',
        verifier_id: validator.user.id,
      });

      const rejected = (await t.request({ url: api('/spammer-detail'), query: { id: target.id } })).json().data;
      expect(rejected.json).toEqual({ scammerName: null, rejectReason: 'A real lottery' });
    });

    it('lets only one of two racing validators win', async () => {
      const second = await createSignedInUser(t.db, t.config.jwtSecret, { rank: 12 });
      const target = await entity('number', nextPhone(), 'PENDING', other.user.id);
      const [a, b] = await Promise.all([
        verify({ id: target.id, name: 'A' }, validator.token),
        reject({ id: target.id, reason: 'B' }, second.token),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const audits = await t.db.selectFrom('audit_log').select('id').where('entity_id', '=', target.id).execute();
      expect(audits).toHaveLength(1);
    });

    it('caps the rank at 100', async () => {
      const veteran = await createUser(t.db, { rank_score: 1995, rank: 100 });
      const target = await entity('number', nextPhone(), 'PENDING', veteran.id);
      await verify({ id: target.id, name: 'x' }, validator.token);
      expect(await scoreOf(veteran.id)).toEqual({ rank_score: 2005, rank: 100 });
    });
  });

  describe('GET /reports-count', () => {
    it('counts report entries on entities that are not REJECTED', async () => {
      const expected = await t.db
        .selectFrom('report_entries')
        .innerJoin('scam_entities', 'scam_entities.id', 'report_entries.entity_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('scam_entities.status', '!=', 'REJECTED')
        .executeTakeFirstOrThrow();
      const response = await t.request({ url: api('/reports-count') });
      expect(response.json()).toEqual({ success: true, count: Number(expected.n) });
      expect(Number(expected.n)).toBeGreaterThan(3);
    });

    it('follows a new report: the kept count is recounted when an entity changes', async () => {
      const count = async () => (await t.request({ url: api('/reports-count') })).json<{ count: number }>().count;
      const before = await count();
      const reporter = await createUser(t.db);
      await entity('number', nextPhone(), 'PENDING', reporter.id);
      await expect.poll(count).toBe(before + 1);
      await entity('number', nextPhone(), 'REJECTED', reporter.id);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await count()).toBe(before + 1);
    });
  });
});
