// Owner disputes and per-user notifications (API.md "Owner disputes", "Validators' queue and
// notifications"), plus `scam_entities.disputed`: kept on the entity row when a dispute is filed or
// decided, so the check and the lists read it without a join.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('scam_entities')
    .addColumn('disputed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The validators' queue: PENDING entities by their first report.
  await db.schema
    .createIndex('scam_entities_status_created')
    .on('scam_entities')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('disputes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('entity_id', 'text', (c) => c.notNull().references('scam_entities.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('owner_verified', 'integer', (c) => c.notNull())
    // OPEN, UPHELD or REMOVED.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('decision_note', 'text')
    .addColumn('decided_by', 'text', (c) => c.references('users.id'))
    .addColumn('decided_at', 'text')
    .addColumn('proof_key', 'text')
    .addColumn('proof_content_type', 'text')
    .addColumn('proof_size', 'integer')
    .addColumn('proof_download_name', 'text')
    .addColumn('acknowledged_at', 'text', (c) => c.notNull())
    .addColumn('due_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // One open dispute per user per entity, enforced by the database so two racing requests cannot
  // both get in. Partial unique indexes work the same on SQLite and PostgreSQL.
  await db.schema
    .createIndex('disputes_one_open')
    .on('disputes')
    .columns(['entity_id', 'user_id'])
    .unique()
    .where(sql.ref('status'), '=', 'OPEN')
    .execute();
  await db.schema.createIndex('disputes_status_created').on('disputes').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('disputes_status_due').on('disputes').columns(['status', 'due_by']).execute();
  await db.schema.createIndex('disputes_user_created').on('disputes').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('disputes_proof_key').on('disputes').column('proof_key').execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    // JSON text: the values the sentence is built from (rendered per request language).
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_user_created')
    .on('notifications')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('notifications_user_read').on('notifications').columns(['user_id', 'read_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notifications').execute();
  await db.schema.dropTable('disputes').execute();
  await db.schema.dropIndex('scam_entities_status_created').execute();
  await db.schema.alterTable('scam_entities').dropColumn('disputed').execute();
}
