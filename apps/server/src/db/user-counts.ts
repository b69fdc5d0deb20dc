// The users-count rule of API.md, read by both /auth/users-count and the stats call.
import type { Db } from './database.js';

/** Accounts people can sign in to: verified and not deleted (index users(is_verified, status)). */
export async function countVerifiedUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('is_verified', '=', 1)
    .where('status', '!=', 'DELETED')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
