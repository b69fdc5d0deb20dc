// The check's lookup must search the (type, unique_id) index whatever SQLite knows of the data: its
// statement is planned once, and on a database that started empty the planner's own choice was a
// scan of all the entities of a type and status, which grew with every report.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteConnectionOf } from '../../db/database.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import { checkLookupSql } from './scam-reports.repository.js';

describe('the check lookup plan (SQLite)', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => t.drop());

  it.each([1, 2, 5])('searches scam_entities_type_unique for %i keys on a database without statistics', (keys) => {
    const sqlite = sqliteConnectionOf(t.db);
    if (!sqlite) return; // PostgreSQL: its own query, planned per execution
    const parameters = Array.from({ length: keys }, (_, i) => ['number', `+9198765432${i}0`]).flat();
    const plan = sqlite
      .prepare(`explain query plan ${checkLookupSql(keys)}`)
      .all(...parameters)
      .map((row) => (row as { detail: string }).detail);
    expect(plan[0]).toMatch(/^SEARCH scam_entities USING INDEX scam_entities_type_unique \(type=\? AND unique_id=\?\)/);
  });
});
