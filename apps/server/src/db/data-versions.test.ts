// databaseWriteVersion: the token stats and articles keep their whole answers under (SQLite).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase, type Db } from './database.js';
import { databaseWriteVersion, entitiesVersion, OTHER_CONNECTIONS_CHECK_MS, usersVersion } from './data-versions.js';
import { createReportedEntity, createUser } from '../test/factories.js';
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

  describe('another connection (another process, the admin command)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('moves within OTHER_CONNECTIONS_CHECK_MS of its commit, not on every call', async () => {
      vi.useFakeTimers({ toFake: ['performance'] });
      // A connection of its own, first asked under the fake clock.
      const reading = createDatabase(test.database);
      const writing = createDatabase(test.database);
      try {
        const before = databaseWriteVersion(reading);
        await setMessage(writing, 'from elsewhere');
        expect(databaseWriteVersion(reading)).toBe(before);
        vi.advanceTimersByTime(OTHER_CONNECTIONS_CHECK_MS - 1);
        expect(databaseWriteVersion(reading)).toBe(before);
        vi.advanceTimersByTime(1);
        const after = databaseWriteVersion(reading);
        expect(after).not.toBe(before);
        // Its own writes still move it at once.
        await setMessage(reading, 'from here');
        expect(databaseWriteVersion(reading)).not.toBe(after);
      } finally {
        await reading.destroy();
        await writing.destroy();
      }
    });
  });

  it('keeps the newest times (entitiesVersion, usersVersion) until the next write', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const reading = createDatabase(test.database);
    const writing = createDatabase(test.database);
    try {
      const reporter = await createUser(writing);
      const before = await entitiesVersion(reading);
      const usersBefore = await usersVersion(reading);
      // Written elsewhere: not read again until the write version looks at other connections.
      await createReportedEntity(writing, { reporterId: reporter.id, createdAt: '2099-01-01T00:00:00.000Z' });
      expect(await entitiesVersion(reading)).toBe(before);
      vi.advanceTimersByTime(OTHER_CONNECTIONS_CHECK_MS);
      expect(await entitiesVersion(reading)).toBe('2099-01-01T00:00:00.000Z');
      // Written here: read again at once; each newest time is kept on its own.
      await createReportedEntity(reading, { reporterId: reporter.id, createdAt: '2099-01-02T00:00:00.000Z' });
      expect(await entitiesVersion(reading)).toBe('2099-01-02T00:00:00.000Z');
      expect(await usersVersion(reading)).toBe(usersBefore);
    } finally {
      await reading.destroy();
      await writing.destroy();
    }
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
