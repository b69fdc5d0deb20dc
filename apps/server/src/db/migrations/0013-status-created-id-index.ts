// The validators' queue (PENDING, oldest first) and the open-data export (ACTIVE, keyset after the
// last row) both read entities of one status in (created_at, id) order. The index held
// (status, created_at) only, so each candidate row was fetched from the table for its id (the
// queue's "not reported by this validator" test needs it) and ties were sorted in a temporary
// b-tree. With id in the index a deep queue page skips index entries only: offset 50,000 at 1M
// entities 383-560 ms -> 172 ms, offset 5,000 104 -> 22 ms; the export's batch is one range read.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('scam_entities_status_created_id')
    .on('scam_entities')
    .columns(['status', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('scam_entities_status_created').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('scam_entities_status_created')
    .on('scam_entities')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.dropIndex('scam_entities_status_created_id').execute();
}
