// One typed query layer over SQLite (default) or PostgreSQL (DATABASE_URL=postgres://…).
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  Migrator,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from 'kysely';
import type pg from 'pg';
import type { Config } from '../config.js';
import { migrations } from './migrations/index.js';
import { postgresDriver } from './postgres-driver.js';
import { PostgresWriteVersion, WriteTrackingPostgresDialect } from './postgres-write-version.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

/**
 * Each SQLite connection's page cache, a ceiling (pages are allocated as read, so a small database
 * uses little): 64 MiB holds the interior pages of every index and the hot leaves. SQLite's 2 MiB
 * default made a check or a spammer-detail read most pages again from the file at 1M entities
 * (docs/decisions/sqlite-settings.md).
 */
export const SQLITE_CACHE_KIB = 64 * 1024;

/** The better-sqlite3 connection behind a SQLite Db, for the few hot reads prepared once. */
const sqliteConnections = new WeakMap<Db, SQLite.Database>();
export const sqliteConnectionOf = (db: Db): SQLite.Database | undefined => sqliteConnections.get(db);

/** The pg pool behind a PostgreSQL Db, for the few hot reads sent as named prepared statements. */
const postgresPools = new WeakMap<Db, pg.Pool>();
export const postgresPoolOf = (db: Db): pg.Pool | undefined => postgresPools.get(db);

/** The write version behind a PostgreSQL Db (db/postgres-write-version.ts). */
const postgresWriteVersions = new WeakMap<Db, PostgresWriteVersion>();
export const postgresWriteVersionOf = (db: Db): PostgresWriteVersion | undefined => postgresWriteVersions.get(db);

/**
 * Write transactions take SQLite's write lock when they begin (`BEGIN IMMEDIATE`), not at their
 * first write: a deferred transaction that reads and then writes fails with SQLITE_BUSY at once,
 * whatever the busy timeout, when another connection (the admin CLI, a backup, a second process)
 * wrote in between. Immediate ones wait their turn. docs/decisions/sqlite-settings.md.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}
class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.settings);
  }
}

/** Statements kept by their SQL text; enough for every query the app builds, bounded for raw ones. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every statement anew (~50 µs each, measured on the check path);
 * this hands it the last STATEMENT_CACHE_SIZE statements by their SQL text instead. A statement
 * still being iterated (a streamed query) is busy, so a second use meanwhile gets a fresh one.
 */
export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      const cached = statements.get(text);
      if (cached && !cached.busy) {
        // Map order is the eviction order: move the statement to the newest end.
        statements.delete(text);
        statements.set(text, cached);
        return cached;
      }
      const statement = sqlite.prepare(text);
      statements.set(text, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}

/** A statement prepared once whose rows come back as objects, see `objectRows`. */
export interface ObjectRowStatement<Row> {
  get(...parameters: unknown[]): Row | undefined;
  all(...parameters: unknown[]): Row[];
}

/**
 * `sqlite.prepare(text)` for a hot read: the driver hands rows over as arrays, and they become
 * objects here with the column names read once. better-sqlite3's own objects make a V8 string of
 * every column's name for every row: 9.5% of a spammer-detail's CPU in a profile at 1M entities,
 * about twice what the arrays and this loop cost (docs/performance.md, session 20).
 */
export function objectRows<Row>(sqlite: SQLite.Database, text: string): ObjectRowStatement<Row> {
  const statement = sqlite.prepare<unknown[], unknown[]>(text).raw(true);
  const names = statement.columns().map((column) => column.name);
  const toObject = (values: unknown[]) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i += 1) row[names[i]!] = values[i];
    return row as Row;
  };
  return {
    get: (...parameters) => {
      const values = statement.get(...parameters);
      return values === undefined ? undefined : toObject(values);
    },
    all: (...parameters) => statement.all(...parameters).map(toObject),
  };
}

/** A lost PostgreSQL connection (restart, failover, pg_terminate_backend) is logged, never fatal. */
const logLostConnection = (error: Error) =>
  console.warn(JSON.stringify({ level: 40, msg: 'PostgreSQL connection lost', err: error.message }));

export function createDatabase(database: Config['database']): Db {
  if (database.kind === 'postgres') {
    const connection = {
      connectionString: database.url,
      // A request waits at most this long for a connection, then gets 503 instead of hanging.
      connectionTimeoutMillis: 5000,
      application_name: database.schema ? `satark:${database.schema}` : 'satark',
      ...(database.schema ? { options: `-c search_path=${database.schema}` } : {}),
    };
    const pool = new (postgresDriver().Pool)({ ...connection, max: 10 });
    // An idle client that dies is reported on the pool; one checked out between two queries (in a
    // transaction) on the client itself. Without both listeners either one ends the process. The
    // pool drops such a client and opens a new one for the next request.
    pool.on('error', logLostConnection);
    pool.on('connect', (client) => client.on('error', logLostConnection));
    const writeVersion = new PostgresWriteVersion(connection);
    const db = new Kysely<Database>({ dialect: new WriteTrackingPostgresDialect({ pool }, writeVersion) });
    postgresPools.set(db, pool);
    postgresWriteVersions.set(db, writeVersion);
    return db;
  }
  if (database.file !== ':memory:') mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  // docs/decisions/sqlite-settings.md
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  dropPlannerSamples(sqlite);
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }) });
  sqliteConnections.set(db, sqlite);
  return db;
}

/**
 * Indexes whose value samples (sqlite_stat4) the planner keeps: a search's prefix ranges on them can
 * match one entity or a hundred thousand, and only the samples tell which. Without them SQLite read a
 * three-prefix search through the newest-first index instead (3 s at 1M entities).
 */
const SAMPLED_INDEXES = ['scam_entities_unique_id', 'scam_entities_scammer_id'];
const NOT_SAMPLED = `idx not in (${SAMPLED_INDEXES.map((name) => `'${name}'`).join(', ')})`;

/**
 * Deletes the value samples `ANALYZE` keeps in sqlite_stat4 (better-sqlite3's SQLite is built with
 * STAT4), but those of SAMPLED_INDEXES, and reloads this connection's statistics; sqlite_stat1
 * stays. With samples, a statement whose bound value meets an indexed column is planned again every
 * time it runs with new values, and with ~20 indexes on scam_entities planning costs more than the
 * read: the check's lookup 15.8 -> 6.9 µs, a list page 180 -> 95 µs at 1M entities
 * (docs/performance.md). Run before a connection plans anything and after every ANALYZE.
 */
export function dropPlannerSamples(sqlite: SQLite.Database): void {
  const hasTable = sqlite.prepare(`select 1 from sqlite_schema where name = 'sqlite_stat4'`).get() !== undefined;
  if (!hasTable || sqlite.prepare(`select 1 from sqlite_stat4 where ${NOT_SAMPLED} limit 1`).get() === undefined)
    return;
  try {
    sqlite.exec(`delete from sqlite_stat4 where ${NOT_SAMPLED}; analyze sqlite_schema`);
  } catch (error) {
    // Another connection held the write lock past the busy timeout (a long ANALYZE): the samples
    // only cost time, so the next refresh or start drops them.
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
  }
}

/** `schema` (PostgreSQL) keeps Kysely's own bookkeeping tables in that schema, not the first one found. */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps SQLite's query-planner statistics current; without them it picks the status index and
 * sorts every row for a list page (measured in bench/). `PRAGMA optimize` only re-analyzes tables
 * whose statistics are missing or stale. It reads whole indexes (0.6 s at 200,000 entities, seconds
 * at a million): sampled statistics misjudge the three-valued status column and bring the slow
 * plans back. So it runs on a worker thread with its own connection to the same file (WAL), and
 * requests go on meanwhile; then the main connection drops its samples and loads the new statistics.
 * PostgreSQL's autovacuum keeps its own statistics.
 */
export async function refreshPlannerStatistics(db: Db): Promise<void> {
  const sqlite = sqliteConnectionOf(db);
  if (!sqlite) return;
  if (sqlite.memory) {
    // An in-memory database has no second connection; it is small anyway.
    sqlite.pragma('analysis_limit = 0');
    sqlite.pragma('optimize = 0x10002');
  } else {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const worker = new Worker(OPTIMIZE_SOURCE, { eval: true, workerData: { file: sqlite.name, driver } });
    await new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
      worker.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`optimize worker exited with ${code}`)),
      );
    });
  }
  // The worker's ANALYZE wrote new samples; this also loads its statistics on the main connection.
  await dropPlannerSamplesOutsideTransactions(sqlite);
}

/**
 * dropPlannerSamples once no transaction is open on the connection (a request's, on Kysely's one
 * connection, between two of its awaits): run inside it, the drop would be rolled back with it. Gives
 * up after 2 s; the next refresh drops them.
 */
export async function dropPlannerSamplesOutsideTransactions(sqlite: SQLite.Database): Promise<void> {
  for (let wait = 0; sqlite.open && sqlite.inTransaction && wait < 200; wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  // A server stopped while the refresh ran (right after its start, say) has closed the connection:
  // the samples are dropped when the database is next opened (createDatabase).
  if (sqlite.open && !sqlite.inTransaction) dropPlannerSamples(sqlite);
}

const OPTIMIZE_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
db.pragma('analysis_limit = 0');
db.pragma('optimize = 0x10002');
db.close();
parentPort.postMessage('done');
`;
