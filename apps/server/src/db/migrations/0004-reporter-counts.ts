// The leader board reads small per-reporter counts instead of aggregating every report entry:
// reporter_totals (all time) and reporter_daily_counts (per UTC day, for the 30/7/1-day windows).
// Database triggers keep both exact in the same transaction as the write, whatever path writes
// (a report, a moderation, a dispute, an admin fix): an entry counts while its entity is not
// REJECTED. Also the composite indexes that let every list filter read its page in sort order.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './engine.js';

// A day bucket is the first 10 characters of an ISO time (`2026-11-22`): the UTC day.
const SQLITE_TRIGGERS = [
  // An entry on an entity that is not REJECTED counts at once.
  `create trigger reporter_counts_entry_insert after insert on report_entries
   when (select status from scam_entities where id = new.entity_id) != 'REJECTED'
   begin
     insert into reporter_daily_counts (user_id, day, entries, last_entry_at)
       values (new.reporter_id, substr(new.created_at, 1, 10), 1, new.created_at)
       on conflict (user_id, day) do update set entries = entries + 1,
         last_entry_at = max(last_entry_at, excluded.last_entry_at);
     insert into reporter_totals (user_id, entries, last_entry_at)
       values (new.reporter_id, 1, new.created_at)
       on conflict (user_id) do update set entries = entries + 1,
         last_entry_at = max(last_entry_at, excluded.last_entry_at);
   end`,
  `create trigger reporter_counts_entry_delete after delete on report_entries
   when (select status from scam_entities where id = old.entity_id) != 'REJECTED'
   begin
     update reporter_daily_counts set entries = entries - 1
       where user_id = old.reporter_id and day = substr(old.created_at, 1, 10);
     update reporter_totals set entries = entries - 1 where user_id = old.reporter_id;
   end`,
  // Rejected: its entries stop counting.
  `create trigger reporter_counts_entity_rejected after update of status on scam_entities
   when old.status != 'REJECTED' and new.status = 'REJECTED'
   begin
     update reporter_daily_counts set entries = entries - (
         select count(*) from report_entries e
         where e.entity_id = new.id and e.reporter_id = reporter_daily_counts.user_id
           and substr(e.created_at, 1, 10) = reporter_daily_counts.day)
       where (user_id, day) in (
         select reporter_id, substr(created_at, 1, 10) from report_entries where entity_id = new.id);
     update reporter_totals set entries = entries - (
         select count(*) from report_entries e
         where e.entity_id = new.id and e.reporter_id = reporter_totals.user_id)
       where user_id in (select reporter_id from report_entries where entity_id = new.id);
   end`,
  // Back from REJECTED (reported again, or a rejection undone): its entries count again.
  `create trigger reporter_counts_entity_reopened after update of status on scam_entities
   when old.status = 'REJECTED' and new.status != 'REJECTED'
   begin
     insert into reporter_daily_counts (user_id, day, entries, last_entry_at)
       select reporter_id, substr(created_at, 1, 10), count(*), max(created_at)
       from report_entries where entity_id = new.id group by 1, 2
       on conflict (user_id, day) do update set entries = entries + excluded.entries,
         last_entry_at = max(last_entry_at, excluded.last_entry_at);
     insert into reporter_totals (user_id, entries, last_entry_at)
       select reporter_id, count(*), max(created_at)
       from report_entries where entity_id = new.id group by 1
       on conflict (user_id) do update set entries = entries + excluded.entries,
         last_entry_at = max(last_entry_at, excluded.last_entry_at);
   end`,
];

const POSTGRES_TRIGGERS = [
  `create function reporter_counts_add(p_entity text, p_sign integer) returns void language sql as $$
     insert into reporter_daily_counts (user_id, day, entries, last_entry_at)
       select reporter_id, substr(created_at, 1, 10), p_sign * count(*), max(created_at)
       from report_entries where entity_id = p_entity group by 1, 2
       on conflict (user_id, day) do update set entries = reporter_daily_counts.entries + excluded.entries,
         last_entry_at = greatest(reporter_daily_counts.last_entry_at, excluded.last_entry_at);
     insert into reporter_totals (user_id, entries, last_entry_at)
       select reporter_id, p_sign * count(*), max(created_at)
       from report_entries where entity_id = p_entity group by 1
       on conflict (user_id) do update set entries = reporter_totals.entries + excluded.entries,
         last_entry_at = greatest(reporter_totals.last_entry_at, excluded.last_entry_at);
   $$`,
  `create function reporter_counts_on_entry() returns trigger language plpgsql as $$
   declare
     r report_entries%rowtype;
     sign integer;
   begin
     if tg_op = 'INSERT' then r := new; sign := 1; else r := old; sign := -1; end if;
     if (select status from scam_entities where id = r.entity_id) = 'REJECTED' then return null; end if;
     insert into reporter_daily_counts (user_id, day, entries, last_entry_at)
       values (r.reporter_id, substr(r.created_at, 1, 10), sign, r.created_at)
       on conflict (user_id, day) do update set entries = reporter_daily_counts.entries + sign,
         last_entry_at = greatest(reporter_daily_counts.last_entry_at, excluded.last_entry_at);
     insert into reporter_totals (user_id, entries, last_entry_at)
       values (r.reporter_id, sign, r.created_at)
       on conflict (user_id) do update set entries = reporter_totals.entries + sign,
         last_entry_at = greatest(reporter_totals.last_entry_at, excluded.last_entry_at);
     return null;
   end $$`,
  `create function reporter_counts_on_entity() returns trigger language plpgsql as $$
   begin
     if old.status != 'REJECTED' and new.status = 'REJECTED' then
       perform reporter_counts_add(new.id, -1);
     elsif old.status = 'REJECTED' and new.status != 'REJECTED' then
       perform reporter_counts_add(new.id, 1);
     end if;
     return null;
   end $$`,
  `create trigger reporter_counts_entry after insert or delete on report_entries
   for each row execute function reporter_counts_on_entry()`,
  `create trigger reporter_counts_entity after update of status on scam_entities
   for each row execute function reporter_counts_on_entity()`,
];

export async function createReporterCountTriggers<T>(db: Kysely<T>): Promise<void> {
  for (const statement of isPostgres(db) ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS) {
    await sql.raw(statement).execute(db);
  }
}

/** Bulk loads (bench/generate.ts) drop the triggers, load, backfill and create them again. */
export async function dropReporterCountTriggers<T>(db: Kysely<T>): Promise<void> {
  const statements = isPostgres(db)
    ? [
        'drop trigger if exists reporter_counts_entry on report_entries',
        'drop trigger if exists reporter_counts_entity on scam_entities',
        'drop function if exists reporter_counts_on_entry()',
        'drop function if exists reporter_counts_on_entity()',
        'drop function if exists reporter_counts_add(text, integer)',
      ]
    : [
        'drop trigger if exists reporter_counts_entry_insert',
        'drop trigger if exists reporter_counts_entry_delete',
        'drop trigger if exists reporter_counts_entity_rejected',
        'drop trigger if exists reporter_counts_entity_reopened',
      ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Recomputes both count tables from the entries (the migration's backfill; bulk loads). */
export async function backfillReporterCounts<T>(db: Kysely<T>): Promise<void> {
  await sql`delete from reporter_daily_counts`.execute(db);
  await sql`delete from reporter_totals`.execute(db);
  await sql`
    insert into reporter_daily_counts (user_id, day, entries, last_entry_at)
    select e.reporter_id, substr(e.created_at, 1, 10), count(*), max(e.created_at)
    from report_entries e join scam_entities s on s.id = e.entity_id
    where s.status != 'REJECTED'
    group by e.reporter_id, substr(e.created_at, 1, 10)`.execute(db);
  await sql`
    insert into reporter_totals (user_id, entries, last_entry_at)
    select user_id, sum(entries), max(last_entry_at) from reporter_daily_counts group by user_id`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reporter_daily_counts')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('entries', 'integer', (c) => c.notNull())
    .addColumn('last_entry_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('reporter_daily_counts_pk', ['user_id', 'day'])
    .execute();
  // A window reads its days in order, with everything it sums in the index.
  await db.schema
    .createIndex('reporter_daily_counts_day')
    .on('reporter_daily_counts')
    .columns(['day', 'user_id', 'entries', 'last_entry_at'])
    .execute();
  await db.schema
    .createTable('reporter_totals')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('entries', 'integer', (c) => c.notNull())
    .addColumn('last_entry_at', 'text', (c) => c.notNull())
    .execute();
  // The all-time board is the first rows of this index.
  await db.schema
    .createIndex('reporter_totals_rank')
    .on('reporter_totals')
    .columns(['entries desc', 'last_entry_at'])
    .execute();
  await backfillReporterCounts(db);
  await createReporterCountTriggers(db);

  // Lists: every (filter, order) pair reads an index in the list's order, with the id tie-break and
  // the status in the index, so a deep page skips index entries, never table rows. These replace
  // the shorter list indexes of 0002 and 0004-read-path-indexes.
  for (const name of OLD_LIST_INDEXES) await db.schema.dropIndex(name).execute();
  for (const [name, columns] of LIST_INDEXES) {
    await db.schema.createIndex(name).on('scam_entities').columns(columns).execute();
  }
}

const OLD_LIST_INDEXES = [
  'scam_entities_status_last',
  'scam_entities_status_count',
  'scam_entities_type_status_last',
  'scam_entities_last',
  'scam_entities_count_last',
];
const LIST_INDEXES: [string, string[]][] = [
  // Everyone's lists: the visible statuses are filtered inside the index.
  ['scam_entities_list_last', ['last_reported_at', 'id', 'status']],
  ['scam_entities_list_count', ['report_count', 'last_reported_at', 'id', 'status']],
  ['scam_entities_list_type_last', ['type', 'last_reported_at', 'id', 'status']],
  ['scam_entities_list_type_count', ['type', 'report_count', 'last_reported_at', 'id', 'status']],
  // A status filter (also the stats counts and the per-status sums).
  ['scam_entities_list_status_last', ['status', 'last_reported_at', 'id']],
  ['scam_entities_list_status_count', ['status', 'report_count', 'last_reported_at', 'id']],
  ['scam_entities_list_type_status_last', ['type', 'status', 'last_reported_at', 'id']],
  ['scam_entities_list_type_status_count', ['type', 'status', 'report_count', 'last_reported_at', 'id']],
];

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of LIST_INDEXES) await db.schema.dropIndex(name).execute();
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
    .createIndex('scam_entities_count_last')
    .on('scam_entities')
    .columns(['report_count', 'last_reported_at'])
    .execute();
  await dropReporterCountTriggers(db);
  await db.schema.dropTable('reporter_totals').execute();
  await db.schema.dropTable('reporter_daily_counts').execute();
}
