// A queue page reads the (status, created_at, id) index of migration 0013 in its order: without id
// in the index, each candidate row was fetched from the table for its id (the "not reported by this
// validator" test needs it) and ties were sorted in a temporary b-tree (a page at offset 50,000 took
// 383-560 ms at 1M entities, 172 ms with it).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sqlitePlanOf } from '../../test/query-plan.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import { queuePageQuery } from './moderation.repository.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t.drop());

it('a deep queue page reads scam_entities_status_created_id in order (SQLite)', () => {
  const plan = sqlitePlanOf(t.db, queuePageQuery(t.db, ['own-1', 'own-2'], { page: 500, size: 10 }).compile());
  if (plan === undefined) return; // PostgreSQL
  expect(plan).toContain('USING INDEX scam_entities_status_created_id');
  expect(plan).not.toContain('TEMP B-TREE');
});
