// PostgreSQL only: every write to any table, by any connection (another server process, the admin
// command, an operator's psql), sends a notification on the `satark_write` channel when it commits.
// Each server process listens and moves its write version, under which the answers cached until
// anything changes (stats, articles, the leader board, list totals) are kept, as SQLite's
// total_changes() and data_version do (db/postgres-write-version.ts,
// docs/decisions/postgres-write-version.md). Statement-level triggers: one notification a
// statement, and PostgreSQL folds the identical ones of a transaction into one. SQLite: nothing.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './engine.js';

export const WRITE_CHANNEL = 'satark_write';

/** The tables of the current schema but Kysely's own migration bookkeeping. */
async function appTables<T>(db: Kysely<T>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_tables
    where schemaname = current_schema() and tablename not like 'kysely_migration%'
    order by tablename`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * Creates the trigger on each table that has none yet. A migration that adds a table calls it
 * again; `write-notifications.test.ts` fails when a table has no trigger.
 */
export async function createWriteNotifyTriggers<T>(db: Kysely<T>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql
    .raw(
      `create or replace function notify_write() returns trigger language plpgsql as $$
       begin
         perform pg_notify('${WRITE_CHANNEL}', '');
         return null;
       end $$`,
    )
    .execute(db);
  for (const table of await appTables(db)) {
    await sql`drop trigger if exists ${sql.id(`${table}_notify_write`)} on ${sql.table(table)}`.execute(db);
    await sql`create trigger ${sql.id(`${table}_notify_write`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function notify_write()`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createWriteNotifyTriggers(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of await appTables(db)) {
    await sql`drop trigger if exists ${sql.id(`${table}_notify_write`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists notify_write()`.execute(db);
}
