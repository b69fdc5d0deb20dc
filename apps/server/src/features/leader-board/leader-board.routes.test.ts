import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LeaderBoardRow } from '@satark/shared/api-types';
import { LEADER_BOARD_CACHE_MS, LEADER_BOARD_SIZE } from '@satark/shared/constants';
import { isoBefore } from '../../lib/ids.js';
import { createReportedEntity, createUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;

const board = async (t: TestApp, viewType?: string) => {
  const response = await t.request({
    url: `/api/v1/scam-report/reporter-leader-board${viewType ? `?viewType=${viewType}` : ''}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ success: true; data: LeaderBoardRow[] }>().data;
};
const names = (rows: LeaderBoardRow[]) => rows.map((r) => r.users_name);

/** A reporter with `count` entries, each on its own entity, all at `createdAt`. */
async function reporter(
  t: TestApp,
  name: string,
  count: number,
  createdAt: string,
  status: 'ACTIVE' | 'PENDING' | 'REJECTED' = 'ACTIVE',
) {
  const user = await createUser(t.db, { name });
  for (let i = 0; i < count; i += 1) await createReportedEntity(t.db, { reporterId: user.id, createdAt, status });
  return user;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('windows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Just inside and just outside each window (one-word names: the board shows "First L."); every reporter has one entry, so order is by the
    // earliest last entry.
    for (const days of [1, 7, 30]) {
      await reporter(t, `in-${days}`, 1, isoBefore(days * DAY_MS - 5 * MINUTE_MS));
      await reporter(t, `out-${days}`, 1, isoBefore(days * DAY_MS + 5 * MINUTE_MS));
    }
  });
  afterAll(async () => t.close());

  it('counts only entries created within the last 1, 7 or 30 days', async () => {
    expect(names(await board(t, '1'))).toEqual(['in-1']);
    expect(names(await board(t, '7'))).toEqual(['in-7', 'out-1', 'in-1']);
    expect(names(await board(t, '30'))).toEqual(['in-30', 'out-7', 'in-7', 'out-1', 'in-1']);
    expect(names(await board(t, 'all'))).toEqual(['out-30', 'in-30', 'out-7', 'in-7', 'out-1', 'in-1']);
    expect(names(await board(t))).toHaveLength(6);
  });

  it('refuses an unknown viewType', async () => {
    const response = await t.request({ url: '/api/v1/scam-report/reporter-leader-board?viewType=365' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });
});

describe('who counts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('leaves out entries on rejected entities and deleted users, and orders by total', async () => {
    const now = isoBefore(0);
    const asha = await reporter(t, 'Asha', 2, now);
    await createReportedEntity(t.db, { reporterId: asha.id, status: 'REJECTED' });
    await createReportedEntity(t.db, { reporterId: asha.id, status: 'PENDING' });
    const ravi = await reporter(t, 'Ravi', 1, now);
    await reporter(t, 'Only rejected', 4, now, 'REJECTED');
    await reporter(t, 'Gone', 5, now);
    await t.db.updateTable('users').set({ status: 'DELETED', name: null }).where('name', '=', 'Gone').execute();
    const nameless = await reporter(t, 'x', 1, isoBefore(MINUTE_MS));
    await t.db.updateTable('users').set({ name: null }).where('id', '=', nameless.id).execute();

    const rows = await board(t, '30');
    expect(rows).toEqual([
      { reporterId: asha.id, users_name: 'Asha', total: 3 },
      { reporterId: nameless.id, users_name: 'Anonymous', total: 1 },
      { reporterId: ravi.id, users_name: 'Ravi', total: 1 },
    ]);
  });
});

describe('size and cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it(`shows the top ${LEADER_BOARD_SIZE}, recomputes after a change, and reuses an unchanged board`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = isoBefore(0);
    await reporter(t, 'Top', 2, now);
    for (let i = 0; i < LEADER_BOARD_SIZE + 5; i += 1) await reporter(t, `R${String(i).padStart(2, '0')}`, 1, now);
    const rows = await board(t, 'all');
    expect(rows).toHaveLength(LEADER_BOARD_SIZE);
    expect(rows[0]).toMatchObject({ users_name: 'Top', total: 2 });
    // Equal totals and times: by name.
    expect(rows[1]!.users_name).toBe('R00');
    expect(rows.at(-1)!.users_name).toBe(`R${LEADER_BOARD_SIZE - 2}`);

    vi.setSystemTime(Date.now() + 1000);
    await reporter(t, 'Newcomer', 3, now);
    // A new account and its entries move the data version: every board is recomputed and shows
    // them (a request gets the previous board only while the new one is still being computed).
    const leader = async (viewType: string) => (await board(t, viewType))[0]!.users_name;
    expect(await leader('30')).toBe('Newcomer');
    await expect.poll(() => leader('all')).toBe('Newcomer');
    // A write that moves no version (a raw rename) is served from the copy until it ages out.
    await t.db.updateTable('users').set({ name: 'Renamed' }).where('name', '=', 'Newcomer').execute();
    expect(await leader('all')).toBe('Newcomer');
    vi.setSystemTime(Date.now() + LEADER_BOARD_CACHE_MS + 1000);
    await expect.poll(() => leader('all')).toBe('Renamed');
  });

  it('sends a kept board with the same bytes and headers as the first answer of it', async () => {
    await reporter(t, 'Bytes', 4, isoBefore(0));
    const url = '/api/v1/scam-report/reporter-leader-board?viewType=7';
    await expect.poll(async () => (await board(t, '7'))[0]?.users_name).toBe('Bytes');
    const first = await t.request({ url });
    const kept = await t.request({ url });
    expect(kept.statusCode).toBe(200);
    expect(kept.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(kept.headers['content-length']).toBe(first.headers['content-length']);
    const answer = kept.json<{ success: boolean; data: LeaderBoardRow[] }>();
    expect(answer.success).toBe(true);
    expect(answer.data[0]).toMatchObject({ users_name: 'Bytes', total: 4 });
  });
});
