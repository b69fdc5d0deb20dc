// Scam entities, report entries, proof files and learn articles. Counts shown on lists
// (report_count, last_reported_at) live on the entity row and are kept up to date on every report,
// so the check and the lists never count rows per request.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Identifier columns compare byte by byte on both engines (SQLite's default), so the list search's
 * prefix ranges (`>= p and < p || U+FFFF`) use the index correctly whatever the database's locale.
 */
const binaryText = (db: Kysely<unknown>) =>
  db.getExecutor().adapter instanceof PostgresAdapter ? sql`text collate "C"` : sql`text`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scam_entities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('unique_id', binaryText(db), (c) => c.notNull())
    .addColumn('scammer_id', binaryText(db), (c) => c.notNull())
    // E.164 when the identifier is a phone (type number, or an SMS sender that is a phone): the
    // mobile apps' blocklist reads these.
    .addColumn('phone', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('report_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_reported_at', 'text')
    .addColumn('scammer_name', 'text')
    .addColumn('reject_reason', 'text')
    .addColumn('first_reporter_id', 'text', (c) => c.references('users.id'))
    .addColumn('verifier_id', 'text', (c) => c.references('users.id'))
    .addColumn('moderated_at', 'text')
    // Moves whenever anything the blocklist shows changes (status, count, name): `since` deltas.
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('scam_entities_type_unique')
    .on('scam_entities')
    .columns(['type', 'unique_id'])
    .unique()
    .execute();
  await db.schema.createIndex('scam_entities_unique_id').on('scam_entities').column('unique_id').execute();
  await db.schema.createIndex('scam_entities_scammer_id').on('scam_entities').column('scammer_id').execute();
  await db.schema
    .createIndex('scam_entities_status_last')
    .on('scam_entities')
    .columns(['status', 'last_reported_at'])
    .execute();
  await db.schema
    .createIndex('scam_entities_status_count')
    .on('scam_entities')
    .columns(['status', 'report_count'])
    .execute();
  await db.schema
    .createIndex('scam_entities_type_status_last')
    .on('scam_entities')
    .columns(['type', 'status', 'last_reported_at'])
    .execute();
  await db.schema.createIndex('scam_entities_last').on('scam_entities').column('last_reported_at').execute();
  await db.schema
    .createIndex('scam_entities_phone_changed')
    .on('scam_entities')
    .columns(['phone', 'changed_at'])
    .execute();
  await db.schema.createIndex('scam_entities_changed').on('scam_entities').columns(['changed_at', 'id']).execute();

  await db.schema
    .createTable('articles')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('link', 'text')
    .addColumn('featured_image_url', 'text')
    .addColumn('author_name', 'text')
    .addColumn('author_avatar_url', 'text')
    .addColumn('category_name', 'text')
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('base_trending_score', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('trending_score', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('total_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('articles_published_trending')
    .on('articles')
    .columns(['published', 'trending_score'])
    .execute();

  await db.schema
    .createTable('report_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('entity_id', 'text', (c) => c.notNull().references('scam_entities.id'))
    .addColumn('reporter_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('article_slug', 'text', (c) => c.references('articles.slug'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('report_entries_entity_reporter')
    .on('report_entries')
    .columns(['entity_id', 'reporter_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('report_entries_reporter_created')
    .on('report_entries')
    .columns(['reporter_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('report_entries_created')
    .on('report_entries')
    .columns(['created_at', 'reporter_id'])
    .execute();
  await db.schema
    .createIndex('report_entries_article_created')
    .on('report_entries')
    .columns(['article_slug', 'created_at'])
    .execute();

  await db.schema
    .createTable('proof_files')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('entry_id', 'text', (c) => c.notNull().references('report_entries.id'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('download_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('proof_files_entry').on('proof_files').column('entry_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['proof_files', 'report_entries', 'articles', 'scam_entities']) {
    await db.schema.dropTable(table).execute();
  }
}
