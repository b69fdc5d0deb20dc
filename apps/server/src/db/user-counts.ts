// The users-count rule of API.md, read by both /auth/users-count and the stats call.
import type { Db } from './database.js';
import { readOffThread, type SqliteReaderThread } from './sqlite-reader-thread.js';

/**
 * Accounts people can sign in to: verified and not deleted (index users(is_verified, status)). An
 * index count that grows with the accounts (~4 ms at 100,000): on the reader thread when given one.
 */
export async function countVerifiedUsers(db: Db, reader: SqliteReaderThread | null = null): Promise<number> {
  const query = db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('is_verified', '=', 1)
    .where('status', '!=', 'DELETED');
  const [row] = await readOffThread(db, reader, query.compile());
  return Number(row?.count ?? 0);
}
