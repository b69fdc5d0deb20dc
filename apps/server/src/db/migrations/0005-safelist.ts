// The safelist (API.md "Answers beyond the database"): identifiers published by their owners.
// `removed_at` keeps an operator's removal, so the seed does not bring the entry back from the data
// file. The check holds the list in memory and reloads it when `safelist_version` in settings moves.
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const binaryText = (db: Kysely<unknown>) =>
  db.getExecutor().adapter instanceof PostgresAdapter ? sql`text collate "C"` : sql`text`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('safelist')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('value', binaryText(db), (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('keywords', 'text')
    .addColumn('removed_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('safelist_pk', ['type', 'value'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('safelist').execute();
}
