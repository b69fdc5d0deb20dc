// A visitor's list pages read the public list indexes (migration 0011), which hold no PENDING
// entity: the list indexes have every new report, PENDING until validated, at their top, and a
// backlog of them made every public page step over it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompiledQuery } from 'kysely';
import { sqliteConnectionOf } from '../../db/database.js';
import { sqlitePlanOf } from '../../test/query-plan.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import { listEntityPage, type EntityListFilter } from './scam-reports.repository.js';

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
