// Read-then-write under a lock, for counters that several requests (and several server processes)
// update at once: the OTP send limits and the login attempts of a phone. On PostgreSQL a
// transaction-scoped advisory lock per key; on SQLite a `BEGIN IMMEDIATE` transaction, which takes
// the database's single write lock before the first read (a deferred transaction would read a
// snapshot that another process may change before it writes).
import { SqliteAdapter, sql, type Kysely } from 'kysely';
import type { Db } from './database.js';
import type { Database } from './schema.js';

export async function withKeyLocks<T>(db: Db, keys: string[], work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    return db.connection().execute(async (conn) => {
      await sql`begin immediate`.execute(conn);
      try {
        const result = await work(conn);
        await sql`commit`.execute(conn);
        return result;
      } catch (error) {
        await sql`rollback`.execute(conn);
        throw error;
      }
    });
  }
  return db.transaction().execute(async (trx) => {
    // Sorted, so two requests locking the same keys never wait on each other in a circle.
    for (const key of [...new Set(keys)].sort()) {
      await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
    }
    return work(trx);
  });
}
