// The stats call counts verified, not deleted users on every home page view: an index makes that
// an index-only count instead of a pass over the users table.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('users_verified_status').on('users').columns(['is_verified', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_verified_status').execute();
}
