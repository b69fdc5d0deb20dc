// A visitor's list pages read the public list indexes (migration 0011), which hold no PENDING
// entity: the list indexes have every new report, PENDING until validated, at their top, and a
// backlog of them made every public page step over it. On PostgreSQL a list's page is planned once
// for every page (cappedPage in the repository).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql, type CompiledQuery } from 'kysely';
import { postgresPoolOf, sqliteConnectionOf } from '../../db/database.js';
import { postgresPlansOf } from '../../test/postgres-plans.js';
import { sqlitePlanOf } from '../../test/query-plan.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import { listEntityPage, sortColumns, type EntityListFilter } from './scam-reports.repository.js';

describe('the list page plans (SQLite)', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => t.drop());

  /** The plan of the statement listEntityPage runs for `filter`. */
  async function planOf(filter: EntityListFilter): Promise<string> {
    const executeQuery = vi.spyOn(t.db, 'executeQuery');
    try {
      await listEntityPage(t.db, filter, { page: 2, size: 10 });
      return sqlitePlanOf(t.db, executeQuery.mock.calls.at(-1)![0] as CompiledQuery)!;
    } finally {
      executeQuery.mockRestore();
    }
  }

  it.each([
    [{ viewer: null, order: 'last-reported' }, 'scam_entities_public_last'],
    [{ viewer: null, order: 'most-reported' }, 'scam_entities_public_count'],
    [{ viewer: null, type: 'upi', order: 'last-reported' }, 'scam_entities_public_type_last'],
    [{ viewer: null, type: 'upi', order: 'most-reported' }, 'scam_entities_public_type_count'],
    [{ viewer: null, order: 'last-reported', reportedFrom: '2026-01-01T00:00:00.000Z' }, 'scam_entities_public_last'],
  ] as [EntityListFilter, string][])('a visitor list (%o) reads %s', async (filter, index) => {
    if (!sqliteConnectionOf(t.db)) return; // PostgreSQL plans each execution on its own statistics
    const plan = await planOf(filter);
    expect(plan).toContain(`USING INDEX ${index}`);
    expect(plan).not.toContain('TEMP B-TREE');
  });

  it("a validator's list, which shows PENDING too, does not", async () => {
    if (!sqliteConnectionOf(t.db)) return;
    const plan = await planOf({ viewer: { id: 'validator', rank: 11 }, order: 'last-reported' });
    expect(plan).not.toContain('scam_entities_public');
  });
});

describe('the list page plans (PostgreSQL)', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    if (!postgresPoolOf(t.db)) return;
    // Enough entities that a tenth of the list, PostgreSQL's guess for an unknown offset, makes a
    // generic plan of `limit 10 offset $n` look dearer than planning each page anew.
    await sql`insert into scam_entities (id, type, unique_id, scammer_id, status, report_count, last_reported_at,
        changed_at, created_at)
      select lpad(n::text, 12, '0'), case when n % 3 = 0 then 'upi' else 'number' end, 'id' || n, 'id' || n,
        case when n % 10 = 0 then 'PENDING' else 'ACTIVE' end, 1 + n % 7,
        to_char(timestamp '2026-01-01' + n * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"'),
        '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'
      from generate_series(1, 20000) as n`.execute(t.db);
    await sql`analyze scam_entities`.execute(t.db);
  });
  afterAll(async () => t.drop());

  it.each([
    { viewer: null, order: 'last-reported' },
    { viewer: null, order: 'most-reported' },
    { viewer: null, type: 'upi', order: 'most-reported' },
    { viewer: { id: 'validator', rank: 11 }, status: 'ACTIVE', order: 'last-reported' },
  ] as EntityListFilter[])('a page of %o is planned once for any page, not again for each', async (filter) => {
    if (!postgresPoolOf(t.db)) return; // SQLite: a statement is planned when prepared
    const [anchor] = await listEntityPage(t.db, filter, { page: 50, size: 10 });
    const key = sortColumns(filter).map((column) => anchor![column]!);
    const plans = await postgresPlansOf(t.db, async () => {
      for (let n = 0; n < 8; n += 1) {
        await listEntityPage(t.db, filter, { page: 1 + n, size: 10 });
        await listEntityPage(t.db, filter, { page: 1, size: 10, after: { key, skip: 300 + 20 * n } });
      }
    });
    // The first pages (one text), and the anchored pages (one text), 8 runs each.
    const runs = plans!.filter((plan) => plan.custom + plan.generic === 8);
    expect(runs).toHaveLength(2);
    // Custom plans for the first five runs, then the generic plan.
    for (const plan of runs) expect(plan.generic, plan.statement).toBeGreaterThanOrEqual(3);
  });
});
