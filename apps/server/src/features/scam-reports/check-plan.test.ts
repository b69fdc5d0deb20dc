// The check's lookup must search the (type, unique_id) index whatever SQLite knows of the data: its
// statement is planned once, and on a database that started empty the planner's own choice was a
// scan of all the entities of a type and status, which grew with every report. On PostgreSQL the
// lookup is a named prepared statement, parsed and planned once per connection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresPoolOf, sqliteConnectionOf } from '../../db/database.js';
import { createReportedEntity, createUser } from '../../test/factories.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import { checkLookupSql, findCheckMatches } from './scam-reports.repository.js';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t.drop());

describe('the check lookup plan (SQLite)', () => {
  it.each([1, 2, 5])('searches scam_entities_type_unique for %i keys on a database without statistics', (keys) => {
    const sqlite = sqliteConnectionOf(t.db);
    if (!sqlite) return; // PostgreSQL: below
    const parameters = Array.from({ length: keys }, (_, i) => ['number', `+9198765432${i}0`]).flat();
    const plan = sqlite
      .prepare(`explain query plan ${checkLookupSql(keys)}`)
      .all(...parameters)
      .map((row) => (row as { detail: string }).detail);
    const searches = plan.filter((detail) => detail.includes('scam_entities'));
    expect(searches).toHaveLength(keys);
    for (const search of searches) {
      expect(search).toMatch(
        /^SEARCH scam_entities USING INDEX scam_entities_type_unique \(type=\? AND unique_id=\?\)/,
      );
    }
  });
});

describe('the check lookup (PostgreSQL)', () => {
  it('is prepared once on the connection and reused, for any number of ids', async () => {
    const pool = postgresPoolOf(t.db);
    if (!pool) return; // SQLite: above
    // One check after another: the pool hands out the connection the last one gave back.
    await findCheckMatches(t.db, [{ type: 'number', uniqueIds: ['+919876543210'] }]);
    await findCheckMatches(t.db, [
      { type: 'number', uniqueIds: ['+919876543210', '+919876543211'] },
      { type: 'sms', uniqueIds: ['+919876543210'] },
    ]);
    const { rows } = await pool.query<{ name: string }>('select name from pg_prepared_statements');
    expect(rows.map((row) => row.name)).toEqual(['check-lookup']);
  });
});

describe('the check lookup, both engines', () => {
  it('answers each entity once when the same key is asked for twice', async () => {
    const reporter = await createUser(t.db);
    const phone = await createReportedEntity(t.db, { reporterId: reporter.id, raw: '9123456780', status: 'ACTIVE' });
    const upi = await createReportedEntity(t.db, { reporterId: reporter.id, type: 'upi', raw: 'twice@ybl' });
    const rows = await findCheckMatches(t.db, [
      { type: 'number', uniqueIds: ['+919123456780', '+919123456780'] },
      { type: 'upi', uniqueIds: ['twice@ybl'] },
      { type: 'number', uniqueIds: ['+919123456780'] },
      { type: 'upi', uniqueIds: ['twice@ybl', 'nobody@ybl'] },
    ]);
    expect(rows.map((row) => row.id)).toEqual([phone.entity.id, upi.entity.id]);
  });
});
