// The validators' queue: PENDING entities by their first report, oldest first, leaving out the
// ones the validator reported (they may not moderate those).
import type { ScammerWithReports } from '@satark/shared/api-types';
import { sql } from 'kysely';
import { sqliteConnectionOf, type Db } from '../../db/database.js';
import { readOffThread, type SqliteReaderThread } from '../../db/sqlite-reader-thread.js';
import { listEntriesOfEntities, toRecord } from '../scam-reports/index.js';

/**
 * The PENDING entities the validator reported, left out of their queue: their own entries, a short
 * index range. Counting "PENDING and not reported by them" instead probed the entries once per
 * PENDING entity (1.1 s for 300,000 at 1M entities).
 */
function ownPendingQuery(db: Db, validatorId: string) {
  return db
    .selectFrom('report_entries')
    .innerJoin('scam_entities', 'scam_entities.id', 'report_entries.entity_id')
    .select('scam_entities.id')
    .where('report_entries.reporter_id', '=', validatorId)
    .where('scam_entities.status', '=', 'PENDING');
}

/**
 * One page of the queue without the entities in `ownIds`, in the order of the (status, created_at,
 * id) index (migration 0013), which holds the id the test needs. A `not exists` on the validator's
 * entries instead probed them for every row the offset skips: 4.6 ms a page near page 500 at 1M
 * entities, 0.6 ms with their ids given (SQLite reads a JSON array of them, one statement whatever
 * their number).
 */
export function queuePageQuery(db: Db, ownIds: readonly string[], page: { page: number; size: number }) {
  const skipped = (page.page - 1) * page.size;
  const withColumns = (query: ReturnType<typeof pendingNotOwn>) =>
    query
      .selectAll()
      .select((eb) =>
        eb
          .selectFrom('users')
          .select('users.name')
          .whereRef('users.id', '=', 'scam_entities.verifier_id')
          .as('verifier_name'),
      )
      .orderBy('created_at', 'asc')
      .orderBy('id');
  // The size as a literal, as in the lists (listEntityPage): a bound LIMIT is planned again on every run.
  if (sqliteConnectionOf(db) || skipped < DEFER_ROWS_FROM_SKIPPED)
    return withColumns(pendingNotOwn(db, ownIds)).limit(sql.lit(page.size)).offset(skipped);
  // PostgreSQL: the page's ids from the index alone, then their rows; selecting the rows at once
  // fetched every row the offset skips from the table (up to 5,000 for a page ≤ 500 of 10).
  const ids = pendingNotOwn(db, ownIds)
    .select('id')
    .orderBy('created_at', 'asc')
    .orderBy('id')
    .limit(sql.lit(page.size))
    .offset(skipped);
  return withColumns(db.selectFrom('scam_entities').where('id', 'in', ids));
}

/** From how many rows skipped a PostgreSQL queue page reads its ids first (queuePageQuery). */
const DEFER_ROWS_FROM_SKIPPED = 100;

/** The PENDING entities but those in `ownIds` (the validator's own). */
function pendingNotOwn(db: Db, ownIds: readonly string[]) {
  const pending = db.selectFrom('scam_entities').where('status', '=', 'PENDING');
  if (ownIds.length === 0) return pending;
  return pending.where(
    sqliteConnectionOf(db)
      ? sql<boolean>`scam_entities.id not in (select value from json_each(${JSON.stringify(ownIds)}))`
      : sql<boolean>`scam_entities.id <> all(${[...ownIds]})`,
  );
}

/**
 * How many entities are PENDING: one index range, but ~300,000 entries long at 1M entities (27 ms
 * on SQLite), so the route keeps it per entities version (`countPendingKept` in moderation.routes.ts).
 */
export async function countPending(db: Db, reader: SqliteReaderThread | null): Promise<number> {
  const query = db
    .selectFrom('scam_entities')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'PENDING');
  const [row] = await readOffThread(db, reader, query.compile());
  return Number(row?.n ?? 0);
}

/**
 * One page of the queue and its total, read on SQLite's reader thread when there is one: a deep
 * page grows with the backlog, and every other request would wait for it.
 */
export async function listQueue(
  db: Db,
  reader: SqliteReaderThread | null,
  validatorId: string,
  page: { page: number; size: number },
  pendingCount: () => Promise<number>,
): Promise<{ total: number; data: ScammerWithReports[] }> {
  const [own, pending] = await Promise.all([
    readOffThread(db, reader, ownPendingQuery(db, validatorId).compile()),
    pendingCount(),
  ]);
  const ownIds = own.map((row) => row.id);
  const rows = await readOffThread(db, reader, queuePageQuery(db, ownIds, page).compile());
  const entries = await listEntriesOfEntities(db, reader, rows);
  // Object.assign, not a spread then `reports`: see findEntityDetail.
  const data = rows.map((row) => Object.assign(toRecord(row), { reports: entries.get(row.id) ?? [] }));
  return { total: Math.max(0, pending - ownIds.length), data };
}
