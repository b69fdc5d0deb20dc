// Cheap "has anything changed?" reads for VersionedCache: each is the newest time in an index, so
// O(log n) however large the table grows; and one token for any write at all (SQLite's own
// counters, PostgreSQL's from db/postgres-write-version.ts), under which the newest times are kept
// until the next write.
import type SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { postgresWriteVersionOf, sqliteConnectionOf, type Db } from './database.js';
import type { Database } from './schema.js';

/** Moves when any scam entity is reported, moderated or renamed. */
export const entitiesVersion = (db: Db) => newestTime(db, 'scam_entities', 'changed_at');

/** Moves when any account is created, verified, renamed or deleted. */
export const usersVersion = (db: Db) => newestTime(db, 'users', 'updated_at');

/** Moves when any report entry is added. */
export const entriesVersion = (db: Db) => newestTime(db, 'report_entries', 'created_at');

/** The newest value of an indexed time column (an index read), or '' for an empty table. */
function newestTime(db: Db, table: keyof Database, column: string): Promise<string> {
  return keptUntilWrite(db, table, async () => {
    const newest = sql<{ v: string | null }>`select max(${sql.ref(column)}) as v from ${sql.table(table)}`;
    const { rows } = await newest.execute(db);
    return rows[0]?.v ?? '';
  });
}

const keptVersions = new WeakMap<Db, Map<string, { writeVersion: string; value: string }>>();

/**
 * `read()`'s value, read again only once something has been written since (databaseWriteVersion):
 * a list, the leader board or the reports count asks for a version on every request, and each read
 * was a query built by Kysely and a read transaction. Where there is no write version (an open
 * SQLite transaction, PostgreSQL while nothing listens), read every time.
 */
async function keptUntilWrite(db: Db, name: string, read: () => Promise<string>): Promise<string> {
  const writeVersion = databaseWriteVersion(db);
  if (writeVersion === null) return read();
  let kept = keptVersions.get(db);
  if (!kept) keptVersions.set(db, (kept = new Map()));
  const known = kept.get(name);
  if (known?.writeVersion === writeVersion) return known.value;
  // Read after the write version: a write in between only makes the kept value newer than its key.
  const value = await read();
  kept.set(name, { writeVersion, value });
  return value;
}

/**
 * How long a commit by another connection (another server process, the admin command) can go
 * unseen by databaseWriteVersion. This connection's own writes are seen at once.
 */
export const OTHER_CONNECTIONS_CHECK_MS = 100;

// Prepared once per connection and run directly, as the check's lookup is: not built, compiled and
// queued through Kysely on every request.
interface WriteVersionState {
  ownChanges: SQLite.Statement<[], number>;
  othersVersion: SQLite.Statement<[], number>;
  others: number;
  othersCheckedAt: number;
}
const writeVersionStates = new WeakMap<SQLite.Database, WriteVersionState>();

/**
 * SQLite: a token that moves with every write to the database, whatever the table, column or
 * statement, for answers cached whole until anything changes (stats, articles). Unlike a newest
 * `updated_at`, it also moves for a write that leaves the timestamps alone or lands in the same
 * millisecond.
 *
 * Two parts. `total_changes()` counts the rows this connection has inserted, updated or deleted: a
 * statement that reads no table, so it opens no read transaction (~0.2 µs), run on every call.
 * `data_version` moves when another connection commits; reading it opens a WAL read transaction
 * (two fcntl calls and an fstat: ~6 µs on a quiet machine, ~20 µs under the bench's load, an
 * eighth of a stats request), so it is read at most every OTHER_CONNECTIONS_CHECK_MS.
 *
 * null while a transaction is open on the connection: its writes are counted before they are
 * committed, and a read on the reader thread would not see them yet, so nothing read meanwhile is
 * kept under them.
 *
 * PostgreSQL: the token of db/postgres-write-version.ts (this process's statements and the commits
 * others announce on a LISTEN connection), null while that connection is not listening.
 */
export function databaseWriteVersion(db: Db): string | null {
  const sqlite = sqliteConnectionOf(db);
  if (!sqlite) return postgresWriteVersionOf(db)?.current() ?? null;
  if (sqlite.inTransaction) return null;
  let state = writeVersionStates.get(sqlite);
  if (!state) {
    state = {
      ownChanges: sqlite.prepare<[], number>('select total_changes()').pluck(),
      othersVersion: sqlite.prepare<[], number>('pragma data_version').pluck(),
      others: 0,
      othersCheckedAt: Number.NEGATIVE_INFINITY,
    };
    writeVersionStates.set(sqlite, state);
  }
  const now = performance.now();
  if (now - state.othersCheckedAt >= OTHER_CONNECTIONS_CHECK_MS) {
    state.others = state.othersVersion.get()!;
    state.othersCheckedAt = now;
  }
  return `${state.ownChanges.get()} ${state.others}`;
}
