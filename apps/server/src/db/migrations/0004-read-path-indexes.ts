// The "most reported" list orders by report_count, then last_reported_at, across two or three
// statuses: an index in exactly that order lets it read the first page instead of sorting them all.
// users(updated_at) makes "has any account changed?" an index read (db/data-versions.ts).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('scam_entities_count_last')
    .on('scam_entities')
    .columns(['report_count', 'last_reported_at'])
    .execute();
  await db.schema.createIndex('users_updated').on('users').column('updated_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_updated').execute();
  await db.schema.dropIndex('scam_entities_count_last').execute();
}
