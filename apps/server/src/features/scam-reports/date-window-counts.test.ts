// A list's total: on SQLite summed from the per-day counts (migration 0010) plus index counts for
// part-days of a date window and for entities never reported, which must equal counting the rows,
// also after entities move, change status or go; on PostgreSQL the same from its own table
// (migration 0015).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import { createReportedEntity, createUser } from '../../test/factories.js';
import { DeepPages } from './deep-pages.js';
import { countEntitiesQuery, dailyCountQueries, type EntityListFilter } from './scam-reports.repository.js';

const HOUR = 60 * 60 * 1000;
/** Midnight of 2026-03-10 in India, in UTC. */
const INDIA_MIDNIGHT = Date.parse('2026-03-09T18:30:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('list totals from per-day counts', () => {
  let t: TestDatabase;
  let pages: DeepPages;
  let ids: string[];
  const validator = { id: 'validator', rank: 11 };

  beforeAll(async () => {
    t = await createTestDatabase();
    pages = new DeepPages(t.db, t.database);
    const user = await createUser(t.db);
    ids = [];
    // Five days in India, with rows right at and just before each midnight, where a UTC day and
    // an India day disagree.
    const offsets = [-1, 0, 1, 6 * HOUR, 18 * HOUR, 24 * HOUR - 1];
    let i = 0;
    for (let day = 0; day < 5; day += 1) {
      for (const offset of offsets) {
        const { entity } = await createReportedEntity(t.db, {
          reporterId: user.id,
          type: i % 3 === 0 ? 'upi' : 'number',
          raw: i % 3 === 0 ? `window${i}@ybl` : undefined,
          status: i % 4 === 0 ? 'PENDING' : i % 5 === 0 ? 'REJECTED' : 'ACTIVE',
          createdAt: iso(INDIA_MIDNIGHT + day * 24 * HOUR + offset),
        });
        ids.push(entity.id);
        i += 1;
      }
    }
    // Entities whose entries are all gone have no last report: in no window, but in every list.
    await t.db
      .updateTable('scam_entities')
      .set({ last_reported_at: null })
      .where('id', 'in', ids.slice(24, 27))
      .execute();
  });
  afterAll(async () => {
    await pages.close();
    await t.drop();
  });

  const bounds = [
    undefined,
    iso(INDIA_MIDNIGHT),
    iso(INDIA_MIDNIGHT + 24 * HOUR),
    iso(INDIA_MIDNIGHT + 24 * HOUR + 1),
    iso(INDIA_MIDNIGHT + 2 * 24 * HOUR - 1),
    iso(INDIA_MIDNIGHT + 2 * 24 * HOUR + 6 * HOUR),
    iso(INDIA_MIDNIGHT + 3 * 24 * HOUR),
    iso(INDIA_MIDNIGHT + 5 * 24 * HOUR + 12 * HOUR),
  ];
  const filters: EntityListFilter[] = [];
  for (const reportedFrom of bounds) {
    for (const reportedBefore of bounds) {
      for (const viewer of [null, validator]) {
        filters.push({ viewer, reportedFrom, reportedBefore, order: 'most-reported' });
      }
      filters.push({ viewer: null, reportedFrom, reportedBefore, type: 'upi', order: 'last-reported' });
      filters.push({ viewer: validator, reportedFrom, reportedBefore, status: 'PENDING', order: 'last-reported' });
    }
  }

  const counted = async (filter: EntityListFilter) =>
    Number((await countEntitiesQuery(t.db, filter).executeTakeFirst())?.total ?? 0);

  async function expectEveryWindowCounted() {
    const mismatches = [];
    let nonEmpty = 0;
    for (const filter of filters) {
      const [windowTotal, rowTotal] = await Promise.all([pages.count(filter), counted(filter)]);
      if (windowTotal !== rowTotal) mismatches.push({ filter, windowTotal, rowTotal });
      if (rowTotal > 0) nonEmpty += 1;
    }
    expect(mismatches).toEqual([]);
    // Many windows hold rows, so a sum that misses some is seen.
    expect(nonEmpty).toBeGreaterThan(filters.length / 3);
  }

  it('reads whole days from the per-day counts', () => {
    const queries = dailyCountQueries(t.db, filters[0]!);
    expect(queries?.[0]?.sql).toContain('entity_daily_counts');
    // A signed-in user also sees the PENDING entities they reported: counted from the rows.
    expect(dailyCountQueries(t.db, { ...filters[0]!, viewer: { id: 'someone', rank: 1 } })).toBeUndefined();
  });

  it('equals counting the rows for every window, viewer, type and status', async () => {
    expect(filters.length).toBeGreaterThan(200);
    await expectEveryWindowCounted();
  });

  it('still does after entities are reported again, moderated, retyped and deleted', async () => {
    const now = iso(INDIA_MIDNIGHT + 4 * 24 * HOUR + 2 * HOUR);
    await t.db.updateTable('scam_entities').set({ last_reported_at: now }).where('id', 'in', ids.slice(0, 4)).execute();
    await t.db.updateTable('scam_entities').set({ status: 'ACTIVE' }).where('id', 'in', ids.slice(4, 12)).execute();
    await t.db.updateTable('scam_entities').set({ status: 'REJECTED' }).where('id', '=', ids[13]!).execute();
    await t.db.updateTable('scam_entities').set({ type: 'upi' }).where('id', '=', ids[14]!).execute();
    // Same day, other time: the day's count must not move.
    await t.db
      .updateTable('scam_entities')
      .set({ last_reported_at: iso(INDIA_MIDNIGHT + 2 * HOUR) })
      .where('id', '=', ids[1]!)
      .execute();
    await t.db.deleteFrom('report_entries').where('entity_id', 'in', ids.slice(20, 23)).execute();
    await t.db.deleteFrom('scam_entities').where('id', 'in', ids.slice(20, 23)).execute();
    await expectEveryWindowCounted();
  });

  /** The table's rows against a count of the entities by day in India, type and status. */
  async function expectTableMatchesRecount() {
    const kept = await sql<{ day: string; type: string; status: string; entities: number }>`
      select day, type, status, entities from entity_daily_counts where entities != 0 order by 1, 2, 3`.execute(t.db);
    const indiaDay =
      t.database.kind === 'sqlite'
        ? sql`date(last_reported_at, '+330 minutes')`
        : sql`to_char(last_reported_at::timestamptz at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
    const recount = await sql<{ day: string; type: string; status: string; entities: number }>`
      select ${indiaDay} as day, type, status, count(*) as entities
      from scam_entities where last_reported_at is not null group by 1, 2, 3 order by 1, 2, 3`.execute(t.db);
    const numbers = (rows: { entities: number | string }[]) =>
      rows.map((row) => ({ ...row, entities: Number(row.entities) }));
    expect(numbers(kept.rows)).toEqual(numbers(recount.rows));
    expect(kept.rows.length).toBeGreaterThan(5);
  }

  it('matches a recount from the rows', async () => {
    await expectTableMatchesRecount();
  });

  it('stays exact when many entities change at once, each in its own transaction', async () => {
    // Reported again, moderated back and forth, between the same days and statuses in both directions.
    const moves = ids.slice(0, 20).map((id, n) => ({
      id,
      last_reported_at: iso(INDIA_MIDNIGHT + (n % 2 === 0 ? 1 : 3) * 24 * HOUR + n * 60_000),
      status: n % 3 === 0 ? 'REJECTED' : n % 3 === 1 ? 'ACTIVE' : 'PENDING',
    }));
    await Promise.all(
      [...moves, ...moves.reverse()].map((move) =>
        t.db.transaction().execute((trx) =>
          trx
            .updateTable('scam_entities')
            .set({ last_reported_at: move.last_reported_at, status: move.status as 'ACTIVE' })
            .where('id', '=', move.id)
            .execute(),
        ),
      ),
    );
    await expectTableMatchesRecount();
    await expectEveryWindowCounted();
  });
});
