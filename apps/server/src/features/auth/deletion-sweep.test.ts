import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@satark/shared/messages';
import { isoBefore } from '../../lib/ids.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  PASSWORD,
  ageOtps,
  appWithConfig,
  get,
  newPhone,
  post,
  readOtp,
  signUp,
  type Account,
} from '../../test/auth-helpers.js';
import { startDeletionSweep, sweepDueDeletions } from './deletion-sweep.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const deleteAccount = (token: string) => post(t, '/delete-account', undefined, { token });
const cancelDeletion = (token: string) =>
  t.request({ method: 'DELETE', url: '/api/v1/auth/cancel-account-deletion', token });
const userRow = (id: string) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const makeDue = (id: string) =>
  t.db
    .updateTable('users')
    .set({ deletion_scheduled_at: isoBefore(1000) })
    .where('id', '=', id)
    .execute();

async function scheduledAccount(): Promise<Account> {
  const account = await signUp(t);
  expect((await deleteAccount(account.token)).statusCode).toBe(202);
  return account;
}

describe('delete-account and cancel-account-deletion', () => {
  it('schedules the deletion 5 minutes ahead outside production', async () => {
    const account = await signUp(t);
    const before = Date.now();
    const response = await deleteAccount(account.token);
    expect(response.statusCode).toBe(202);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: SERVER_MESSAGES.deletionScheduled,
      canCancelUntil: expect.any(String),
    });
    const due = Date.parse(body.canCancelUntil);
    expect(due - before).toBeGreaterThanOrEqual(5 * 60_000 - 1000);
    expect(due - before).toBeLessThanOrEqual(5 * 60_000 + 5000);

    const me = (await get(t, '/user', { token: account.token })).json().data.user;
    expect(me).toMatchObject({ status: 'TO_DELETE', deletionScheduledAt: body.canCancelUntil });

    // Asking again keeps the first deadline.
    expect((await deleteAccount(account.token)).json().canCancelUntil).toBe(body.canCancelUntil);
  });

  it('cancels a scheduled deletion, and says so when none is scheduled', async () => {
    const account = await scheduledAccount();
    const cancelled = await cancelDeletion(account.token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ success: true, message: 'Account deletion cancelled.' });
    expect((await get(t, '/user', { token: account.token })).json().data.user).toMatchObject({
      status: 'ACTIVE',
      deletionScheduledAt: null,
    });

    const again = await cancelDeletion(account.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: SERVER_MESSAGES.deletionNotScheduled,
    });
  });

  it('keeps a cancelled account out of the sweep', async () => {
    const account = await scheduledAccount();
    await cancelDeletion(account.token);
    await makeDue(account.userId);
    await sweepDueDeletions(t.db);
    expect((await userRow(account.userId)).status).toBe('ACTIVE');
  });

  it('does not sweep an account before its deadline', async () => {
    const account = await scheduledAccount();
    await sweepDueDeletions(t.db);
    expect((await userRow(account.userId)).status).toBe('TO_DELETE');
  });
});

describe('the deletion sweep', () => {
  it('erases personal data once, even when two sweeps race', async () => {
    const account = await scheduledAccount();
    await makeDue(account.userId);
    const [first, second] = await Promise.all([sweepDueDeletions(t.db), sweepDueDeletions(t.db)]);
    expect(first + second).toBe(1);

    const row = await userRow(account.userId);
    expect(row).toMatchObject({
      name: null,
      country_code: null,
      phone_no: null,
      password_hash: null,
      google_sub: null,
      status: 'DELETED',
    });
    expect(row.deleted_at).not.toBeNull();
    const otps = await t.db.selectFrom('otps').select('id').where('phone', '=', `+91${account.phoneNo}`).execute();
    expect(otps).toHaveLength(0);
    expect(await sweepDueDeletions(t.db)).toBe(0);
  });

  it("erases the account's notifications", async () => {
    const account = await scheduledAccount();
    await t.db
      .insertInto('notifications')
      .values({
        id: randomUUID(),
        user_id: account.userId,
        kind: 'REPORT_VERIFIED',
        entity_id: null,
        params: '{}',
        read_at: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await makeDue(account.userId);
    await sweepDueDeletions(t.db);
    const left = await t.db.selectFrom('notifications').select('id').where('user_id', '=', account.userId).execute();
    expect(left).toEqual([]);
  });

  it('tells the polling client DELETED once, then the session is gone', async () => {
    const account = await scheduledAccount();
    await makeDue(account.userId);
    await sweepDueDeletions(t.db);

    // Until the client polls, the session can do nothing else.
    expect((await post(t, '/delete-account', undefined, { token: account.token })).statusCode).toBe(401);
    expect((await get(t, `/is-token-valid?token=${account.token}`)).json()).toEqual({ success: false });

    const first = await get(t, '/user', { token: account.token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, data: { user: { status: 'DELETED' } } });
    const second = await get(t, '/user', { token: account.token });
    expect(second.statusCode).toBe(401);
  });

  it('frees the phone: it can sign up again as a new account, and the old password no longer logs in', async () => {
    const account = await scheduledAccount();
    await makeDue(account.userId);
    await sweepDueDeletions(t.db);
    const login = await post(t, '/login', { countryCode: '+91', phoneNo: account.phoneNo, password: PASSWORD });
    expect(login.statusCode).toBe(401);

    await ageOtps(t, account.phoneNo);
    const again = await post(t, '/register', {
      countryCode: '+91',
      phoneNo: account.phoneNo,
      name: 'New',
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(201);
    const verified = await post(t, '/verify-user', {
      countryCode: '+91',
      phoneNo: account.phoneNo,
      verifyCode: await readOtp(t, account.phoneNo),
    });
    expect(verified.json().data.user.id).not.toBe(account.userId);
  });

  it('drops deleted accounts from users-count', async () => {
    const account = await scheduledAccount();
    const before = (await get(t, '/users-count')).json().count;
    await makeDue(account.userId);
    await sweepDueDeletions(t.db);
    expect((await get(t, '/users-count')).json().count).toBe(before - 1);
  });

  it('runs on its own when started, and stops cleanly', async () => {
    const account = await scheduledAccount();
    await makeDue(account.userId);
    const stop = startDeletionSweep(t.db, t.app.log, 20);
    await expect.poll(async () => (await userRow(account.userId)).status, { timeout: 2000 }).toBe('DELETED');
    await stop();
  });

  it('erases accounts in batches until none is due', async () => {
    const now = new Date().toISOString();
    const ids = Array.from({ length: 120 }, () => randomUUID());
    await t.db
      .insertInto('users')
      .values(
        ids.map((id) => ({
          id,
          name: 'Batch',
          country_code: '+91',
          phone_no: newPhone(),
          password_hash: null,
          google_sub: null,
          is_verified: 1,
          status: 'TO_DELETE' as const,
          deletion_scheduled_at: isoBefore(60_000),
          deleted_at: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    expect(await sweepDueDeletions(t.db)).toBe(120);
  });
});

describe('immediate-delete-account (local and dev hosts)', () => {
  it('deletes at once and ends every session', async () => {
    const account = await signUp(t);
    const response = await post(t, '/immediate-delete-account', undefined, { token: account.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: SERVER_MESSAGES.accountDeleted });
    expect(await userRow(account.userId)).toMatchObject({ status: 'DELETED', name: null, phone_no: null });
    expect((await get(t, '/user', { token: account.token })).statusCode).toBe(401);
  });
});

describe('grace period settings', () => {
  const canCancelUntil = async (app: TestApp) => {
    const account = await signUp(t);
    const before = Date.now();
    const response = await post(app, '/delete-account', undefined, { token: account.token });
    return Date.parse(response.json().canCancelUntil) - before;
  };

  it('uses DELETION_GRACE_SECONDS when set', async () => {
    const short = await appWithConfig(t, { deletionGraceSeconds: 30 });
    try {
      expect(await canCancelUntil(short)).toBeGreaterThanOrEqual(29_000);
      expect(await canCancelUntil(short)).toBeLessThanOrEqual(35_000);
    } finally {
      await short.close();
    }
  });

  it('gives 7 days in production, where immediate-delete-account and the SMS outbox do not exist', async () => {
    const production = await appWithConfig(t, {
      appEnv: 'production',
      sms: { provider: 'http', url: 'http://127.0.0.1:9/unused', token: undefined },
    });
    try {
      const grace = await canCancelUntil(production);
      expect(grace).toBeGreaterThanOrEqual(7 * 24 * 3_600_000 - 1000);
      expect(grace).toBeLessThanOrEqual(7 * 24 * 3_600_000 + 5000);

      const account = await signUp(t);
      const immediate = await post(production, '/immediate-delete-account', undefined, { token: account.token });
      expect(immediate.statusCode).toBe(404);
      expect(immediate.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect((await userRow(account.userId)).status).toBe('ACTIVE');
      expect((await production.request({ url: '/api/v1/dev/sms-outbox?phone=9876543210' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
