// The phone blocklist's pages (10,000 numbers for the apps' first sync, then what changed since the
// last one) read their rows in (changed_at, id) order, which is no order of the table: each row was
// a read of another table page. At 1M entities a full page took 30-45 ms in SQLite, 3-5 ms of it in
// the index, on the event loop. These indexes hold every column a page returns, so a page is one
// range read: ACTIVE numbers status first (the full list), and every number by change time (since).
import { sql, type Kysely } from 'kysely';

const PAGE_COLUMNS = 'phone, report_count, last_reported_at, scammer_name';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('scam_entities_phone_blocklist').execute();
  await sql
    .raw(
      `create index scam_entities_blocklist_active on scam_entities (status, changed_at, id, ${PAGE_COLUMNS}) where phone is not null`,
    )
    .execute(db);
  await sql
    .raw(
      `create index scam_entities_blocklist_changes on scam_entities (changed_at, id, status, ${PAGE_COLUMNS}) where phone is not null`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('scam_entities_blocklist_changes').execute();
  await db.schema.dropIndex('scam_entities_blocklist_active').execute();
  await db.schema
    .createIndex('scam_entities_phone_blocklist')
    .on('scam_entities')
    .columns(['status', 'changed_at', 'id'])
    .where(sql.ref('phone'), 'is not', null)
    .execute();
}
