// Queries on scam entities and their report entries, and the writes of a report and of a
// moderation. Every list and check reads the counts kept on the entity row (report_count,
// last_reported_at); nothing here counts entries per request.
import {
  CompiledQuery,
  sql,
  type ExpressionBuilder,
  type RawBuilder,
  type Selectable,
  type SelectQueryBuilder,
} from 'kysely';
import {
  DETAIL_ENTRY_LIMIT,
  isValidatorRank,
  RANK_MAX,
  RANK_SCORE_PER_RANK,
  type ReportStatus,
  type ReportType,
} from '@satark/shared/constants';
import type { NormalizedIdentifier } from '@satark/shared/identifiers';
import { publicName } from '@satark/shared/public-name';
import type { ReportEntry, ScammerRecord } from '@satark/shared/api-types';
import type SQLite from 'better-sqlite3';
import DataLoader from 'dataloader';
import type pg from 'pg';
import { objectRows, postgresPoolOf, sqliteConnectionOf, type Db, type ObjectRowStatement } from '../../db/database.js';
import { readPrepared } from '../../db/postgres-prepared.js';
import { bindStandIns, standIn } from '../../db/stand-ins.js';
import { readOffThread, type SqliteReaderThread } from '../../db/sqlite-reader-thread.js';
import { NOT_READ, sqliteReadsTogether } from '../../db/sqlite-reads-together.js';
import type { Database, ScamEntitiesTable, UserRow } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { entityKeysInTransaction, type EntityKeys } from './entity-key-filter.js';

type EntityRow = Selectable<ScamEntitiesTable>;

/** Who is looking: visibility of PENDING entities depends on it (API.md "Visibility"). */
export type Viewer = Pick<UserRow, 'id' | 'rank'> | null;

/**
 * The entity columns a record shows (toRecord). A list reads these alone: every column a row brings
 * is decoded into a JavaScript string, and the six others (ids of people, timestamps) took a page of
 * ten rows from ~46 to ~82 µs in a loop on 1M entities.
 */
export const RECORD_COLUMNS = [
  'id',
  'scammer_id',
  'unique_id',
  'type',
  'status',
  'disputed',
  'last_reported_at',
  'report_count',
  'scammer_name',
  'reject_reason',
] as const;
export type RecordRow = Pick<EntityRow, (typeof RECORD_COLUMNS)[number]>;

export function toRecord(row: RecordRow): ScammerRecord {
  return {
    id: row.id,
    scammerId: row.scammer_id,
    uniqueId: row.unique_id,
    type: row.type,
    status: row.status,
    disputed: Number(row.disputed) === 1,
    lastReportedAt: row.last_reported_at,
    reportCount: Number(row.report_count),
    json: { scammerName: row.scammer_name, rejectReason: row.reject_reason },
  };
}

const reportedBy = (eb: ExpressionBuilder<Database, 'scam_entities'>, userId: string) =>
  eb.exists(
    eb
      .selectFrom('report_entries')
      .select(sql.lit(1).as('one'))
      .whereRef('report_entries.entity_id', '=', 'scam_entities.id')
      .where('report_entries.reporter_id', '=', userId),
  );

/**
 * ACTIVE and REJECTED for everyone; PENDING too for validators and for the users who reported it.
 * The public statuses are literals, as in the public list indexes' condition (migration 0011): a
 * partial index serves only a query whose own condition is the same text.
 */
const visibleTo = (eb: ExpressionBuilder<Database, 'scam_entities'>, viewer: Viewer) => {
  if (viewer && isValidatorRank(viewer.rank)) return sql<boolean>`1 = 1`;
  const publicStatus = sql<boolean>`${sql.ref('scam_entities.status')} in ('ACTIVE', 'REJECTED')`;
  return viewer ? eb.or([publicStatus, reportedBy(eb, viewer.id)]) : publicStatus;
};

export interface Lookup {
  type: ReportType;
  uniqueIds: string[];
}

/**
 * The check: ACTIVE and PENDING entities whose (type, unique_id) is one of `lookups`, in one indexed
 * query. ACTIVE first, then the most reported.
 */
export async function findCheckMatches(db: Db, lookups: Lookup[]): Promise<CheckRow[]> {
  const groups = lookups
    .filter((lookup) => lookup.uniqueIds.length > 0)
    .map((lookup) => ({ type: lookup.type, uniqueIds: [...new Set(lookup.uniqueIds)] }));
  if (groups.length === 0) return [];
  const sqlite = sqliteConnectionOf(db);
  if (sqlite) {
    // Each key once: the statement answers each key with its own lookup (`union all`).
    const seen = new Set<string>();
    const keys: string[] = [];
    for (const { type, uniqueIds } of groups) {
      for (const uniqueId of uniqueIds) {
        const key = `${type} ${uniqueId}`;
        if (seen.has(key)) continue;
        seen.add(key);
        keys.push(type, uniqueId);
      }
    }
    const rows = await sqliteCheckLoader(sqlite).load(keys);
    if (rows !== NOT_READ) return rows;
    // A transaction was open on the connection: Kysely waits for it, so nothing uncommitted is shown.
    return (await db.executeQuery<CheckRow>(CompiledQuery.raw(checkLookupSql(keys.length / 2), keys))).rows;
  }
  // PostgreSQL planned the same lookup written as an OR of (type, unique_id) groups in ~1.2 ms
  // (0.2 ms for a plain `unique_id in`), ten times its execution: so it reads every row of those
  // unique ids (at most one per type each) and keeps the wanted types here.
  const wanted = new Set(groups.flatMap((g) => g.uniqueIds.map((uniqueId) => `${g.type} ${uniqueId}`)));
  const uniqueIds = [...new Set(groups.flatMap((g) => g.uniqueIds))];
  const rowsPerId = await postgresCheckLoader(db).loadMany(uniqueIds);
  const rows = rowsPerId.flatMap((rowsOfId) => {
    if (rowsOfId instanceof Error) throw rowsOfId;
    return rowsOfId.filter((row) => wanted.has(`${row.type} ${row.unique_id}`));
  });
  return rows.sort(checkOrder).slice(0, 50);
}

/** The check's order, as SQLite's check statement sorts: ACTIVE first, then the most reported. */
function checkOrder(a: CheckRow, b: CheckRow): number {
  if (a.status !== b.status) return a.status < b.status ? -1 : 1;
  const byCount = Number(b.report_count) - Number(a.report_count);
  if (byCount !== 0) return byCount;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Only what a check answers: each further column is read, sent and parsed for every match. */
const CHECK_COLUMNS = 'id, type, unique_id, scammer_id, status, report_count, last_reported_at, disputed';
type CheckRow = Pick<
  EntityRow,
  'id' | 'type' | 'unique_id' | 'scammer_id' | 'status' | 'report_count' | 'last_reported_at' | 'disputed'
>;

const CHECK_LOOKUP_POSTGRES = `select ${CHECK_COLUMNS} from scam_entities
  where unique_id = any($1::text[]) and status in ('ACTIVE', 'PENDING')`;

// On PostgreSQL each check is a round trip to another process, and on a 2-core machine the
// database, the server and their sockets share the cores: at 50 connections the server sat idle a
// third of the time waiting, and the check ran at 8–16% of /healthz. So the checks that arrive
// together (read in one pass of the event loop) are answered by one query for all their unique ids:
// a batch is sent at setImmediate, after the loop has read every request that was ready. Each
// check still sees the database as it was after it arrived; nothing is cached between batches.
const checkLoaders = new WeakMap<pg.Pool, DataLoader<string, CheckRow[]>>();
const CHECK_BATCH_MAX_IDS = 500;

function postgresCheckLoader(db: Db): DataLoader<string, CheckRow[]> {
  const pool = postgresPoolOf(db);
  if (!pool) throw new Error("findCheckMatches reads through the database's own connection: pass the app's Db");
  let loader = checkLoaders.get(pool);
  if (!loader) {
    loader = new DataLoader(
      async (uniqueIds) => {
        // One text for any number of ids (an array parameter), sent as a named prepared statement:
        // each connection parses and plans it once, not on every batch.
        const query = { name: 'check-lookup', text: CHECK_LOOKUP_POSTGRES, values: [[...new Set(uniqueIds)]] };
        const { rows } = await pool.query<CheckRow>(query);
        const byId = new Map<string, CheckRow[]>();
        for (const row of rows) byId.set(row.unique_id, [...(byId.get(row.unique_id) ?? []), row]);
        return uniqueIds.map((uniqueId) => byId.get(uniqueId) ?? []);
      },
      { cache: false, maxBatchSize: CHECK_BATCH_MAX_IDS, batchScheduleFn: (send) => setImmediate(send) },
    );
    checkLoaders.set(pool, loader);
  }
  return loader;
}

// The check is the hottest call: on SQLite its statement is prepared once per shape (how many keys)
// and reused, instead of being built, compiled and prepared again on every request. Each key is its
// own point lookup, the lookups joined by `union all`: one index search per key with nothing in
// between. A row-value list (`(type, unique_id) in (values (?, ?), …)`) made SQLite build a
// temporary index of the keys first (a phone's two keys 9.1–9.5 → 6.4–7.0 µs, a pasted message's
// six 45–59 → 39–40 µs, in a loop over 1M entities); `(type = ? and unique_id in (?)) or …` took
// a multi-index OR and ~60 µs.
const checkStatements = new WeakMap<SQLite.Database, Map<number, ObjectRowStatement<CheckRow>>>();

/**
 * The check's SQLite statement for `keyCount` (type, unique_id) keys. A statement is planned once,
 * when prepared: the earlier row-value form, prepared on a database that started small (no
 * statistics yet), was planned on the (type, status) list index, a scan that grew with every entity
 * (73 µs a check on an empty database, half the server's CPU after 40,000 reports in the soak).
 * Each lookup here is an equality on the whole unique index, which SQLite always searches; it still
 * names the index, so that renaming it fails at prepare instead of planning something else.
 */
export function checkLookupSql(keyCount: number): string {
  const lookup = `select ${CHECK_COLUMNS} from scam_entities indexed by scam_entities_type_unique
    where type = ? and unique_id = ? and status in ('ACTIVE', 'PENDING')`;
  const lookups = Array.from({ length: keyCount }, () => lookup).join('\n    union all ');
  return `select * from (${lookups}) order by status asc, report_count desc, id limit 50`;
}

// SQLite answers a check's lookup in ~25 µs on the request thread, so each check used to be
// answered as soon as its request was read, its answer written before the next request was parsed.
// Answered together instead, as PostgreSQL's are (postgresCheckLoader): the checks read in one pass
// of the event loop run their lookups at setImmediate, one statement each, and their answers are
// written one right after the other. That halved the CPU a check costs the event loop at 50
// connections (phone 136–209 → 70–86 µs, UPI 118–142 → 56–67, four runs alternated; see
// docs/decisions/sqlite-checks-answered-together.md). Each check still reads the database as it is
// after its request arrived.
// Keys no entity has are left out first (entity-key-filter.ts): a check of a number nobody
// reported reads nothing at all.
function readCheck(sqlite: SQLite.Database, keys: string[], entityKeys: EntityKeys): CheckRow[] {
  const wanted: string[] = [];
  for (let i = 0; i < keys.length; i += 2) {
    if (entityKeys.mayHave(keys[i]!, keys[i + 1]!)) wanted.push(keys[i]!, keys[i + 1]!);
  }
  return wanted.length === 0 ? [] : checkStatement(sqlite, wanted.length / 2).all(...wanted);
}
const sqliteCheckLoader = (sqlite: SQLite.Database) => sqliteReadsTogether(sqlite, readCheck, entityKeysInTransaction);

function checkStatement(sqlite: SQLite.Database, keyCount: number) {
  let byShape = checkStatements.get(sqlite);
  if (!byShape) checkStatements.set(sqlite, (byShape = new Map()));
  let statement = byShape.get(keyCount);
  if (!statement) {
    statement = objectRows<CheckRow>(sqlite, checkLookupSql(keyCount));
    if (byShape.size < 100) byShape.set(keyCount, statement);
  }
  return statement;
}

export interface EntityListFilter {
  viewer: Viewer;
  type?: ReportType | undefined;
  status?: ReportStatus | undefined;
  /** Prefixes of unique_id or scammer_id (see searchPrefixes in the service). */
  searchPrefixes?: string[] | undefined;
  /** Inclusive lower and exclusive upper bound on last_reported_at, ISO text. */
  reportedFrom?: string | undefined;
  reportedBefore?: string | undefined;
  /** Only entities this user reported. */
  reporterId?: string | undefined;
  order: 'last-reported' | 'most-reported';
}

function filteredEntities(db: Db, filter: EntityListFilter) {
  return db.selectFrom('scam_entities').where((eb) => {
    const conditions = [visibleTo(eb, filter.viewer)];
    if (filter.type) conditions.push(eb('type', '=', filter.type));
    if (filter.status) conditions.push(eb('status', '=', filter.status));
    if (filter.reportedFrom) conditions.push(eb('last_reported_at', '>=', filter.reportedFrom));
    if (filter.reportedBefore) conditions.push(eb('last_reported_at', '<', filter.reportedBefore));
    if (filter.reporterId) conditions.push(reportedBy(eb, filter.reporterId));
    if (filter.searchPrefixes && filter.searchPrefixes.length > 0) {
      // A prefix as a range (`>= p and < p || U+FFFF`), which a plain text index answers on both
      // engines (binary order in SQLite, C collation in PostgreSQL), where `%q%` would scan the table.
      conditions.push(
        eb.or(
          filter.searchPrefixes.flatMap((prefix) =>
            (['unique_id', 'scammer_id'] as const).map((column) =>
              eb.and([eb(column, '>=', prefix), eb(column, '<', `${prefix}\uffff`)]),
            ),
          ),
        ),
      );
    }
    return eb.and(conditions);
  });
}

/** How many entities the filter matches (an index count: callers cache it, see the routes). */
export const countEntitiesQuery = (db: Db, filter: EntityListFilter) =>
  filteredEntities(db, filter).select((eb) => eb.fn.countAll<number>().as('total'));

const DAY_MS = 24 * 60 * 60 * 1000;
const INDIA_OFFSET_MS = 330 * 60 * 1000;
/** The instant India's day containing `ms` starts (or `ms` itself at midnight), rounded up or down. */
const indiaMidnight = (ms: number, round: 'up' | 'down') =>
  Math[round === 'up' ? 'ceil' : 'floor']((ms + INDIA_OFFSET_MS) / DAY_MS) * DAY_MS - INDIA_OFFSET_MS;
const indiaDayOf = (ms: number) => new Date(ms + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The queries whose `total`s add up to a list's count, from the per-day counts (migration 0010 on
 * SQLite, 0015 on PostgreSQL) for the whole days in India and an index count for the part-days at
 * either end of a date window (and, without a window, for entities never reported); undefined when those counts
 * cannot answer the filter (a search, a reporter, or a signed-in user who also sees what they
 * reported). Summing at most 15 rows a day replaces counting every entity of the list (~30 ms for
 * the whole list at 1M entities on SQLite), which after each report ran again for every list asked
 * for.
 */
export function dailyCountQueries(db: Db, filter: EntityListFilter) {
  const { viewer, reportedFrom, reportedBefore } = filter;
  if (filter.searchPrefixes?.length || filter.reporterId) return undefined;
  if (viewer && !isValidatorRank(viewer.rank)) return undefined;
  const from = reportedFrom ? Date.parse(reportedFrom) : undefined;
  const before = reportedBefore ? Date.parse(reportedBefore) : undefined;
  const firstWholeDay = from === undefined ? undefined : indiaMidnight(from, 'up');
  const afterWholeDays = before === undefined ? undefined : indiaMidnight(before, 'down');
  if (firstWholeDay !== undefined && afterWholeDays !== undefined && firstWholeDay >= afterWholeDays) return undefined;

  let days = db
    .selectFrom('entity_daily_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('entities'), eb.lit(0)).as('total'));
  if (firstWholeDay !== undefined) days = days.where('day', '>=', indiaDayOf(firstWholeDay));
  if (afterWholeDays !== undefined) days = days.where('day', '<', indiaDayOf(afterWholeDays));
  if (filter.type) days = days.where('type', '=', filter.type);
  if (filter.status) days = days.where('status', '=', filter.status);
  if (!viewer) days = days.where('status', 'in', ['ACTIVE', 'REJECTED'] as ReportStatus[]);

  const iso = (ms: number) => new Date(ms).toISOString();
  const queries: CompiledQuery<{ total: number }>[] = [days.compile()];
  if (from === undefined && before === undefined) {
    const unreported = filteredEntities(db, filter).where('last_reported_at', 'is', null);
    queries.push(unreported.select((eb) => eb.fn.countAll<number>().as('total')).compile());
  }
  if (from !== undefined && firstWholeDay! > from) {
    queries.push(countEntitiesQuery(db, { ...filter, reportedBefore: iso(firstWholeDay!) }).compile());
  }
  if (before !== undefined && afterWholeDays! < before) {
    queries.push(countEntitiesQuery(db, { ...filter, reportedFrom: iso(afterWholeDays!) }).compile());
  }
  return queries;
}

/**
 * How many entities the filter matches: summed from the per-day counts where they can answer
 * (dailyCountQueries), else an index count; on the reader thread when there is one.
 */
export async function countEntities(
  db: Db,
  filter: EntityListFilter,
  reader: SqliteReaderThread | null,
): Promise<number> {
  const queries = dailyCountQueries(db, filter) ?? [countEntitiesQuery(db, filter).compile()];
  const totals = await Promise.all(
    queries.map(async (query) => {
      const rows = await readOffThread(db, reader, query);
      return Number(rows[0]?.total ?? 0);
    }),
  );
  return totals.reduce((sum, total) => sum + total, 0);
}

/** A date window in count order: its pages read a subquery of keys from a count index (listEntityPage). */
export const isDateWindowInCountOrder = (filter: EntityListFilter) =>
  filter.order === 'most-reported' && Boolean(filter.reportedFrom || filter.reportedBefore);

/** The list order's columns, most significant first; every one descending. */
export const sortColumns = (filter: EntityListFilter) =>
  filter.order === 'most-reported'
    ? (['report_count', 'last_reported_at', 'id'] as const)
    : (['last_reported_at', 'id'] as const);

/** A row's position in a list's order: the values of its sort columns. */
export type SortKey = (string | number)[];

/** The rows after `key` in the list's order (a seek in the list index). */
const afterKey = (filter: EntityListFilter, key: SortKey) =>
  sql<boolean>`(${sql.join(sortColumns(filter).map((c) => sql.ref(c)))}) < (${sql.join(key.map((v) => sql.val(v)))})`;

/**
 * The count-ordered list index (migration 0004-reporter-counts) a date window's page reads on
 * SQLite; none for searches and "my reports", whose own conditions are narrower.
 */
function windowCountIndex(filter: EntityListFilter): string | undefined {
  if (filter.searchPrefixes?.length || filter.reporterId) return undefined;
  if (filter.type && filter.status) return 'scam_entities_list_type_status_count';
  if (filter.type) return 'scam_entities_list_type_count';
  if (filter.status) return 'scam_entities_list_status_count';
  return 'scam_entities_list_count';
}

/**
 * The public list index (migration 0011) a visitor's page reads on SQLite, which holds no PENDING
 * entity to step over; none where a narrower index serves (a status, a search, "my reports") or
 * where the date window's own path does (count order, windowCountIndex).
 */
function publicListIndex(filter: EntityListFilter): string | undefined {
  if (filter.viewer || filter.status || filter.searchPrefixes?.length || filter.reporterId) return undefined;
  const mostReported = filter.order === 'most-reported';
  if (mostReported && (filter.reportedFrom || filter.reportedBefore)) return undefined;
  if (filter.type) return mostReported ? 'scam_entities_public_type_count' : 'scam_entities_public_type_last';
  return mostReported ? 'scam_entities_public_count' : 'scam_entities_public_last';
}

/** The query's text with its scam_entities read through `index` (SQLite's INDEXED BY). */
const readThrough = (text: string, index: string) =>
  text.replace('from "scam_entities"', `from "scam_entities" indexed by "${index}"`);

/**
 * One page of the filtered entities, in the filter's order. With `after`, the page starts
 * `page.skip` rows after the row whose sort key is `after` (a seek in the list index, see
 * deep-pages.ts) instead of counting `(page - 1) * size` rows from the top. With `reader` (SQLite),
 * the read runs on the reader thread: for the reads whose cost grows with the data.
 */
type ListPage = { page: number; size: number; after?: { key: SortKey; skip: number } | undefined };

/** A list's rows in its order, from `after` on, `size` of them: a page without its offset. */
function orderedPage(db: Db, filter: EntityListFilter, page: ListPage) {
  let query = filteredEntities(db, filter);
  // Ties by id, descending like the rest, so the order is exactly a list index's order read
  // backwards (migration 0004-reporter-counts) and a deep page skips index entries only.
  for (const column of sortColumns(filter)) query = query.orderBy(column, 'desc');
  if (page.after) query = query.where(afterKey(filter, page.after.key));
  // The size as a literal: a bound LIMIT makes SQLite plan the statement again on every run
  // (~15–25 µs of a page; see entryRowsQuery). Sizes are few, so the kept statements stay few.
  return query.limit(sql.lit(page.size));
}

/** How many page texts keptPageText keeps per database: lists by filter, kind of viewer, size and anchor. */
const KEPT_PAGE_TEXTS = 1000;
const keptPageTexts = new WeakMap<Db, Map<string, { text: string; parameters: readonly unknown[] }>>();

/**
 * SQLite: a plain list page's text and parameters, up to its offset, built and compiled by Kysely
 * once per list (`listKey`: the filter and the kind of viewer, which fix the text and its
 * parameters), size and anchor, not for every request: that took ~65 of a page's 212 µs in a loop
 * on a slow machine. The offset goes last, bound.
 */
function keptPageText(db: Db, filter: EntityListFilter, page: ListPage, listKey: string, skipped: number) {
  let kept = keptPageTexts.get(db);
  if (!kept) keptPageTexts.set(db, (kept = new Map()));
  const key = `${page.size} ${page.after ? JSON.stringify(page.after.key) : ''} ${listKey}`;
  let entry = kept.get(key);
  if (!entry) {
    const compiled = orderedPage(db, filter, page).select(RECORD_COLUMNS).compile();
    const publicIndex = publicListIndex(filter);
    entry = {
      text: `${publicIndex ? readThrough(compiled.sql, publicIndex) : compiled.sql} offset ?`,
      parameters: compiled.parameters,
    };
    if (kept.size >= KEPT_PAGE_TEXTS) kept.delete(kept.keys().next().value!);
    kept.set(key, entry);
  }
  return CompiledQuery.raw(entry.text, [...entry.parameters, skipped]) as CompiledQuery<RecordRow>;
}

/**
 * One page of a list. `listKey` (SQLite, from DeepPages) names the list for keptPageText; without
 * it, or for a search, "my reports" or a date window in count order, the page is built anew.
 */
export async function listEntityPage(
  db: Db,
  filter: EntityListFilter,
  page: ListPage,
  reader: SqliteReaderThread | null = null,
  listKey?: string,
): Promise<RecordRow[]> {
  // PostgreSQL parses each text once per connection: the texts vary by filter and size, not by page.
  const run = (compiled: CompiledQuery<RecordRow>) => (reader ? reader.query(compiled) : readPrepared(db, compiled));
  const skipped = page.after ? page.after.skip : (page.page - 1) * page.size;
  const windowInCountOrder = isDateWindowInCountOrder(filter);
  if (
    listKey &&
    !windowInCountOrder &&
    !filter.searchPrefixes?.length &&
    !filter.reporterId &&
    sqliteConnectionOf(db)
  ) {
    return run(keptPageText(db, filter, page, listKey, skipped));
  }
  const query = orderedPage(db, filter, page).offset(skipped);
  if (windowInCountOrder) {
    // A date window in count order: the page's ids first, from index keys only, then their rows.
    const countIndex = sqliteConnectionOf(db) && windowCountIndex(filter);
    if (countIndex) {
      // SQLite's planner often picks the date index instead (the window's entries read, their
      // rows fetched for report_count and sorted: ~100 ms for 30 days at 1M entities). The count
      // index skip-scanned over its few hundred counts yields the rows in order and stops at the
      // page: 0.3–1.5 ms for any window and page up to 5,000 (docs/performance.md).
      const ids = query.select('id').compile();
      const columns = RECORD_COLUMNS.map((column) => `"${column}"`).join(', ');
      const text = `select ${columns} from "scam_entities" where "id" in (${readThrough(ids.sql, countIndex)})
        order by "report_count" desc, "last_reported_at" desc, "id" desc`;
      return run(CompiledQuery.raw(text, [...ids.parameters]) as CompiledQuery<RecordRow>);
    }
    return run(
      rowsOfPage(
        db,
        filter,
        windowCountIndex(filter) ? countOrderSkipScan(db, filter, page, skipped) : query.select('id'),
      ),
    );
  }
  const postgres = !sqliteConnectionOf(db);
  if (postgres && isPlainList(filter)) {
    return run(
      skipped >= DEFER_ROWS_FROM_SKIPPED
        ? rowsOfPage(db, filter, cappedPage(db, filter, page, skipped, sortColumns(filter)).select('id'))
        : cappedPage(db, filter, page, skipped, RECORD_COLUMNS).selectAll().compile(),
    );
  }
  if (postgres && skipped >= DEFER_ROWS_FROM_SKIPPED && !filter.searchPrefixes?.length && !filter.reporterId) {
    // PostgreSQL: the page's ids from the list index alone, then their rows. Selecting the rows
    // at once fetched every row the offset skips from the table (10,000 for a type's page 500);
    // for the first pages the second step costs more than the few rows it saves.
    return run(rowsOfPage(db, filter, query.select('id')));
  }
  const compiled = query.select(RECORD_COLUMNS).compile();
  const publicIndex = sqliteConnectionOf(db) && publicListIndex(filter);
  // SQLite would read the list index and step over the PENDING entities at its top.
  if (publicIndex)
    return run(
      CompiledQuery.raw(readThrough(compiled.sql, publicIndex), [...compiled.parameters]) as CompiledQuery<RecordRow>,
    );
  return run(compiled);
}

/** From how many rows skipped a PostgreSQL page reads its ids first (listEntityPage). */
const DEFER_ROWS_FROM_SKIPPED = 100;

/** A list whose plan does not depend on the values in its text: no search, "my reports" or date window. */
const isPlainList = (filter: EntityListFilter) =>
  !filter.searchPrefixes?.length && !filter.reporterId && !filter.reportedFrom && !filter.reportedBefore;

/** The fewest rows cappedPage's subquery is capped at: pages 1 to 12 of ten share one text. */
const CAP_MIN = 128;

/**
 * PostgreSQL: a plain list's page, `columns` of its rows, with the offset outside a subquery that
 * stops at a literal number of rows (the next power of two that holds the page). PostgreSQL plans
 * a prepared statement for its parameters each time (a custom plan) unless a plan for any values
 * (a generic plan) is estimated no dearer. For `limit 10 offset $n` it takes the offset to be a
 * tenth of the list, 70,000 rows for the public list at 1M entities, so the generic plan never
 * looked cheap and every page was planned again: 0.3–0.6 ms of a page's ~0.8 ms of PostgreSQL
 * time. Capped, a tenth of the subquery is a few dozen rows, the generic plan is taken from the
 * sixth run on, and planning is gone (`pgbench`, an anchored page: 4,400–4,900 → 11,800 pages a
 * second; docs/performance.md, session 34). Only as many rows as the offset and the page need are
 * read: a limit stops its subquery once satisfied.
 */
function cappedPage<C extends (typeof RECORD_COLUMNS)[number]>(
  db: Db,
  filter: EntityListFilter,
  page: ListPage,
  skipped: number,
  columns: readonly C[],
) {
  const cap = Math.max(CAP_MIN, 2 ** Math.ceil(Math.log2(skipped + page.size)));
  const capped = orderedPage(db, filter, { ...page, size: cap }).select(columns);
  let query = db.selectFrom(capped.as('capped'));
  for (const column of sortColumns(filter)) query = query.orderBy(sql.ref(`capped.${column}`), 'desc');
  return query.limit(sql.lit(page.size)).offset(skipped);
}

/**
 * The rows of a page whose ids `ids` selects, in the list's order. Kysely puts a query builder in
 * parentheses itself, a raw query is put in them here: `in ((select …))` is a list of one scalar
 * subquery, its first row only, for SQLite 3.40 (Debian's; better-sqlite3's 3.53 reads a list).
 */
function rowsOfPage<DB, TB extends keyof DB>(
  db: Db,
  filter: EntityListFilter,
  ids: RawBuilder<{ id: string }> | SelectQueryBuilder<DB, TB, { id: string }>,
) {
  let rows = db
    .selectFrom('scam_entities')
    .select(RECORD_COLUMNS)
    .where(
      'isSelectQueryBuilder' in ids
        ? sql<boolean>`${sql.ref('id')} in ${ids}`
        : sql<boolean>`${sql.ref('id')} in (${ids})`,
    );
  for (const column of sortColumns(filter)) rows = rows.orderBy(column, 'desc');
  return rows.compile();
}

/** Below this count a date window's page in count order is read count by count (countOrderSkipScan). */
const SKIP_SCAN_BELOW_COUNT = 100;

/**
 * PostgreSQL: the ids of a date window's page in count order, read as SQLite's skip-scan reads
 * them. PostgreSQL 15 cannot skip-scan, and it estimates a window on the ISO-text column badly
 * (10 rows for a month of 8,000), so it either filtered the count index from its top (fast for a
 * busy window's first pages) or read the whole window through the date index, fetching every row
 * for its count (~200 ms for an old month's page 50 at 1M entities). Here the page is read in two
 * parts, each from the count index and each stopping once the page is full: the few entities
 * reported SKIP_SCAN_BELOW_COUNT times or more (1,585 of 1M) from the index's top with the window
 * as a filter, which the `|| ''` keeps the planner from answering through the date index; then
 * each lower count in turn, one index range of the window each. 1–3 ms for any window and page
 * (docs/decisions/date-window-pages-on-postgresql.md). The rows come out in list order because
 * `union all` appends its parts in order and a lateral join keeps its outer order;
 * deep-pages.test.ts checks every page against a sort.
 */
function countOrderSkipScan(
  db: Db,
  filter: EntityListFilter,
  page: { page: number; size: number; after?: { key: SortKey; skip: number } | undefined },
  offset: number,
) {
  const enough = sql.val(offset + page.size);
  const after = page.after ? afterKey(filter, page.after.key) : sql<boolean>`true`;
  const reported = sql`(${sql.ref('scam_entities.last_reported_at')} || '')`;
  const head = filteredEntities(db, Object.assign({}, filter, { reportedFrom: undefined, reportedBefore: undefined }))
    .select('id')
    .where('report_count', '>=', sql.lit(SKIP_SCAN_BELOW_COUNT))
    .where(filter.reportedFrom ? sql<boolean>`${reported} >= ${filter.reportedFrom}` : sql<boolean>`true`)
    .where(filter.reportedBefore ? sql<boolean>`${reported} < ${filter.reportedBefore}` : sql<boolean>`true`)
    .where(after)
    .orderBy('report_count', 'desc')
    .orderBy('last_reported_at', 'desc')
    .orderBy('id', 'desc')
    .limit(enough);
  const rowsOfCount = filteredEntities(db, filter)
    .select('id')
    .where(sql<boolean>`${sql.ref('scam_entities.report_count')} = ${sql.ref('counts.c')}`)
    .where(after)
    .orderBy('last_reported_at', 'desc')
    .orderBy('id', 'desc')
    .limit(enough);
  const counts = sql`generate_series(${sql.lit(SKIP_SCAN_BELOW_COUNT - 1)}, 0, -1) as counts(c)`;
  return sql<{ id: string }>`select ${sql.ref('ids.id')} from (
      (${head})
      union all
      (select ${sql.ref('page.id')} from ${counts} cross join lateral (${rowsOfCount}) as page)
    ) as ids
    limit ${sql.lit(page.size)} offset ${offset}`;
}

/** The sort keys of every `step`-th row of the filtered list (rows step, 2·step, …), in order. */
export function listAnchorsQuery(db: Db, filter: EntityListFilter, step: number) {
  const columns = sortColumns(filter);
  const numbered = filteredEntities(db, filter).select((eb) => [
    ...columns,
    eb.fn
      .agg<number>('row_number')
      .over((over) => columns.reduce((o, column) => o.orderBy(column, 'desc'), over))
      .as('position'),
  ]);
  return db
    .selectFrom(numbered.as('numbered'))
    .select([...columns, 'position'])
    .where(sql<boolean>`position % ${sql.lit(step)} = 0`)
    .orderBy('position');
}

/**
 * SQLite: the queries that read a list's anchors step by step, each the sort key of the row `step`
 * rows after the previous anchor (from the top for the first), read as a list page is, through the
 * same index: a seek and `step` index entries. Window-numbering the whole list instead
 * (listAnchorsQuery) sorted or looked up every row of it in one read: 0.8 s of the reader thread for
 * the public list at 1M entities, 2-7 s on a cold cache, every other read on that thread waiting.
 * The text is compiled once per list; each step gives it its key.
 */
export function listAnchorStepQueries(db: Db, filter: EntityListFilter, step: number) {
  const compile = (after: SortKey | undefined) => {
    const page = { page: 1, size: 1, after: after && { key: after, skip: 0 } };
    const compiled = orderedPage(db, filter, page)
      .select(sortColumns(filter))
      .offset(step - 1)
      .compile();
    const publicIndex = sqliteConnectionOf(db) && publicListIndex(filter);
    return publicIndex ? { ...compiled, sql: readThrough(compiled.sql, publicIndex) } : compiled;
  };
  const first = compile(undefined);
  const next = compile(sortColumns(filter).map(() => ''));
  // The key's values are the parameters just before the offset (afterKey is the last condition).
  const before = next.parameters.length - sortColumns(filter).length - 1;
  return (after: SortKey | undefined) =>
    after
      ? (CompiledQuery.raw(next.sql, [...next.parameters.slice(0, before), ...after, step - 1]) as typeof next)
      : first;
}

/** What the detail page shows of its entity, and what tells whose entries its verifier reviewed. */
const DETAIL_COLUMNS = [...RECORD_COLUMNS, 'first_reporter_id', 'verifier_id', 'moderated_at'] as const;

/** The detail's entity, with the names of its first reporter and its verifier: one read. */
const detailEntityQuery = (db: Db, id: string, viewer: Viewer) =>
  db
    .selectFrom('scam_entities')
    .select(DETAIL_COLUMNS.map((column) => `scam_entities.${column}` as const))
    .select((eb) => [
      eb
        .selectFrom('users')
        .select('users.name')
        .whereRef('users.id', '=', 'scam_entities.first_reporter_id')
        .as('first_reporter_name'),
      eb
        .selectFrom('users')
        .select('users.name')
        .whereRef('users.id', '=', 'scam_entities.verifier_id')
        .as('verifier_name'),
    ])
    .where('scam_entities.id', '=', id)
    .where((eb) => visibleTo(eb, viewer));

/** What the API shows of an entry, read from report_entries with its reporter, article and proof joined. */
const ENTRY_COLUMNS = [
  'report_entries.id',
  'report_entries.detail',
  'report_entries.created_at as createdAt',
  'report_entries.reporter_id as reporterId',
  'users.name as reporterName',
  'articles.slug as articleSlug',
  'articles.title as articleTitle',
  'proof_files.key as proof',
] as const;

/**
 * An entity's newest `DETAIL_ENTRY_LIMIT` entries first, with their reporters' names, articles and
 * proof keys: the detail's list. Newest first so that a number still being reported shows this
 * week's reports, not its first 500 of two years back (docs/decisions/detail-entries-newest-first.md);
 * counts stay exact on the entity row.
 *
 * SQLite prepares a statement again on every run when the planner may have used a bound value:
 * one compared with an indexed column that has STAT4 samples (entity_id leads the (entity_id,
 * reporter_id) index) or a bound LIMIT. So a statement prepared once was still parsed and planned
 * for each detail page (half of this read's ~40 µs). The id is compared as `cast(? as text)`, a
 * value the planner does not look at, and the limit is a literal; the plan is the same.
 */
export const entryRowsQuery = (db: Db, entityId: string | RawBuilder<string>) =>
  entriesPageQuery(db, entityId, sql.lit(DETAIL_ENTRY_LIMIT));

/**
 * A page of an entity's entries, newest first (by time, then id), older than `before` when given.
 * The page is taken from report_entries alone and only its rows are joined: joined first, a number
 * with 3,000 entries looked up a reporter, an article and a proof for each of them before the sort
 * kept 500 (its detail read 7.1 -> 4.6 ms, a page of 100 past them 2.7 -> 1.6 ms; an entity with
 * three entries the same ~26 µs).
 */
const entriesPageQuery = (
  db: Db,
  entityId: string | RawBuilder<string>,
  limit: number | RawBuilder<number>,
  before?: { created_at: string; id: string },
) =>
  db
    .selectFrom((eb) => {
      let page = eb
        .selectFrom('report_entries')
        .selectAll()
        .where('entity_id', '=', sql<string>`cast(${entityId} as text)`);
      if (before) {
        page = page.where((older) =>
          older.or([
            older('created_at', '<', before.created_at),
            older.and([older('created_at', '=', before.created_at), older('id', '<', before.id)]),
          ]),
        );
      }
      return page.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).as('report_entries');
    })
    .leftJoin('users', 'users.id', 'report_entries.reporter_id')
    .leftJoin('articles', 'articles.slug', 'report_entries.article_slug')
    .leftJoin('proof_files', 'proof_files.entry_id', 'report_entries.id')
    .select(ENTRY_COLUMNS)
    .orderBy('report_entries.created_at', 'desc')
    .orderBy('report_entries.id', 'desc');

type DetailEntityRow = Pick<EntityRow, (typeof DETAIL_COLUMNS)[number]> & {
  first_reporter_name: string | null;
  verifier_name: string | null;
};
type EntryRow = Awaited<ReturnType<ReturnType<typeof entryRowsQuery>['execute']>>[number];

/** The entries as the API shows them; the one `viewerId` wrote is marked `mine` (its complaint file is theirs). */
function toReportEntries(
  rows: EntryRow[],
  entity: Pick<EntityRow, 'moderated_at'>,
  verifierName: string | null,
  viewerId: string | undefined,
): ReportEntry[] {
  return rows.map((row) => ({
    id: row.id,
    proof: row.proof,
    detail: row.detail,
    reporter: { name: publicName(row.reporterName) },
    // The verifier moderated the entries that existed when they decided; later ones await review.
    verifier:
      verifierName !== null && entity.moderated_at !== null && row.createdAt <= entity.moderated_at
        ? { name: verifierName }
        : null,
    scamArticle: row.articleSlug && row.articleTitle ? { slug: row.articleSlug, title: row.articleTitle } : null,
    createdAt: row.createdAt,
    ...(viewerId !== undefined && row.reporterId === viewerId ? { mine: true as const } : {}),
  }));
}

/**
 * The entries of several entities in one read (a page of the validators' queue), on SQLite's reader
 * thread when there is one, each entity's newest first and at most `DETAIL_ENTRY_LIMIT` of them as
 * on its detail page. One query per entity ran ten on the event loop for each queue page.
 */
export async function listEntriesOfEntities(
  db: Db,
  reader: SqliteReaderThread | null,
  entities: readonly (EntityRow & { verifier_name: string | null })[],
): Promise<Map<string, ReportEntry[]>> {
  const byEntity = new Map<string, ReportEntry[]>();
  if (entities.length === 0) return byEntity;
  const ids = entities.map((entity) => entity.id);
  const rows = await readOffThread(db, reader, entryRowsOfEntitiesQuery(db, ids).compile());
  const rowsByEntity = new Map<string, typeof rows>();
  for (const row of rows) {
    const ofEntity = rowsByEntity.get(row.entityId);
    if (ofEntity) ofEntity.push(row);
    else rowsByEntity.set(row.entityId, [row]);
  }
  for (const entity of entities) byEntity.set(entity.id, reportsOfEntity(entity, rowsByEntity.get(entity.id) ?? []));
  return byEntity;
}

/** An entity's entry rows as the validators' queue shows them: as its detail page does, none marked `mine`. */
export function reportsOfEntity(entity: EntityRow & { verifier_name: string | null }, rows: EntryRow[]) {
  const verifierName = entity.verifier_id === null ? null : publicName(entity.verifier_name);
  return toReportEntries(rows, entity, verifierName, undefined);
}

/**
 * PostgreSQL: the entries of the entity `entityId` (a value, or a column of the enclosing statement), as its
 * detail page reads them (`entryRowsQuery`, newest first, at most `DETAIL_ENTRY_LIMIT`), aggregated
 * into one JSON array, so a statement can carry entities and their entries in one round trip.
 */
export const entryRowsAsJson = (db: Db, entityId: string | RawBuilder<string>) =>
  db
    .selectFrom(entryRowsQuery(db, entityId).as('entries'))
    .select(
      sql<EntryRow[]>`coalesce(json_agg(entries order by entries."createdAt" desc, entries.id desc), '[]')`.as('rows'),
    );

/** `entryRowsQuery` for several entities: each one's newest `DETAIL_ENTRY_LIMIT` entries, numbered in its order. */
const entryRowsOfEntitiesQuery = (db: Db, entityIds: readonly string[]) =>
  db
    .selectFrom((eb) =>
      eb
        .selectFrom('report_entries')
        .selectAll()
        .select(
          sql<number>`row_number() over (partition by entity_id order by created_at desc, id desc)`.as(
            'position_in_entity',
          ),
        )
        .where(
          'entity_id',
          'in',
          entityIds.map((id) => sql<string>`cast(${id} as text)`),
        )
        .as('report_entries'),
    )
    .leftJoin('users', 'users.id', 'report_entries.reporter_id')
    .leftJoin('articles', 'articles.slug', 'report_entries.article_slug')
    .leftJoin('proof_files', 'proof_files.entry_id', 'report_entries.id')
    .select([...ENTRY_COLUMNS, 'report_entries.entity_id as entityId'])
    .where('report_entries.position_in_entity', '<=', sql.lit(DETAIL_ENTRY_LIMIT))
    .orderBy('report_entries.entity_id')
    .orderBy('report_entries.created_at', 'desc')
    .orderBy('report_entries.id', 'desc');

/** The entity's entries; the one `viewerId` wrote is marked `mine` (its complaint file is theirs). */
export async function listEntriesOfEntity(db: Db, entity: EntityRow, viewerId?: string): Promise<ReportEntry[]> {
  const rows = await entryRowsQuery(db, entity.id).execute();
  const verifierName = entity.verifier_id ? await userName(db, entity.verifier_id) : null;
  return toReportEntries(rows, entity, verifierName, viewerId);
}

export type ScammerDetail = ScammerRecord & {
  reports: ReportEntry[];
  reportedBy: { name: string } | null;
  verifiedBy: { name: string } | null;
};

// Stand for the values bound at each run in the detail's statements, which are compiled once.
const ENTITY_ID = standIn('entity-id');
const VIEWER_ID = standIn('viewer-id');

/** The detail's two reads, run together; undefined when the viewer may not see the entity. */
type DetailRead = (
  entityId: string,
  viewerId: string | undefined,
) => { entity: DetailEntityRow; entries: EntryRow[] } | undefined;

/** Per connection and kind of viewer (visitor, validator, other user): their visibility differs. */
const detailReads = new WeakMap<SQLite.Database, Map<string, DetailRead>>();

const viewerKind = (viewer: Viewer) => (!viewer ? 'visitor' : isValidatorRank(viewer.rank) ? 'validator' : 'user');

/**
 * The two statements, run in the read transaction of their batch (sqliteReadsTogether): each
 * statement on its own took and dropped SQLite's read lock (two `fcntl` calls each); together 4 µs
 * less a detail page, 60 -> 56 µs at 1M entities (docs/performance.md, session 20).
 */
function detailReadFor(db: Db, sqlite: SQLite.Database, viewer: Viewer): DetailRead {
  const kind = viewerKind(viewer);
  let byKind = detailReads.get(sqlite);
  if (!byKind) detailReads.set(sqlite, (byKind = new Map()));
  let read = byKind.get(kind);
  if (!read) {
    const entityQuery = detailEntityQuery(db, ENTITY_ID, viewer && { id: VIEWER_ID, rank: viewer.rank }).compile();
    const entriesQuery = entryRowsQuery(db, ENTITY_ID).compile();
    const entityStatement = objectRows<DetailEntityRow>(sqlite, entityQuery.sql);
    const entriesStatement = objectRows<EntryRow>(sqlite, entriesQuery.sql);
    read = (entityId, viewerId) => {
      const entity = entityStatement.get(...bind(entityQuery.parameters, entityId, viewerId));
      if (!entity) return undefined;
      return { entity, entries: entriesStatement.all(...bind(entriesQuery.parameters, entityId, viewerId)) };
    };
    byKind.set(kind, read);
  }
  return read;
}

/** Detail pages on SQLite read together, as the checks are (sqliteReadsTogether). */
const readDetail = (sqlite: SQLite.Database, { db, id, viewer }: { db: Db; id: string; viewer: Viewer }) =>
  detailReadFor(db, sqlite, viewer)(id, viewer?.id);

const bind = (parameters: readonly unknown[], entityId: string, viewerId: string | undefined) =>
  bindStandIns(parameters, { [ENTITY_ID]: entityId, [VIEWER_ID]: viewerId });

interface PostgresDetailQuery {
  name: string;
  text: string;
  parameters: readonly unknown[];
}

/**
 * On PostgreSQL the same two reads as one statement, the entries as a JSON array beside the
 * entity's columns: one round trip, read in one snapshot. Compiled once per kind of viewer and sent
 * as a named prepared statement: planning the entries' four-table join took ~0.6 ms of
 * PostgreSQL's CPU, its execution ~0.2 ms, so each connection plans it once.
 */
const postgresDetailQueries = new Map<string, PostgresDetailQuery>();

function postgresDetailQueryFor(db: Db, viewer: Viewer): PostgresDetailQuery {
  const kind = viewerKind(viewer);
  let query = postgresDetailQueries.get(kind);
  if (!query) {
    const detail = detailEntityQuery(db, ENTITY_ID, viewer && { id: VIEWER_ID, rank: viewer.rank })
      .select(entryRowsAsJson(db, ENTITY_ID).as('entries'))
      .compile();
    query = { name: `detail-${kind}`, text: detail.sql, parameters: detail.parameters };
    postgresDetailQueries.set(kind, query);
  }
  return query;
}

async function runPostgres<Row>(pool: pg.Pool, query: PostgresDetailQuery, id: string, viewer: Viewer) {
  const values = bind(query.parameters, id, viewer?.id);
  return (await pool.query<Row & pg.QueryResultRow>({ name: query.name, text: query.text, values })).rows;
}

/**
 * One entity as its detail page shows it, if `viewer` may see it (visibleTo): its record, its
 * entries, and who reported and verified it. Two reads (one statement on PostgreSQL,
 * postgresDetailQueryFor). On SQLite they are statements prepared once and run directly in one
 * read transaction, so no write comes between them: not built, compiled and
 * queued through Kysely on every request (~5 queries, most of the call's CPU at 1M entities, see
 * docs/performance.md), and run together with the other detail pages that arrived with this one
 * (readDetail). While a transaction is open on the connection, when the request arrives or
 * when its read would run, they go through Kysely, which waits for it, so an uncommitted write is
 * never shown.
 */
export async function findEntityDetail(db: Db, id: string, viewer: Viewer): Promise<ScammerDetail | undefined> {
  const sqlite = sqliteConnectionOf(db);
  const pool = postgresPoolOf(db);
  let entity: DetailEntityRow | undefined;
  let entries: EntryRow[];
  const read =
    sqlite && !sqlite.inTransaction ? await sqliteReadsTogether(sqlite, readDetail).load({ db, id, viewer }) : NOT_READ;
  if (read !== NOT_READ) {
    if (!read) return undefined;
    ({ entity, entries } = read);
  } else if (pool) {
    const [row] = await runPostgres<DetailEntityRow & { entries: EntryRow[] }>(
      pool,
      postgresDetailQueryFor(db, viewer),
      id,
      viewer,
    );
    if (!row) return undefined;
    entity = row;
    entries = row.entries;
  } else {
    entity = (await detailEntityQuery(db, id, viewer).executeTakeFirst()) as DetailEntityRow | undefined;
    if (!entity) return undefined;
    entries = await entryRowsQuery(db, entity.id).execute();
  }
  const verifierName = entity.verifier_id ? publicName(entity.verifier_name) : null;
  // Not `{ ...toRecord(entity), reports, … }`: Node 20's V8 puts such a literal (a spread, then
  // properties) straight into the old generation, and under load that garbage cost a full
  // collection, a pause of ~5 ms for every request in flight, every ~1.5 s (docs/performance.md).
  return Object.assign(toRecord(entity), {
    reports: toReportEntries(entries, entity, verifierName, viewer?.id),
    reportedBy: entity.first_reporter_id ? { name: publicName(entity.first_reporter_name) } : null,
    verifiedBy: verifierName === null ? null : { name: verifierName },
  });
}

/** Why a page of entries was not read: the viewer may not see the entity, or `before` is not one of its entries. */
export type EntriesPageMiss = 'entity-not-found' | 'entry-not-found';

/**
 * A page of an entity's entries, newest first, for reading past the newest `DETAIL_ENTRY_LIMIT` its
 * detail lists: those older than the entry `beforeId` when given (keyset by time, then id, so a
 * report added meanwhile neither shifts nor repeats a page). Visible to whoever may see the entity
 * (visibleTo), marked `mine` as on the detail. The entries are read on SQLite's reader thread when
 * there is one: a number reported thousands of times sorts all of its entries for each page.
 */
export async function listEntityEntries(
  db: Db,
  reader: SqliteReaderThread | null,
  input: { entityId: string; viewer: Viewer; beforeId: string | undefined; size: number },
): Promise<{ entries: ReportEntry[]; hasMore: boolean } | EntriesPageMiss> {
  const { entityId, viewer, beforeId, size } = input;
  const entity = (await detailEntityQuery(db, entityId, viewer).executeTakeFirst()) as DetailEntityRow | undefined;
  if (!entity) return 'entity-not-found';
  let before: { created_at: string; id: string } | undefined;
  if (beforeId !== undefined) {
    before = await db
      .selectFrom('report_entries')
      .select(['created_at', 'id'])
      .where('id', '=', beforeId)
      .where('entity_id', '=', entity.id)
      .executeTakeFirst();
    if (!before) return 'entry-not-found';
  }
  // One more than asked for says whether another page follows.
  const rows = await readOffThread(db, reader, entriesPageQuery(db, entity.id, size + 1, before).compile());
  const verifierName = entity.verifier_id ? publicName(entity.verifier_name) : null;
  return {
    entries: toReportEntries(rows.slice(0, size), entity, verifierName, viewer?.id),
    hasMore: rows.length > size,
  };
}

/** A user's public name ("Asha V."); a deleted account or one without a name shows as "Anonymous". */
async function userName(db: Db, userId: string): Promise<string> {
  const row = await db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
  return publicName(row?.name);
}

/**
 * Report entries on entities that are not REJECTED: the sum of the counts kept on those rows. It
 * reads every such entity (~50 ms at 1M): on the reader thread when there is one, and cached by
 * the caller (lists.routes.ts).
 */
export async function countReportsOnOpenEntities(db: Db, reader: SqliteReaderThread | null = null): Promise<number> {
  const query = db
    .selectFrom('scam_entities')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('report_count'), sql.lit(0)).as('count'))
    .where('status', 'in', ['ACTIVE', 'PENDING']);
  const [row] = await readOffThread(db, reader, query.compile());
  return Number(row?.count ?? 0);
}

// ---- Writes of a report (one transaction, see submitReport in the service) ----

/**
 * The entity of (type, identifier): created PENDING with no reports yet by `reporterId` unless it
 * exists (the unique (type, unique_id) pair); its id either way. A phone, also an SMS sender that
 * is one, is kept in `phone` for the phone block list.
 */
export async function ensureEntity(
  db: Db,
  input: { type: ReportType; identifier: NormalizedIdentifier; reporterId: string; now: string },
): Promise<string> {
  const { type, now } = input;
  const { uniqueId, scammerId } = input.identifier;
  const isPhone = type === 'number' || (type === 'sms' && uniqueId.startsWith('+'));
  await db
    .insertInto('scam_entities')
    .values({
      id: newId(),
      type,
      unique_id: uniqueId,
      scammer_id: scammerId,
      phone: isPhone ? uniqueId : null,
      status: 'PENDING',
      report_count: 0,
      last_reported_at: null,
      scammer_name: null,
      reject_reason: null,
      first_reporter_id: input.reporterId,
      verifier_id: null,
      moderated_at: null,
      changed_at: now,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['type', 'unique_id']).doNothing())
    .execute();
  const entity = await db
    .selectFrom('scam_entities')
    .select(['id'])
    .where('type', '=', type)
    .where('unique_id', '=', uniqueId)
    .executeTakeFirstOrThrow();
  return entity.id;
}

/** The reporter's entry on the entity; null when they have one already (the unique pair). */
export async function addReportEntry(
  db: Db,
  input: { entityId: string; reporterId: string; detail: string; articleSlug: string | null; now: string },
): Promise<string | null> {
  const entry = await db
    .insertInto('report_entries')
    .values({
      id: newId(),
      entity_id: input.entityId,
      reporter_id: input.reporterId,
      detail: input.detail,
      article_slug: input.articleSlug,
      created_at: input.now,
    })
    .onConflict((oc) => oc.columns(['entity_id', 'reporter_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return entry?.id ?? null;
}

/**
 * One more report on the entity: its count and times; a REJECTED entity goes back to review
 * (PENDING, the rejection cleared; it stays in the audit log). The status after.
 */
export async function countNewReport(db: Db, entityId: string, now: string): Promise<ReportStatus> {
  const reopened = sql<boolean>`status = 'REJECTED'`;
  const updated = await db
    .updateTable('scam_entities')
    .set({
      report_count: sql`report_count + 1`,
      last_reported_at: now,
      changed_at: now,
      status: sql`case when ${reopened} then 'PENDING' else status end`,
      reject_reason: sql`case when ${reopened} then null else reject_reason end`,
      verifier_id: sql`case when ${reopened} then null else verifier_id end`,
      moderated_at: sql`case when ${reopened} then null else moderated_at end`,
    })
    .where('id', '=', entityId)
    .returning(['status'])
    .executeTakeFirstOrThrow();
  return updated.status;
}

/** The row of a proof file already in storage under `key`, tied to its entry. */
export async function addProofFile(
  db: Db,
  input: {
    key: string;
    entryId: string;
    file: { contentType: string; size: number; downloadName: string };
    now: string;
  },
): Promise<void> {
  await db
    .insertInto('proof_files')
    .values({
      key: input.key,
      entry_id: input.entryId,
      content_type: input.file.contentType,
      size: input.file.size,
      download_name: input.file.downloadName,
      created_at: input.now,
    })
    .execute();
}

// ---- Moderation ----

/** What moderation reads of an entity before changing it. */
export async function findEntityToModerate(db: Db, entityId: string) {
  return db
    .selectFrom('scam_entities')
    .select(['id', 'status', 'scammer_id'])
    .where('id', '=', entityId)
    .executeTakeFirst();
}

/** Whether the user has a report entry on the entity. */
export async function hasReported(db: Db, entityId: string, userId: string): Promise<boolean> {
  const entry = await db
    .selectFrom('report_entries')
    .select('id')
    .where('entity_id', '=', entityId)
    .where('reporter_id', '=', userId)
    .executeTakeFirst();
  return entry !== undefined;
}

export type ModerationChange = { status: 'ACTIVE'; scammerName: string } | { status: 'REJECTED'; rejectReason: string };

/**
 * The entity's status changed by `validatorId`, only if it is still one of `from`: a conditional
 * UPDATE, so of two validators racing only one changes the row. Whether it changed.
 */
export async function setModeratedStatus(
  db: Db,
  input: { entityId: string; validatorId: string; change: ModerationChange; from: ReportStatus[]; now: string },
): Promise<boolean> {
  const { change, now } = input;
  const result = await db
    .updateTable('scam_entities')
    .set({
      status: change.status,
      ...(change.status === 'ACTIVE'
        ? { scammer_name: change.scammerName, reject_reason: null }
        : { reject_reason: change.rejectReason }),
      verifier_id: input.validatorId,
      moderated_at: now,
      changed_at: now,
    })
    .where('id', '=', input.entityId)
    .where('status', 'in', input.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** `rank_score` moved by `delta`, never below 0, and the rank that follows from it, capped. */
function rankScoreChange(delta: number) {
  const score = sql<number>`case when rank_score + ${sql.lit(delta)} < 0 then 0 else rank_score + ${sql.lit(delta)} end`;
  const rank = sql<number>`1 + (${score}) / ${sql.lit(RANK_SCORE_PER_RANK)}`;
  return {
    rank_score: score,
    rank: sql<number>`case when ${rank} > ${sql.lit(RANK_MAX)} then ${sql.lit(RANK_MAX)} else ${rank} end`,
  };
}

/** Moves the rank score of everyone who reported the entity by `delta` (their rank follows). */
export async function moveReporterRanks(db: Db, entityId: string, delta: number, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...rankScoreChange(delta), updated_at: now })
    .where('id', 'in', (eb) => eb.selectFrom('report_entries').select('reporter_id').where('entity_id', '=', entityId))
    .execute();
}
