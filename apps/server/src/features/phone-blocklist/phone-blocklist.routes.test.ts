import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhoneBlocklistItem, PhoneBlocklistResponse } from '@satark/shared/api-types';
import { FIELD_MESSAGES } from '@satark/shared/messages';
import { ITEMS_PER_CHUNK } from '../../http/response-serializer.js';
import { isoBefore } from '../../lib/ids.js';
import { createReportedEntity, createUser, nextPhone } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const MINUTE_MS = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const list = async (query: Record<string, string | number>) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const response = await t.request({ url: `/api/v1/scam-report/all-phone-scammer-list?${qs}` });
  expect(response.statusCode).toBe(200);
  return response.json<PhoneBlocklistResponse>();
};

/** Every page from `query` on, following nextCursor. */
async function allPages(query: Record<string, string | number>) {
  const pages: PhoneBlocklistItem[][] = [];
  let cursor: string | null = null;
  do {
    const page: PhoneBlocklistResponse = await list(cursor ? { ...query, cursor } : query);
    pages.push(page.data);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}

describe('GET /scam-report/all-phone-scammer-list', () => {
  /** The ACTIVE phone entities in the list's order: changed_at, then id. */
  let active: { phone: string; changedAt: string; id: string }[] = [];
  let activePhones: string[] = [];
  let syncedAt = '';

  beforeAll(async () => {
    const reporter = await createUser(t.db);
    // Seven ACTIVE phones in pairs that share a changed_at, so pages split inside a tie.
    for (let i = 0; i < 7; i += 1) {
      const { entity } = await createReportedEntity(t.db, {
        reporterId: reporter.id,
        status: 'ACTIVE',
        createdAt: isoBefore((60 - Math.floor(i / 2)) * MINUTE_MS),
        ...(i === 6 ? { type: 'sms' as const, raw: nextPhone() } : {}),
      });
      active.push({ phone: entity.phone!, changedAt: entity.changed_at, id: entity.id });
    }
    active = active.sort((a, b) =>
      a.changedAt === b.changedAt ? (a.id < b.id ? -1 : 1) : a.changedAt < b.changedAt ? -1 : 1,
    );
    activePhones = active.map((a) => a.phone);
    await createReportedEntity(t.db, {
      reporterId: reporter.id,
      status: 'PENDING',
      createdAt: isoBefore(50 * MINUTE_MS),
    });
    await createReportedEntity(t.db, {
      reporterId: reporter.id,
      status: 'REJECTED',
      createdAt: isoBefore(50 * MINUTE_MS),
    });
    await createReportedEntity(t.db, { reporterId: reporter.id, status: 'ACTIVE', type: 'upi', raw: 'fraud.pay@ybl' });
    await createReportedEntity(t.db, { reporterId: reporter.id, status: 'ACTIVE', type: 'sms', raw: 'VM-HDFCBK-S' });
    syncedAt = isoBefore(30 * MINUTE_MS);
  });

  it('pages through the ACTIVE phone numbers with an opaque cursor', async () => {
    const pages = await allPages({ size: 3 });
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    const items = pages.flat();
    expect(items.map((i) => i.phone)).toEqual(activePhones);
    expect(items[0]).toEqual({
      phone: activePhones[0],
      reportCount: 1,
      lastReportedAt: active[0]!.changedAt,
      scammerName: null,
      removed: false,
    });
    expect(items.every((i) => !i.removed)).toBe(true);
    const whole = await list({});
    expect(whole.data).toEqual(items);
    expect(whole.nextCursor).toBeNull();
  });

  it('with since, gives only what changed after it and marks numbers that left ACTIVE as removed', async () => {
    expect((await list({ since: syncedAt })).data).toEqual([]);

    const [rejected, renamed] = activePhones;
    const later = isoBefore(10 * MINUTE_MS);
    await t.db
      .updateTable('scam_entities')
      .set({ status: 'REJECTED', changed_at: later })
      .where('phone', '=', rejected!)
      .execute();
    await t.db
      .updateTable('scam_entities')
      .set({ scammer_name: 'Fake KYC desk', report_count: 2, changed_at: isoBefore(5 * MINUTE_MS) })
      .where('phone', '=', renamed!)
      .execute();
    const reporter = await createUser(t.db);
    const { entity: added } = await createReportedEntity(t.db, { reporterId: reporter.id, status: 'ACTIVE' });

    const pages = await allPages({ since: syncedAt, size: 2 });
    expect(pages.map((p) => p.length)).toEqual([2, 1]);
    expect(pages.flat()).toEqual([
      expect.objectContaining({ phone: rejected, removed: true }),
      expect.objectContaining({ phone: renamed, removed: false, scammerName: 'Fake KYC desk', reportCount: 2 }),
      expect.objectContaining({ phone: added.phone, removed: false }),
    ]);
    const full = (await list({})).data.map((i) => i.phone);
    expect(full).not.toContain(rejected);
    expect(full).toContain(added.phone);
  });

  it('refuses a cursor it did not make and a size out of range', async () => {
    for (const cursor of ['not-a-cursor', Buffer.from('["yesterday","x"]').toString('base64url')]) {
      const response = await t.request({ url: `/api/v1/scam-report/all-phone-scammer-list?cursor=${cursor}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { cursor: FIELD_MESSAGES.cursor } });
    }
    const tooBig = await t.request({ url: '/api/v1/scam-report/all-phone-scammer-list?size=10001' });
    expect(tooBig.statusCode).toBe(400);
  });
  it('returns syncedAt, which as the next `since` yields exactly what changed after the sync', async () => {
    const { syncedAt: mark } = await list({});
    expect(Date.parse(mark)).toBeLessThanOrEqual(Date.now());
    expect((await list({ since: mark })).data).toEqual([]);
    const changed = activePhones.at(-1)!;
    await t.db
      .updateTable('scam_entities')
      .set({ scammer_name: 'Fake KYC desk', changed_at: new Date(Date.parse(mark) + 1).toISOString() })
      .where('phone', '=', changed)
      .execute();
    expect((await list({ since: mark })).data.map((i) => [i.phone, i.scammerName])).toEqual([
      [changed, 'Fake KYC desk'],
    ]);
  });
});

describe('a blocklist page longer than the serializer writes at once', () => {
  it('holds the same numbers, in the same order, as small pages', async () => {
    const reporter = await createUser(t.db);
    // Each number in its own minute and some in Hindi, so order and encoding both show.
    for (let i = 0; i < ITEMS_PER_CHUNK + 30; i += 1) {
      const { entity } = await createReportedEntity(t.db, {
        reporterId: reporter.id,
        status: 'ACTIVE',
        createdAt: isoBefore((400 - i) * MINUTE_MS),
      });
      if (i % 4 === 0) {
        await t.db
          .updateTable('scam_entities')
          .set({ scammer_name: `राहुल "KYC" ${i}` })
          .where('id', '=', entity.id)
          .execute();
      }
    }
    const small = (await allPages({ size: 40 })).flat();
    const whole = await list({ size: 1000 });
    expect(whole.data.length).toBeGreaterThan(ITEMS_PER_CHUNK);
    expect(whole.data).toEqual(small);
    expect(whole.data.filter((item) => item.scammerName?.startsWith('राहुल')).length).toBeGreaterThan(30);
  });
});
