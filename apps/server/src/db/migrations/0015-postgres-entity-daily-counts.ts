// PostgreSQL's per-day entity counts, as SQLite has had since 0010-entity-daily-counts: how many
// entities were last reported on each day in India, per type and status, kept exact by a trigger
// in the same transaction as the write. A list's total sums the days of its window instead of
// counting the window's index entries (7–92 ms for 30 days at 1M entities under load; the whole
// list, recounted after every report, ~700,000 entries).
// One statement per change, its rows in key order: two transactions that move entities between the
// same two days, types or statuses in opposite directions lock the rows in the same order, so they
// wait for each other instead of deadlocking. docs/decisions/list-totals-of-a-date-window.md.
// SQLite: nothing (0010 made its table).
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './engine.js';
import { createWriteNotifyTriggers } from './0014-write-notifications.js';

/** The day in India (UTC+05:30, no daylight saving) of an ISO UTC time, as `YYYY-MM-DD`. */
const indiaDay = (column: string) =>
  `to_char((${column})::timestamptz at time zone 'UTC' + interval '330 minutes', 'YYYY-MM-DD')`;

const TRIGGER = [
  `create function entity_daily_counts_on_entity() returns trigger language plpgsql as $$
   declare
     old_day text;
     new_day text;
   begin
     if tg_op in ('UPDATE', 'DELETE') and old.last_reported_at is not null then
       old_day := ${indiaDay('old.last_reported_at')};
     end if;
     if tg_op in ('UPDATE', 'INSERT') and new.last_reported_at is not null then
       new_day := ${indiaDay('new.last_reported_at')};
     end if;
     if tg_op = 'UPDATE' and old_day is not distinct from new_day
        and old.type = new.type and old.status = new.status then
       return null;
     end if;
     insert into entity_daily_counts (day, type, status, entities)
       select c.day, c.type, c.status, c.delta
       from (values (old_day, old.type, old.status, -1), (new_day, new.type, new.status, 1))
         as c(day, type, status, delta)
       where c.day is not null
       order by c.day, c.type, c.status
       on conflict (day, type, status) do update set entities = entity_daily_counts.entities + excluded.entities;
     return null;
   end $$`,
  `create trigger entity_daily_counts after insert or delete or update of last_reported_at, status, type
   on scam_entities for each row execute function entity_daily_counts_on_entity()`,
];

export async function createPostgresEntityDailyCountTriggers<T>(db: Kysely<T>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const statement of TRIGGER) await sql.raw(statement).execute(db);
}

/** Bulk loads (bench/generate.ts) drop the trigger, load, backfill and create it again. */
export async function dropPostgresEntityDailyCountTriggers<T>(db: Kysely<T>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql.raw('drop trigger if exists entity_daily_counts on scam_entities').execute(db);
  await sql.raw('drop function if exists entity_daily_counts_on_entity()').execute(db);
}

/** Recomputes the table from the entities (the migration's backfill; bulk loads). */
export async function backfillPostgresEntityDailyCounts<T>(db: Kysely<T>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`delete from entity_daily_counts`.execute(db);
  await sql
    .raw(
      `insert into entity_daily_counts (day, type, status, entities)
       select ${indiaDay('last_reported_at')}, type, status, count(*) from scam_entities
       where last_reported_at is not null group by 1, 2, 3`,
    )
    .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await db.schema
    .createTable('entity_daily_counts')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('entities', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('entity_daily_counts_pk', ['day', 'type', 'status'])
    .execute();
  await backfillPostgresEntityDailyCounts(db);
  await createPostgresEntityDailyCountTriggers(db);
  await createWriteNotifyTriggers(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await dropPostgresEntityDailyCountTriggers(db);
  await db.schema.dropTable('entity_daily_counts').execute();
}
