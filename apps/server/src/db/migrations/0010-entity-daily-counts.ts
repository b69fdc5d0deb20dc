// SQLite only: how many entities were last reported on each day in India, per type and status,
// kept exact by triggers in the same transaction as the write. A list filtered by a date window
// needs its total, and a new window (each user picks their own) was an index count over every
// entity in it (5–50 ms at 1M entities), queued on the one SQLite reader thread behind every other
// count; summing the window's days here reads at most 15 rows a day.
// PostgreSQL counts the window from its index on a pooled connection, in parallel with the rest,
// and a shared row per day would make every report transaction wait for the others: no table there.
// docs/decisions/list-totals-of-a-date-window.md.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from './engine.js';

/** The day in India (UTC+05:30, no daylight saving) of an ISO UTC time, as `YYYY-MM-DD`. */
const indiaDay = (column: string) => `date(${column}, '+330 minutes')`;

const TRIGGERS = [
  `create trigger entity_daily_counts_insert after insert on scam_entities
   when new.last_reported_at is not null
   begin
     insert into entity_daily_counts (day, type, status, entities)
       values (${indiaDay('new.last_reported_at')}, new.type, new.status, 1)
       on conflict (day, type, status) do update set entities = entities + 1;
   end`,
  `create trigger entity_daily_counts_delete after delete on scam_entities
   when old.last_reported_at is not null
   begin
     update entity_daily_counts set entities = entities - 1
       where day = ${indiaDay('old.last_reported_at')} and type = old.type and status = old.status;
   end`,
  `create trigger entity_daily_counts_update after update of last_reported_at, status, type on scam_entities
   when old.last_reported_at is not new.last_reported_at or old.status != new.status or old.type != new.type
   begin
     update entity_daily_counts set entities = entities - 1
       where old.last_reported_at is not null
         and day = ${indiaDay('old.last_reported_at')} and type = old.type and status = old.status;
     insert into entity_daily_counts (day, type, status, entities)
       select ${indiaDay('new.last_reported_at')}, new.type, new.status, 1
       where new.last_reported_at is not null
       on conflict (day, type, status) do update set entities = entities + 1;
   end`,
];

export async function createEntityDailyCountTriggers<T>(db: Kysely<T>): Promise<void> {
  if (isPostgres(db)) return;
  for (const statement of TRIGGERS) await sql.raw(statement).execute(db);
}

/** Recomputes the table from the entities (the migration's backfill; bulk loads). */
export async function backfillEntityDailyCounts<T>(db: Kysely<T>): Promise<void> {
  if (isPostgres(db)) return;
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
  if (isPostgres(db)) return;
  await db.schema
    .createTable('entity_daily_counts')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('entities', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('entity_daily_counts_pk', ['day', 'type', 'status'])
    .execute();
  await backfillEntityDailyCounts(db);
  await createEntityDailyCountTriggers(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  for (const name of ['insert', 'delete', 'update']) {
    await sql.raw(`drop trigger if exists entity_daily_counts_${name}`).execute(db);
  }
  await db.schema.dropTable('entity_daily_counts').execute();
}
