// databaseWriteVersion: the token stats and articles keep their whole answers under (SQLite).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from './database.js';
import { databaseWriteVersion } from './data-versions.js';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../test/test-app.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => test.drop());

const setMessage = (db: Db, value: string) =>
  db.updateTable('settings').set({ value }).where('key', '=', 'msgHeader').execute();

describe.skipIf(usingPostgres())('databaseWriteVersion (SQLite)', () => {
  it('stays while nothing is written and moves with every write of this connection', async () => {
    const { db } = test;
    await db
      .insertInto('settings')
      .values({ key: 'msgHeader', value: 'one', updated_at: '2026-01-01T00:00:00.000Z' })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: 'one' }))
      .execute();
    const first = databaseWriteVersion(db);
    expect(first).not.toBeNull();
    await db.selectFrom('settings').selectAll().execute();
    expect(databaseWriteVersion(db)).toBe(first);
    // The same timestamp, no timestamp written at all: still a new version.
    await setMessage(db, 'two');
    const second = databaseWriteVersion(db);
    expect(second).not.toBe(first);
    await setMessage(db, 'one');
    expect(databaseWriteVersion(db)).not.toBe(second);
  });

  it('moves when another connection (another process, the admin command) commits', async () => {
    const before = databaseWriteVersion(test.db);
    const other = createDatabase(test.database);
    try {
      await setMessage(other, 'from elsewhere');
    } finally {
      await other.destroy();
    }
    expect(databaseWriteVersion(test.db)).not.toBe(before);
  });

  it('is null while a transaction is open on the connection', async () => {
    await test.db.transaction().execute(async (trx) => {
      await setMessage(trx, 'in a transaction');
      expect(databaseWriteVersion(test.db)).toBeNull();
    });
    expect(databaseWriteVersion(test.db)).not.toBeNull();
  });
});

describe.runIf(usingPostgres())('databaseWriteVersion (PostgreSQL)', () => {
  it('is null: callers compute their answer on every request', () => {
    expect(databaseWriteVersion(test.db)).toBeNull();
  });
});
