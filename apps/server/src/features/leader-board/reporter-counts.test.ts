// The per-reporter counts the leader board reads are kept by triggers (migration 0004): every
// status change and entry change moves them, whichever code path makes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillReporterCounts } from '../../db/migrations/0004-reporter-counts.js';
import { isoBefore } from '../../lib/ids.js';
import { createReportedEntity, createUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('reporter counts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const counts = async () => ({
    totals: await t.db
      .selectFrom('reporter_totals')
      .select(['user_id', 'entries'])
      .where('entries', '>', 0)
      .orderBy('user_id')
      .execute(),
    daily: await t.db
      .selectFrom('reporter_daily_counts')
      .select(['user_id', 'day', 'entries'])
      .where('entries', '>', 0)
      .orderBy('user_id')
      .orderBy('day')
      .execute(),
  });

  it('follow rejection, reopening and removed entries, and equal a backfill from scratch', async () => {
    const asha = await createUser(t.db, { name: 'Asha' });
    const ravi = await createUser(t.db, { name: 'Ravi' });
    const at = isoBefore(3 * DAY_MS);
    const { entity } = await createReportedEntity(t.db, { reporterId: asha.id, createdAt: at });
    await t.db
      .insertInto('report_entries')
      .values({ id: 'e2', entity_id: entity.id, reporter_id: ravi.id, detail: '', article_slug: null, created_at: at })
      .execute();
    await createReportedEntity(t.db, { reporterId: ravi.id, status: 'REJECTED' });
    const entries = async (userId: string) =>
      (await t.db.selectFrom('reporter_totals').select('entries').where('user_id', '=', userId).executeTakeFirst())
        ?.entries ?? 0;
    expect([await entries(asha.id), await entries(ravi.id)]).toEqual([1, 1]);
    expect((await counts()).daily).toEqual([
      ...[asha.id, ravi.id].sort().map((user_id) => ({ user_id, day: at.slice(0, 10), entries: 1 })),
    ]);

    await t.db.updateTable('scam_entities').set({ status: 'REJECTED' }).where('id', '=', entity.id).execute();
    expect([await entries(asha.id), await entries(ravi.id)]).toEqual([0, 0]);
    expect((await counts()).daily).toEqual([]);

    await t.db.updateTable('scam_entities').set({ status: 'PENDING' }).where('id', '=', entity.id).execute();
    expect([await entries(asha.id), await entries(ravi.id)]).toEqual([1, 1]);
    // Verifying leaves the counts alone: ACTIVE and PENDING both count.
    await t.db.updateTable('scam_entities').set({ status: 'ACTIVE' }).where('id', '=', entity.id).execute();
    expect([await entries(asha.id), await entries(ravi.id)]).toEqual([1, 1]);

    await t.db.deleteFrom('report_entries').where('id', '=', 'e2').execute();
    expect([await entries(asha.id), await entries(ravi.id)]).toEqual([1, 0]);

    const kept = await counts();
    await backfillReporterCounts(t.db);
    expect(await counts()).toEqual(kept);
  });
});
