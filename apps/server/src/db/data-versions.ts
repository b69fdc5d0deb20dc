// Cheap "has anything changed?" reads for VersionedCache: each is the newest time in an index, so
// O(log n) however large the table grows; and, on SQLite, one token for any write at all.
import type SQLite from 'better-sqlite3';
import { sqliteConnectionOf, type Db } from './database.js';

/** Moves when any scam entity is reported, moderated or renamed. */
export async function entitiesVersion(db: Db): Promise<string> {
  const row = await db
    .selectFrom('scam_entities')
    .select((eb) => eb.fn.max('changed_at').as('v'))
    .executeTakeFirst();
  return row?.v ?? '';
}

/** Moves when any account is created, verified, renamed or deleted. */
export async function usersVersion(db: Db): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.max('updated_at').as('v'))
    .executeTakeFirst();
  return row?.v ?? '';
}

/** Moves when any report entry is added. */
export async function entriesVersion(db: Db): Promise<string> {
  const row = await db
    .selectFrom('report_entries')
    .select((eb) => eb.fn.max('created_at').as('v'))
    .executeTakeFirst();
  return row?.v ?? '';
}

// Prepared once per connection and run directly, as the check's lookup is: not built, compiled and
// queued through Kysely on every request.
const writeVersionStatements = new WeakMap<SQLite.Database, SQLite.Statement<[], string>>();

/**
 * SQLite: a token that moves with every write to the database, whatever the table, column or
 * statement. `total_changes()` counts the rows this connection has inserted, updated or deleted;
 * `data_version` moves when any other connection commits (another server process, the admin
 * command, the planner-statistics worker). One statement that reads no table, for answers cached
 * whole until anything changes (stats, articles). Unlike a newest `updated_at`, it also moves for a
 * write that leaves the timestamps alone or lands in the same millisecond. Its cost is that of any
 * statement's read transaction in WAL mode (two fcntl calls and an fstat: ~2 µs on a quiet machine,
 * ~10 µs in the bench's profiles under load).
 *
 * null on PostgreSQL (no such cheap token: callers compute as without a cache), and while a
 * transaction is open on the connection: its writes are counted before they are committed, and a
 * read on the reader thread would not see them yet, so nothing read meanwhile is kept under them.
 */
export function databaseWriteVersion(db: Db): string | null {
  const sqlite = sqliteConnectionOf(db);
  if (!sqlite || sqlite.inTransaction) return null;
  let statement = writeVersionStatements.get(sqlite);
  if (!statement) {
    statement = sqlite
      .prepare<[], string>("select total_changes() || ' ' || data_version from pragma_data_version")
      .pluck();
    writeVersionStatements.set(sqlite, statement);
  }
  return statement.get() ?? null;
}
