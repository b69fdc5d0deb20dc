// The validators' queue: PENDING entities by their first report, oldest first, leaving out the
// ones the validator reported (they may not moderate those).
import type { ScammerWithReports } from '@satark/shared/api-types';
import { sql, type ExpressionBuilder, type RawBuilder, type Selectable } from 'kysely';
import { postgresPoolOf, type Db } from '../../db/database.js';
import { readPrepared } from '../../db/postgres-prepared.js';
import type { Database, ScamEntitiesTable } from '../../db/schema.js';
import { readOffThread, type SqliteReaderThread } from '../../db/sqlite-reader-thread.js';
import { entryRowsAsJson, listEntriesOfEntities, reportsOfEntity, toRecord } from '../scam-reports/index.js';

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
 * SQLite: one page of the queue without the entities in `ownIds`, in the order of the (status,
 * created_at, id) index (migration 0013), which holds the id the test needs. A `not exists` on the
 * validator's entries instead probed them for every row the offset skips: 4.6 ms a page near page
 * 500 at 1M entities, 0.6 ms with their ids given (SQLite reads a JSON array of them, one statement
 * whatever their number). The size is a literal, as in the lists (listEntityPage): a bound LIMIT is
 * planned again on every run.
 */
export function queuePageQuery(db: Db, ownIds: readonly string[], page: { page: number; size: number }) {
  let pending = db.selectFrom('scam_entities').where('status', '=', 'PENDING');
  if (ownIds.length > 0)
    pending = pending.where(
      sql<boolean>`scam_entities.id not in (select value from json_each(${JSON.stringify(ownIds)}))`,
    );
  return pending
    .selectAll()
    .select(verifierName)
    .orderBy('created_at', 'asc')
    .orderBy('id')
    .limit(sql.lit(page.size))
    .offset((page.page - 1) * page.size);
}

const verifierName = (eb: ExpressionBuilder<Database, 'scam_entities'>) =>
  eb
    .selectFrom('users')
    .select('users.name')
    .whereRef('users.id', '=', 'scam_entities.verifier_id')
    .as('verifier_name');

type QueueRow = Selectable<ScamEntitiesTable> & { verifier_name: string | null; entries: ReportEntryRows };
type ReportEntryRows = Parameters<typeof reportsOfEntity>[1];

/**
 * PostgreSQL: the validator's own PENDING entities, the page without them and each entity's entries
 * in one statement, sent as a named prepared statement (readPrepared): one round trip where there
 * were three, each parsed and planned again (~0.7 ms of PostgreSQL's CPU each at 1M entities). The
 * page's ids come from the index alone, then their rows: selecting the rows at once fetched every
 * row the offset skips from the table (up to 5,000 for a page ≤ 500 of 10). The own entities'
 * count comes along for the total; the rows, with their entries, as one JSON array.
 */
export function postgresQueueQuery(db: Db, validatorId: string, page: { page: number; size: number }) {
  const pageIds = db
    .selectFrom('scam_entities')
    .select('id')
    .where('status', '=', 'PENDING')
    .where(sql<boolean>`scam_entities.id not in (select id from own)`)
    .orderBy('created_at', 'asc')
    .orderBy('id')
    .limit(sql.lit(page.size))
    .offset((page.page - 1) * page.size);
  const rows = db
    .selectFrom('scam_entities')
    .selectAll()
    .select(verifierName)
    .select(entryRowsAsJson(db, sql.ref<string>('scam_entities.id')).as('entries'))
    .where('id', 'in', pageIds);
  const pageAsJson: RawBuilder<QueueRow[]> =
    sql`coalesce((select json_agg(page order by page.created_at, page.id) from (${rows}) as page), '[]')`;
  return db
    .with('own', () => ownPendingQuery(db, validatorId))
    .selectNoFrom([sql<string>`(select count(*) from own)`.as('own_count'), pageAsJson.as('page')]);
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
 * One page of the queue and its total: on PostgreSQL in one statement (postgresQueueQuery); on
 * SQLite in three reads on its reader thread when there is one, since a deep page grows with the
 * backlog and every other request would wait for it.
 */
export async function listQueue(
  db: Db,
  reader: SqliteReaderThread | null,
  validatorId: string,
  page: { page: number; size: number },
  pendingCount: () => Promise<number>,
): Promise<{ total: number; data: ScammerWithReports[] }> {
  if (postgresPoolOf(db)) {
    const [[read], pending] = await Promise.all([
      readPrepared(db, postgresQueueQuery(db, validatorId, page).compile()),
      pendingCount(),
    ]);
    return {
      total: Math.max(0, pending - Number(read!.own_count)),
      data: read!.page.map((row) => Object.assign(toRecord(row), { reports: reportsOfEntity(row, row.entries) })),
    };
  }
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
