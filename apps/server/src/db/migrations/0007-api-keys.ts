// Partner API keys (API.md "Open data, partner keys and complaint export"): only the SHA-256 of a
// key is kept; a key's own per-minute limit; its use count and last use, added in batches
// (http/partner-keys.ts). Works the same on SQLite and PostgreSQL.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    // Hex SHA-256 of the whole key; the key itself is printed once and never stored.
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    // The key's first characters (`sk_AbC1`), so an operator can tell keys apart in the list.
    .addColumn('key_prefix', 'text', (c) => c.notNull())
    .addColumn('per_minute', 'integer', (c) => c.notNull())
    .addColumn('use_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  // One live key per name (revoke works by name); a revoked name may be given a new key.
  await db.schema
    .createIndex('api_keys_one_live_name')
    .on('api_keys')
    .column('name')
    .unique()
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_keys').execute();
}
