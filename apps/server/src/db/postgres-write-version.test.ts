// PostgreSQL's write version (db/postgres-write-version.ts, migration 0014): it moves at once after
// this process's own writes and commits, within moments after another connection's commit, is null
// while its LISTEN connection is lost and comes back by itself; every table announces its writes.
// That the cached answers stay fresh on PostgreSQL is what stats.routes.test.ts (own writes at once,
// the admin command's on another connection), the leader board and list tests check on both
// engines. PostgreSQL only (DATABASE_URL_TEST).
// Other test files write to their own schemas in the same database and notify the same channel, so
// nothing here asserts that the version stays still, only that it moves when it must.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories.js';
import { createTestApp, usingPostgres, type TestApp } from '../test/test-app.js';
import { postgresWriteVersionOf } from './database.js';
import { databaseWriteVersion } from './data-versions.js';
import type { PostgresWriteVersion } from './postgres-write-version.js';

async function eventually<T>(read: () => T, done: (value: T) => boolean, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`not reached in ${ms} ms (last: ${String(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.runIf(usingPostgres())('the PostgreSQL write version', () => {
  let t: TestApp;
  let version: PostgresWriteVersion;
  let schema: string;
  let admin: pg.Client;

  beforeAll(async () => {
    t = await createTestApp();
    version = postgresWriteVersionOf(t.db)!;
    schema = (t.config.database as { schema: string }).schema;
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL_TEST });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await t.close();
  });

  const listening = () =>
    eventually(
      () => databaseWriteVersion(t.db),
      (v) => v !== null,
    );

  it('moves at once after an own write, and again after a commit, so nothing read in between stays kept', async () => {
    await listening();
    const before = databaseWriteVersion(t.db);
    await createUser(t.db);
    // No waiting: the next request of this process must not get an answer kept from before.
    const afterWrite = databaseWriteVersion(t.db);
    expect(afterWrite).not.toBeNull();
    expect(afterWrite).not.toBe(before);

    let insideTransaction: string | null = null;
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ name: 'Renamed in a transaction' }).where('id', '=', 'nobody').execute();
      // What a reader caches now was read without the uncommitted write: the commit must move past it.
      insideTransaction = databaseWriteVersion(t.db);
    });
    expect(insideTransaction).not.toBeNull();
    expect(databaseWriteVersion(t.db)).not.toBe(insideTransaction);
  });

  it("moves within moments after another connection's commit, heard on the LISTEN connection", async () => {
    const before = await listening();
    // Written by a plain client, not through this Db's driver: only the notification can tell.
    const client = new pg.Client({
      connectionString: process.env.DATABASE_URL_TEST,
      options: `-c search_path=${schema}`,
    });
    await client.connect();
    await client.query(`update users set name = 'Renamed elsewhere' where id = 'nobody'`);
    await client.end();
    await eventually(
      () => databaseWriteVersion(t.db),
      (v) => v !== null && v !== before,
    );
  });

  it('is null while the LISTEN connection is lost, and listens again by itself with a new token', async () => {
    const before = await listening();
    const pid = version.listenerPid;
    expect(pid).toBeGreaterThan(0);
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await eventually(
      () => databaseWriteVersion(t.db),
      (v) => v === null,
    );
    const after = await eventually(
      () => databaseWriteVersion(t.db),
      (v) => v !== null,
    );
    expect(after).not.toBe(before);
    expect(version.listenerPid).not.toBe(pid);
  });

  it('every table of the schema has its notify trigger (a new table needs createWriteNotifyTriggers)', async () => {
    const { rows: tables } = await admin.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = $1 and tablename not like 'kysely_migration%'`,
      [schema],
    );
    const { rows: triggers } = await admin.query<{ table: string }>(
      `select c.relname as table from pg_trigger g join pg_class c on c.oid = g.tgrelid
       join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and g.tgname = c.relname || '_notify_write'`,
      [schema],
    );
    expect(tables.length).toBeGreaterThan(10);
    expect(triggers.map((row) => row.table).sort()).toEqual(tables.map((row) => row.name).sort());
  });
});
