// Owner disputes, the validators' decision and what everyone is told (API.md "Owner disputes",
// "Validators' queue and notifications"). Runs on SQLite and, with DATABASE_URL_TEST, PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPUTE_REFERENCE_PATTERN, disputeRemovalReason } from '@satark/shared/disputes';
import { FIELD_MESSAGES, SERVER_MESSAGES } from '@satark/shared/messages';
import {
  createReportedEntity,
  createSignedInUser,
  makePngWithExif,
  nextPhone,
  reportForm,
} from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { run } from '../../admin/cli.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const REASON = 'This is my shop number for ten years; a rival reported it.';

const signIn = (overrides: Parameters<typeof createSignedInUser>[2] = {}) =>
  createSignedInUser(t.db, t.config.jwtSecret, overrides);
const validator = () => signIn({ rank: 11, rank_score: 200, name: 'Vikram Validator' });

async function dispute(token: string | undefined, json: unknown, proof?: Parameters<typeof reportForm>[1]) {
  const { payload, headers } = await reportForm(json, proof);
  return t.request({ method: 'POST', url: '/api/v1/scam-report/disputes', token, payload, headers });
}
const decide = (token: string, disputeId: string, body: unknown) =>
  t.request({ method: 'POST', url: `/api/v1/moderation/disputes/${disputeId}/decide`, token, payload: body as object });
const notifications = (token: string, headers: Record<string, string> = {}) =>
  t.request({ url: '/api/v1/notifications', token, headers }).then((r) => r.json());
const checkPhone = (phoneNo: string) =>
  t
    .request({ method: 'POST', url: '/api/v1/scam-report/check-scam-report', payload: { type: 'number', phoneNo } })
    .then((r) => r.json());

/** A listed phone number, reported by `reporter`, and an account registered on that number. */
async function listedNumberWithOwner(
  status: 'ACTIVE' | 'PENDING' | 'REJECTED' = 'ACTIVE',
  ownerOverrides: Parameters<typeof createSignedInUser>[2] = {},
) {
  const phone = nextPhone();
  const reporter = await signIn({ name: 'Asha Reporter', rank: 2, rank_score: 30 });
  const { entity } = await createReportedEntity(t.db, { raw: phone, status, reporterId: reporter.user.id });
  const owner = await signIn({ phone_no: phone, name: 'Ravi Owner', ...ownerOverrides });
  return { phone, entity, reporter, owner };
}

describe('POST /scam-report/disputes', () => {
  it('files an owner-verified dispute: reference, 15 days, flag on check/list/detail, audit, reporter told', async () => {
    const { phone, entity, reporter, owner } = await listedNumberWithOwner();
    const before = Date.now();
    const response = await dispute(owner.token, { id: entity.id, reason: REASON });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: SERVER_MESSAGES.disputeCreated });
    const { reference, ownerVerified, acknowledgedAt, dueBy, disputeId } = body.data;
    expect(reference).toMatch(DISPUTE_REFERENCE_PATTERN);
    expect(ownerVerified).toBe(true);
    expect(Date.parse(acknowledgedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(dueBy) - Date.parse(acknowledgedAt)).toBe(15 * DAY_MS);

    expect((await checkPhone(phone)).data[0]).toMatchObject({ id: entity.id, disputed: true });
    const list = await t.request({ url: `/api/v1/scam-report/scammer-list?search=${phone}` });
    expect(list.json().data[0]).toMatchObject({ id: entity.id, disputed: true });
    const detail = await t.request({ url: `/api/v1/scam-report/spammer-detail?id=${entity.id}` });
    expect(detail.json().data).toMatchObject({ disputed: true, status: 'ACTIVE' });

    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity_id', '=', entity.id).execute();
    expect(audit).toEqual([
      expect.objectContaining({ action: 'dispute.file', actor_id: owner.user.id, before_status: 'ACTIVE' }),
    ]);
    expect(JSON.parse(audit[0]!.details!)).toMatchObject({ disputeId, reference, ownerVerified: true });

    const told = await notifications(reporter.token);
    expect(told.unread).toBe(1);
    expect(told.data[0]).toMatchObject({ kind: 'ENTITY_DISPUTED', entityId: entity.id });
    expect(told.data[0].message).toContain(entity.scammer_id);
  });

  it('a dispute by someone who does not hold the number is not owner-verified and sets no flag', async () => {
    const { phone, entity } = await listedNumberWithOwner();
    const stranger = await signIn();
    const response = await dispute(stranger.token, { id: entity.id, reason: REASON });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.ownerVerified).toBe(false);
    expect((await checkPhone(phone)).data[0].disputed).toBe(false);
  });

  it('an SMS sender that is a phone number: the holder of that number is owner-verified', async () => {
    const phone = nextPhone();
    const reporter = await signIn({ name: 'Asha Reporter' });
    // Reported through the API, so the entity's phone column is set the way reports set it.
    const { payload, headers } = await reportForm({ type: 'sms', uniqueId: phone, detail: 'Sent a fake KYC link.' });
    const reported = await t.request({
      method: 'POST',
      url: '/api/v1/scam-report/report-scammer',
      token: reporter.token,
      payload,
      headers,
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const entityId = reported.json().data.id as string;
    const owner = await signIn({ phone_no: phone, name: 'Ravi Owner' });
    const response = await dispute(owner.token, { id: entityId, reason: REASON });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.ownerVerified).toBe(true);
    const row = await t.db
      .selectFrom('scam_entities')
      .select(['type', 'disputed'])
      .where('id', '=', entityId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ type: 'sms', disputed: 1 });
  });

  it('an account whose phone matches but was never verified is not owner-verified', async () => {
    const { phone, entity, owner } = await listedNumberWithOwner('ACTIVE', { is_verified: 0 });
    expect(owner.user).toMatchObject({ phone_no: phone, is_verified: 0 });
    const response = await dispute(owner.token, { id: entity.id, reason: REASON });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.ownerVerified).toBe(false);
    expect((await checkPhone(phone)).data[0].disputed).toBe(false);
  });

  it('refuses a second open dispute by the same user on the same entity (409 ALREADY_DISPUTED)', async () => {
    const { entity, owner } = await listedNumberWithOwner();
    expect((await dispute(owner.token, { id: entity.id, reason: REASON })).statusCode).toBe(201);
    const again = await dispute(owner.token, { id: entity.id, reason: `${REASON} Again.` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      code: 'ALREADY_DISPUTED',
      message: SERVER_MESSAGES.alreadyDisputed,
    });
    const rows = await t.db.selectFrom('disputes').select('id').where('entity_id', '=', entity.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('after a dispute is decided, the same user may file a new one (only one OPEN at a time)', async () => {
    const { phone, entity, owner } = await listedNumberWithOwner();
    const first = (await dispute(owner.token, { id: entity.id, reason: REASON })).json().data;
    const v = await validator();
    const upheld = await decide(v.token, first.disputeId, { decision: 'uphold', note: 'Victims sent recordings.' });
    expect(upheld.statusCode).toBe(200);
    expect((await checkPhone(phone)).data[0]).toMatchObject({ status: 'ACTIVE', disputed: false });

    const again = await dispute(owner.token, { id: entity.id, reason: `${REASON} New bills attached.` });
    expect(again.statusCode, again.body).toBe(201);
    const second = again.json().data;
    expect(second).toMatchObject({ ownerVerified: true });
    expect(second.disputeId).not.toBe(first.disputeId);
    expect(second.reference).not.toBe(first.reference);
    // The new open owner-verified dispute flags the listing again.
    expect((await checkPhone(phone)).data[0]).toMatchObject({ id: entity.id, disputed: true });
    const rows = await t.db
      .selectFrom('disputes')
      .select(['id', 'status'])
      .where('entity_id', '=', entity.id)
      .where('user_id', '=', owner.user.id)
      .execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: first.disputeId, status: 'UPHELD' },
        { id: second.disputeId, status: 'OPEN' },
      ]),
    );
    expect(rows).toHaveLength(2);
    const mine = (await t.request({ url: '/api/v1/scam-report/disputes/mine', token: owner.token })).json();
    expect(mine.total).toBe(2);
    // One open at a time still holds for the new one.
    const third = await dispute(owner.token, { id: entity.id, reason: `${REASON} Once more.` });
    expect(third.statusCode).toBe(409);
    expect(third.json().code).toBe('ALREADY_DISPUTED');
  });

  it('refuses a REJECTED entity (409 NOT_DISPUTABLE) and an unknown one (404); PENDING is allowed', async () => {
    const rejected = await listedNumberWithOwner('REJECTED');
    const refused = await dispute(rejected.owner.token, { id: rejected.entity.id, reason: REASON });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NOT_DISPUTABLE', message: SERVER_MESSAGES.notDisputable });
    expect((await dispute(rejected.owner.token, { id: 'no-such-id', reason: REASON })).statusCode).toBe(404);
    const pending = await listedNumberWithOwner('PENDING');
    expect((await dispute(pending.owner.token, { id: pending.entity.id, reason: REASON })).statusCode).toBe(201);
  });

  it('checks the reason (20–2000 characters) and the id with the shared messages', async () => {
    const { entity, owner } = await listedNumberWithOwner();
    const short = await dispute(owner.token, { id: entity.id, reason: 'Not mine.' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { reason: FIELD_MESSAGES.disputeReasonShort },
    });
    const long = await dispute(owner.token, { id: entity.id, reason: 'x'.repeat(2001) });
    expect(long.json().errors).toEqual({ reason: FIELD_MESSAGES.disputeReasonLong });
    const garbage = await dispute(owner.token, 'not json');
    expect(garbage.json().errors).toEqual({ id: FIELD_MESSAGES.required, reason: FIELD_MESSAGES.required });
    expect(await t.db.selectFrom('disputes').select('id').where('entity_id', '=', entity.id).execute()).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const { entity } = await listedNumberWithOwner();
    const response = await dispute(undefined, { id: entity.id, reason: REASON });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('takes a proof under the report rules: a PNG is stored without EXIF for validators; a text file is 415', async () => {
    const { entity, owner } = await listedNumberWithOwner();
    const refused = await dispute(
      owner.token,
      { id: entity.id, reason: REASON },
      {
        bytes: Buffer.from('just some text, not an image'),
        name: 'note.txt',
      },
    );
    expect(refused.statusCode).toBe(415);
    expect(refused.json().code).toBe('UNSUPPORTED_FILE_TYPE');

    const png = await makePngWithExif();
    const filed = await dispute(owner.token, { id: entity.id, reason: REASON }, { bytes: png, name: 'bill.png' });
    expect(filed.statusCode).toBe(201);
    const v = await validator();
    const open = (await t.request({ url: '/api/v1/moderation/disputes?size=100', token: v.token })).json();
    const row = open.data.find((d: { disputeId: string }) => d.disputeId === filed.json().data.disputeId);
    expect(row.proof).toMatch(/^proofs\/.+\.png$/);
    const link = await t.request({ url: `/api/v1/scam-report/file?file=${row.proof}`, token: v.token });
    expect(link.statusCode).toBe(200);
    const file = await t.request({ url: link.json().data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.includes(Buffer.from('secret-location'))).toBe(false);
    // Nobody else may open the owner's evidence.
    const other = await signIn();
    expect(
      (await t.request({ url: `/api/v1/scam-report/file?file=${row.proof}`, token: other.token })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ url: `/api/v1/scam-report/file?file=${row.proof}`, token: owner.token })).statusCode,
    ).toBe(200);
  });
});

describe('GET /scam-report/disputes/mine', () => {
  it("lists the caller's disputes with status and decision note, and nobody else's", async () => {
    const { entity, owner } = await listedNumberWithOwner();
    const filed = (await dispute(owner.token, { id: entity.id, reason: REASON })).json().data;
    const v = await validator();
    await decide(v.token, filed.disputeId, { decision: 'uphold', note: 'Three victims sent call recordings.' });
    const mine = (await t.request({ url: '/api/v1/scam-report/disputes/mine', token: owner.token })).json();
    expect(mine).toMatchObject({ success: true, total: 1 });
    expect(mine.data).toEqual([
      {
        disputeId: filed.disputeId,
        reference: filed.reference,
        entity: { id: entity.id, scammerId: entity.scammer_id },
        status: 'UPHELD',
        decisionNote: 'Three victims sent call recordings.',
        createdAt: filed.acknowledgedAt,
        decidedAt: expect.any(String),
        dueBy: filed.dueBy,
      },
    ]);
    const someoneElse = await signIn();
    const theirs = (await t.request({ url: '/api/v1/scam-report/disputes/mine', token: someoneElse.token })).json();
    expect(theirs).toMatchObject({ total: 0, data: [] });
  });
});

describe('moderation of disputes', () => {
  it('lists open disputes oldest first with the listing and its entries, for validators only', async () => {
    const first = await listedNumberWithOwner();
    const second = await listedNumberWithOwner();
    const a = (await dispute(first.owner.token, { id: first.entity.id, reason: REASON })).json().data;
    const b = (await dispute(second.owner.token, { id: second.entity.id, reason: REASON })).json().data;
    const v = await validator();
    const open = (await t.request({ url: '/api/v1/moderation/disputes?size=100', token: v.token })).json();
    const ids = open.data.map((d: { disputeId: string }) => d.disputeId);
    expect(ids.indexOf(a.disputeId)).toBeLessThan(ids.indexOf(b.disputeId));
    expect(open.data.find((d: { disputeId: string }) => d.disputeId === a.disputeId)).toMatchObject({
      reference: a.reference,
      reason: REASON,
      ownerVerified: true,
      disputer: { name: 'Ravi Owner' },
      entity: { id: first.entity.id, disputed: true, reports: [{ detail: 'They asked for my OTP.' }] },
    });
    const plain = await signIn();
    const refused = await t.request({ url: '/api/v1/moderation/disputes', token: plain.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
  });

  it('a non-validator calling POST decide gets 403, and the dispute stays open', async () => {
    const { phone, entity, owner } = await listedNumberWithOwner();
    const filed = (await dispute(owner.token, { id: entity.id, reason: REASON })).json().data;
    const plain = await signIn();
    for (const caller of [plain, owner]) {
      expect(caller.user.rank).toBeLessThan(11);
      const response = await decide(caller.token, filed.disputeId, { decision: 'remove', note: 'Not a scam.' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    const signedOut = await t.request({
      method: 'POST',
      url: `/api/v1/moderation/disputes/${filed.disputeId}/decide`,
      payload: { decision: 'remove', note: 'Not a scam.' },
    });
    expect(signedOut.statusCode).toBe(401);
    const row = await t.db
      .selectFrom('disputes')
      .select(['status', 'decided_by'])
      .where('id', '=', filed.disputeId)
      .executeTakeFirst();
    expect(row).toEqual({ status: 'OPEN', decided_by: null });
    expect((await checkPhone(phone)).data[0]).toMatchObject({ status: 'ACTIVE', disputed: true });
    const decisions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', entity.id)
      .where('action', 'in', ['dispute.remove', 'dispute.uphold'])
      .execute();
    expect(decisions).toEqual([]);
  });

  it('a validator who verified the listing may not decide its dispute (403 CONFLICT_OF_INTEREST)', async () => {
    const { entity, owner } = await listedNumberWithOwner();
    const v = await validator();
    await t.db.updateTable('scam_entities').set({ verifier_id: v.user.id }).where('id', '=', entity.id).execute();
    const filed = (await dispute(owner.token, { id: entity.id, reason: REASON })).json().data;
    const response = await decide(v.token, filed.disputeId, { decision: 'remove', note: 'Looks fine to me.' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      code: 'CONFLICT_OF_INTEREST',
      message: SERVER_MESSAGES.disputeConflictOfInterest,
    });
    const row = await t.db.selectFrom('disputes').select('status').where('id', '=', filed.disputeId).executeTakeFirst();
    expect(row?.status).toBe('OPEN');
  });

  it('a validator who reported the listing may not decide its dispute either', async () => {
    const v = await validator();
    const phone = nextPhone();
    const { entity } = await createReportedEntity(t.db, { raw: phone, status: 'ACTIVE', reporterId: v.user.id });
    const owner = await signIn({ phone_no: phone });
    const filed = (await dispute(owner.token, { id: entity.id, reason: REASON })).json().data;
    const response = await decide(v.token, filed.disputeId, { decision: 'uphold', note: 'I stand by it.' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CONFLICT_OF_INTEREST');
  });

  it('needs a decision and a note', async () => {
    const { entity, owner } = await listedNumberWithOwner();
    const filed = (await dispute(owner.token, { id: entity.id, reason: REASON })).json().data;
    const v = await validator();
    const noNote = await decide(v.token, filed.disputeId, { decision: 'remove', note: '   ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors).toEqual({ note: FIELD_MESSAGES.decisionNoteRequired });
    const badDecision = await decide(v.token, filed.disputeId, { decision: 'delete', note: 'x' });
    expect(badDecision.statusCode).toBe(400);
    expect(Object.keys(badDecision.json().errors)).toEqual(['decision']);
    expect((await decide(v.token, 'no-such-dispute', { decision: 'uphold', note: 'x' })).statusCode).toBe(404);
  });

  it('remove: the listing is REJECTED with the reason, reporters lose rank, the check clears, both sides are told', async () => {
    const { phone, entity, reporter, owner } = await listedNumberWithOwner();
    const filed = (await dispute(owner.token, { id: entity.id, reason: REASON })).json().data;
    const v = await validator();
    const response = await decide(v.token, filed.disputeId, {
      decision: 'remove',
      note: 'Owner showed the shop licence.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: SERVER_MESSAGES.disputeRemoved });

    const detail = (await t.request({ url: `/api/v1/scam-report/spammer-detail?id=${entity.id}` })).json().data;
    expect(detail).toMatchObject({
      status: 'REJECTED',
      disputed: false,
      json: { rejectReason: disputeRemovalReason('Owner showed the shop licence.') },
      verifiedBy: { name: 'Vikram V.' },
    });
    expect(disputeRemovalReason('n')).toBe("Removed after review of the owner's dispute: n");
    expect(await checkPhone(phone)).toMatchObject({ data: [], reportCount: 0 });

    const reporterRow = await t.db
      .selectFrom('users')
      .select(['rank_score', 'rank'])
      .where('id', '=', reporter.user.id)
      .executeTakeFirstOrThrow();
    expect(reporterRow).toEqual({ rank_score: 15, rank: 1 });

    const ownerNotes = await notifications(owner.token);
    expect(ownerNotes.data[0]).toMatchObject({ kind: 'DISPUTE_DECIDED', entityId: entity.id });
    expect(ownerNotes.data[0].message).toBe(
      `Your dispute about ${entity.scammer_id} was accepted and the listing was removed. Note: Owner showed the shop licence.`,
    );
    const reporterNotes = await notifications(reporter.token);
    expect(reporterNotes.data.map((n: { kind: string }) => n.kind)).toEqual(['REPORT_REJECTED', 'ENTITY_DISPUTED']);
    expect(reporterNotes.data[0].message).toContain("Removed after review of the owner's dispute");

    const actions = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before_status', 'after_status'])
      .where('entity_id', '=', entity.id)
      .orderBy('created_at')
      .execute();
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'scam-entity.reject', before_status: 'ACTIVE', after_status: 'REJECTED' },
        { action: 'dispute.remove', before_status: 'ACTIVE', after_status: 'REJECTED' },
      ]),
    );

    const again = await decide(v.token, filed.disputeId, { decision: 'uphold', note: 'Changed my mind.' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'NOT_OPEN', message: SERVER_MESSAGES.disputeNotOpen });
  });

  it('uphold: the listing stays ACTIVE, the flag clears, the owner is told', async () => {
    const { phone, entity, owner } = await listedNumberWithOwner();
    const filed = (await dispute(owner.token, { id: entity.id, reason: REASON })).json().data;
    const v = await validator();
    const response = await decide(v.token, filed.disputeId, { decision: 'uphold', note: 'Victims sent recordings.' });
    expect(response.json()).toEqual({ success: true, message: SERVER_MESSAGES.disputeUpheld });
    expect((await checkPhone(phone)).data[0]).toMatchObject({ status: 'ACTIVE', disputed: false });
    expect((await notifications(owner.token)).data[0].message).toContain('the listing stays');
    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity_id', '=', entity.id).execute();
    const upheld = audit.filter((row) => row.action === 'dispute.uphold');
    expect(upheld).toEqual([
      expect.objectContaining({ actor_id: v.user.id, before_status: 'ACTIVE', after_status: 'ACTIVE' }),
    ]);
    expect(JSON.parse(upheld[0]!.details!)).toEqual({ disputeId: filed.disputeId, note: 'Victims sent recordings.' });
    expect(audit.some((row) => row.action.startsWith('scam-entity.'))).toBe(false);
  });
});

describe('GET /moderation/queue', () => {
  it("lists PENDING entities oldest first by their first report, without the validator's own reports", async () => {
    const v = await validator();
    const reporter = await signIn();
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString();
    const older = await createReportedEntity(t.db, {
      status: 'PENDING',
      reporterId: reporter.user.id,
      createdAt: at(30),
    });
    const newer = await createReportedEntity(t.db, {
      status: 'PENDING',
      reporterId: reporter.user.id,
      createdAt: at(20),
    });
    const own = await createReportedEntity(t.db, { status: 'PENDING', reporterId: v.user.id, createdAt: at(40) });
    await createReportedEntity(t.db, { status: 'ACTIVE', reporterId: reporter.user.id, createdAt: at(50) });
    // The validator's report of an entity no longer PENDING leaves the queue's total alone.
    await createReportedEntity(t.db, { status: 'ACTIVE', reporterId: v.user.id, createdAt: at(45) });
    const queue = (await t.request({ url: '/api/v1/moderation/queue?size=100', token: v.token })).json();
    const ids: string[] = queue.data.map((r: { id: string }) => r.id);
    expect(ids).not.toContain(own.entity.id);
    expect(ids.indexOf(older.entity.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older.entity.id)).toBeLessThan(ids.indexOf(newer.entity.id));
    expect(queue.data.every((r: { status: string }) => r.status === 'PENDING')).toBe(true);
    expect(queue.total).toBe(ids.length);
    const pending = await t.db
      .selectFrom('scam_entities')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'PENDING')
      .executeTakeFirstOrThrow();
    expect(queue.total).toBe(Number(pending.n) - 1);
    const secondPage = (await t.request({ url: '/api/v1/moderation/queue?size=1&page=2', token: v.token })).json();
    expect(secondPage.total).toBe(queue.total);
    expect(secondPage.data.map((r: { id: string }) => r.id)).toEqual(ids.slice(1, 2));
    expect(queue.data[ids.indexOf(older.entity.id)].reports).toEqual([
      expect.objectContaining({ id: older.entry.id, detail: 'They asked for my OTP.' }),
    ]);
    const plain = await signIn();
    expect((await t.request({ url: '/api/v1/moderation/queue', token: plain.token })).statusCode).toBe(403);
    expect((await t.request({ url: '/api/v1/moderation/queue' })).statusCode).toBe(401);
  });
});

describe('GET /moderation/queue total', () => {
  it('is kept between pages, and follows a verification and a new report at once', async () => {
    const v = await validator();
    const reporter = await signIn();
    const first = await createReportedEntity(t.db, { status: 'PENDING', reporterId: reporter.user.id });
    const total = async () =>
      (await t.request({ url: '/api/v1/moderation/queue?size=1', token: v.token })).json().total as number;
    const before = await total();
    expect(before).toBeGreaterThan(0);
    expect(await total()).toBe(before);
    const verified = await t.request({
      method: 'POST',
      url: '/api/v1/scam-report/scam-verification',
      token: v.token,
      payload: { id: first.entity.id, name: 'Fake KYC caller' },
    });
    expect(verified.statusCode).toBe(200);
    expect(await total()).toBe(before - 1);
    await createReportedEntity(t.db, { status: 'PENDING', reporterId: reporter.user.id });
    expect(await total()).toBe(before);
    // The validator's own new report is PENDING but not theirs to moderate: their total stays.
    await createReportedEntity(t.db, { status: 'PENDING', reporterId: v.user.id });
    expect(await total()).toBe(before);
  });
});

describe('notifications', () => {
  it('a verification tells each reporter in their language and a reporter who passes rank 10 becomes a validator', async () => {
    const phone = '9876543210';
    const reporter = await signIn({ rank: 10, rank_score: 190 });
    const { entity } = await createReportedEntity(t.db, {
      raw: phone,
      status: 'PENDING',
      reporterId: reporter.user.id,
    });
    const v = await validator();
    const verified = await t.request({
      method: 'POST',
      url: '/api/v1/scam-report/scam-verification',
      token: v.token,
      payload: { id: entity.id, name: 'Fake KYC caller' },
    });
    expect(verified.statusCode).toBe(200);
    const en = await notifications(reporter.token);
    expect(en.unread).toBe(2);
    expect(en.data.map((n: { kind: string }) => n.kind).sort()).toEqual(['BECAME_VALIDATOR', 'REPORT_VERIFIED']);
    const verifiedNote = en.data.find((n: { kind: string }) => n.kind === 'REPORT_VERIFIED');
    expect(verifiedNote.message).toBe('Your report of +91 98765 43210 was verified. Thank you for warning others.');
    const hi = await notifications(reporter.token, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(hi.data.find((n: { kind: string }) => n.kind === 'REPORT_VERIFIED').message).toBe(
      '+91 98765 43210 के बारे में आपकी रिपोर्ट सत्यापित हो गई। दूसरों को सावधान करने के लिए धन्यवाद।',
    );
    const byQuery = (await t.request({ url: '/api/v1/notifications?lang=hi', token: reporter.token })).json();
    expect(byQuery.data[0].message).not.toMatch(/^[A-Za-z]/);

    const read = await t.request({
      method: 'POST',
      url: '/api/v1/notifications/read',
      token: reporter.token,
      payload: { ids: [verifiedNote.id] },
    });
    expect(read.json()).toEqual({ success: true, unread: 1 });
    const all = await t.request({
      method: 'POST',
      url: '/api/v1/notifications/read',
      token: reporter.token,
      payload: {},
    });
    expect(all.json()).toEqual({ success: true, unread: 0 });
    const after = await notifications(reporter.token);
    expect(after.data.every((n: { readAt: string | null }) => n.readAt !== null)).toBe(true);
  });

  it("a rejection tells the reporter the reason; a user cannot mark someone else's notices read", async () => {
    const reporter = await signIn();
    const { entity } = await createReportedEntity(t.db, { status: 'PENDING', reporterId: reporter.user.id });
    const v = await validator();
    await t.request({
      method: 'POST',
      url: '/api/v1/scam-report/scam-rejection',
      token: v.token,
      payload: { id: entity.id, reason: 'The screenshot shows a different number.' },
    });
    const notes = await notifications(reporter.token);
    expect(notes.data).toEqual([
      expect.objectContaining({
        kind: 'REPORT_REJECTED',
        entityId: entity.id,
        readAt: null,
        message: `Your report of ${entity.scammer_id} was rejected. Reason: The screenshot shows a different number.`,
      }),
    ]);
    const intruder = await signIn();
    await t.request({
      method: 'POST',
      url: '/api/v1/notifications/read',
      token: intruder.token,
      payload: { ids: [notes.data[0].id] },
    });
    expect((await notifications(reporter.token)).unread).toBe(1);
    expect((await t.request({ url: '/api/v1/notifications' })).statusCode).toBe(401);
  });
});

describe('npm run admin -- disputes --overdue', () => {
  it('lists the open disputes past their due date only', async () => {
    const late = await listedNumberWithOwner();
    const onTime = await listedNumberWithOwner();
    const lateDispute = (await dispute(late.owner.token, { id: late.entity.id, reason: REASON })).json().data;
    const onTimeDispute = (await dispute(onTime.owner.token, { id: onTime.entity.id, reason: REASON })).json().data;
    await t.db
      .updateTable('disputes')
      .set({ due_by: new Date(Date.now() - DAY_MS).toISOString() })
      .where('id', '=', lateDispute.disputeId)
      .execute();
    const out: string[] = [];
    const code = await run(['disputes', '--overdue'], { db: t.db, out: (line) => out.push(line), err: () => {} });
    expect(code).toBe(0);
    const text = out.join('\n');
    expect(text).toContain(lateDispute.reference);
    expect(text).toContain(late.entity.scammer_id);
    expect(text).not.toContain(onTimeDispute.reference);
    expect(out.at(-1)).toMatch(/^\d+ overdue disputes?\.$/);
  });
});
