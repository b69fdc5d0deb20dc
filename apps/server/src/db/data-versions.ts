// Cheap "has anything changed?" reads for VersionedCache: each is the newest time in an index, so
// O(log n) however large the table grows.
import type { Db } from './database.js';

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
