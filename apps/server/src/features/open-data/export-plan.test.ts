// An export batch is one range read of the (status, created_at, id) index of migration 0013, in its
// order; with (status, created_at) only, every batch sorted its ties in a temporary b-tree.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sqlitePlanOf } from '../../test/query-plan.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import { activeBatchQuery } from './open-data.repository.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t.drop());

it.each([
  ['the first batch', undefined],
  ['a later batch', { createdAt: '2026-11-01T00:00:00.000Z', id: 'some-id' }],
])('%s reads scam_entities_status_created_id in order (SQLite)', (_name, after) => {
  const plan = sqlitePlanOf(t.db, activeBatchQuery(t.db, after, 1000).compile());
  if (plan === undefined) return; // PostgreSQL
  expect(plan).toContain('USING INDEX scam_entities_status_created_id');
  expect(plan).not.toContain('TEMP B-TREE');
});
