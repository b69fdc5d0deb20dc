// `npm run bench:data -- --entities 1000000 --data-dir DIR [--database-url postgres://…]`
//
// Realistic scam data written straight against the schema, deterministic for a given --seed and
// --now (default: today 00:00 UTC): all five types in realistic proportions, ~3 entries per entity
// with a long tail (a few entities have hundreds), 100,000 users of whom a few hundred are
// validators and some are deleted, dates over two years (more of them recent), ACTIVE, PENDING and
// REJECTED entities, and report_count / last_reported_at / first_reporter_id / the leader-board
// counts consistent with the entries. The data folder (or database) is migrated and seeded, so
// `npm run serve` starts on it as it is.
//
// The rows are made on a second thread while the first writes them (produceInThread).
// SQLite: prepared statements in large transactions with journaling and syncing off and the
// secondary indexes dropped during the load, then the indexes rebuilt, planner statistics taken
// and WAL restored. PostgreSQL: COPY (pg-copy-streams) with triggers and foreign-key checks off
// for the session (session_replication_role = replica, needs a superuser), indexes rebuilt after.
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { loadConfig } from '../apps/server/src/config.js';
import { createDatabase, dropPlannerSamples, migrateToLatest, type Db } from '../apps/server/src/db/database.js';
import {
  createReporterCountTriggers,
  dropReporterCountTriggers,
} from '../apps/server/src/db/migrations/0004-reporter-counts.js';
import {
  backfillEntityDailyCounts,
  createEntityDailyCountTriggers,
} from '../apps/server/src/db/migrations/0010-entity-daily-counts.js';
import {
  backfillPostgresEntityDailyCounts,
  createPostgresEntityDailyCountTriggers,
  dropPostgresEntityDailyCountTriggers,
} from '../apps/server/src/db/migrations/0015-postgres-entity-daily-counts.js';
import { seedDatabase } from '../apps/server/src/seed.js';
import {
  DAILY_COLUMNS,
  ENTITY_COLUMNS,
  ENTRY_COLUMNS,
  TOTAL_COLUMNS,
  USER_COLUMNS,
  type Row,
  type RowOptions,
  type Sink,
} from './generate-rows.js';
import type { RowMessage, RowThreadData } from './generate-rows-thread.js';

export interface GenerateOptions extends RowOptions {
  dataDir: string;
  /** postgres://… to load PostgreSQL instead of the SQLite file in dataDir. */
  databaseUrl?: string | undefined;
}

// Loads the thread's TypeScript through tsx's API: a worker started on a .ts file does not get the
// `--import tsx` hooks of its parent on Node 20, nor does one started from a test.
const ROW_THREAD_SOURCE = `
const { workerData } = require('node:worker_threads');
import(workerData.tsx).then(({ tsImport }) => tsImport(workerData.thread, workerData.thread));
`;

/**
 * The rows made on a thread of their own (generate-rows-thread.ts) and written here as they come, in
 * order: at 1M entities making them took 49 s of the 101 s the rows took on one thread (session 51),
 * now done on the other core while the database writes. A failed write stops the thread.
 */
export function produceInThread(options: RowOptions, articleSlugs: string[], sink: Sink): Promise<{ entries: number }> {
  const { log, ...rowOptions } = options;
  const worker = new Worker(ROW_THREAD_SOURCE, {
    eval: true,
    // Each batch outlives many scavenges while it is made; a larger young generation copies it less.
    resourceLimits: { maxYoungGenerationSizeMb: 96 },
    workerData: {
      options: rowOptions,
      articleSlugs,
      tsx: import.meta.resolve('tsx/esm/api'),
      thread: new URL('./generate-rows-thread.ts', import.meta.url).href,
    } satisfies RowThreadData & { tsx: string; thread: string },
  });
  return new Promise((resolve, reject) => {
    let written = Promise.resolve();
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
      void worker.terminate();
    };
    const fail = (error: unknown) => settle(() => reject(error instanceof Error ? error : new Error(String(error))));
    const write = async (message: RowMessage) => {
      if (settled) return;
      if (message.kind === 'log') return log?.(message.line);
      if (message.kind === 'done') return settle(() => resolve({ entries: message.entries }));
      if (message.kind === 'users') await sink.users(message.rows);
      else if (message.kind === 'batch') await sink.batch(message.entities, message.entries);
      else await sink.counts(message.daily, message.totals);
      worker.postMessage('written');
    };
    worker.on('message', (message: RowMessage) => {
      written = written.then(() => write(message)).catch(fail);
    });
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (code !== 0) fail(new Error(`the row thread stopped with exit code ${code}`));
    });
  });
}

// ---- SQLite ----

async function loadSqlite(options: GenerateOptions, file: string) {
  const log = options.log ?? (() => {});
  const sqlite = new SQLite(file);
  const existing = sqlite.prepare('select count(*) as n from scam_entities').get() as { n: number };
  if (existing.n > 0) throw new Error(`${file} already holds ${existing.n} entities; use an empty --data-dir`);
  const articleSlugs = (sqlite.prepare('select slug from articles order by slug').all() as { slug: string }[]).map(
    (r) => r.slug,
  );

  sqlite.pragma('journal_mode = OFF');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('cache_size = -262144');
  sqlite.pragma('foreign_keys = OFF');
  const indexes = sqlite
    .prepare(
      `select name, sql from sqlite_master where type = 'index' and sql is not null
       and tbl_name in ('scam_entities', 'report_entries', 'users', 'reporter_daily_counts', 'reporter_totals')`,
    )
    .all() as { name: string; sql: string }[];
  for (const index of indexes) sqlite.exec(`drop index ${index.name}`);
  for (const trigger of sqlite.prepare(`select name from sqlite_master where type = 'trigger'`).all() as {
    name: string;
  }[]) {
    sqlite.exec(`drop trigger ${trigger.name}`);
  }

  const insert = (table: string, columns: readonly string[]) =>
    sqlite.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`);
  const insertUser = insert('users', USER_COLUMNS);
  const insertEntity = insert('scam_entities', ENTITY_COLUMNS);
  const insertEntry = insert('report_entries', ENTRY_COLUMNS);
  const writeUsers = sqlite.transaction((rows: Row[]) => {
    for (const row of rows) insertUser.run(row);
  });
  const writeBatch = sqlite.transaction((entities: Row[], entries: Row[]) => {
    for (const row of entities) insertEntity.run(row);
    for (const row of entries) insertEntry.run(row);
  });
  const insertDaily = insert('reporter_daily_counts', DAILY_COLUMNS);
  const insertTotal = insert('reporter_totals', TOTAL_COLUMNS);
  const writeCounts = sqlite.transaction((daily: Row[], totals: Row[]) => {
    for (const row of daily) insertDaily.run(row);
    for (const row of totals) insertTotal.run(row);
  });
  let t = performance.now();
  const { entries } = await produceInThread(options, articleSlugs, {
    users: async (rows) => writeUsers(rows),
    batch: async (e, r) => writeBatch(e, r),
    counts: async (d, t) => writeCounts(d, t),
  });
  log(`rows written in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  t = performance.now();
  // SQLite sorts each index's keys in runs as large as the page cache; small runs merged by two
  // threads built the 31 indexes at 1M entities in 36-41 s, one 256 MiB run each in 61-66 s
  // (docs/performance.md, session 48).
  sqlite.pragma('cache_size = -16384');
  sqlite.pragma('threads = 2');
  for (const index of indexes) sqlite.exec(index.sql);
  log(`indexes rebuilt in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  sqlite.close();
  return entries;
}

// ---- PostgreSQL ----

/** COPY text format: tab-separated, `\N` for null, backslash escapes. */
const copyLine = (row: Row) =>
  row
    .map((v) =>
      v === null
        ? '\\N'
        : typeof v === 'number'
          ? String(v)
          : v.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r'),
    )
    .join('\t') + '\n';

async function copyRows(client: pg.PoolClient, table: string, columns: readonly string[], rows: Row[]) {
  const stream = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('finish', () => resolve());
    stream.on('error', reject);
  });
  let chunk = '';
  for (const row of rows) {
    chunk += copyLine(row);
    if (chunk.length > 1 << 20) {
      if (!stream.write(chunk)) await new Promise((resolve) => stream.once('drain', resolve));
      chunk = '';
    }
  }
  stream.end(chunk);
  await done;
}

async function loadPostgres(options: GenerateOptions, db: Db, url: string) {
  const log = options.log ?? (() => {});
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  const { rows: existing } = await pool.query<{ n: number }>('select count(*)::int as n from scam_entities');
  if (existing[0]!.n > 0) throw new Error(`the database already holds ${existing[0]!.n} entities; use an empty one`);
  const { rows: slugRows } = await pool.query<{ slug: string }>('select slug from articles order by slug');
  const { rows: indexes } = await pool.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes where schemaname = current_schema()
     and tablename in ('scam_entities', 'report_entries', 'users', 'reporter_daily_counts', 'reporter_totals')
     and indexname not in (select conname from pg_constraint where contype in ('p', 'u'))`,
  );
  for (const index of indexes) await pool.query(`drop index ${index.indexname}`);
  await dropReporterCountTriggers(db);
  await dropPostgresEntityDailyCountTriggers(db);

  // Two connections: entities and entries stream at the same time.
  const [a, b] = await Promise.all([pool.connect(), pool.connect()]);
  for (const client of [a, b]) await client.query('set session_replication_role = replica');
  let t = performance.now();
  const { entries } = await produceInThread(
    options,
    slugRows.map((r) => r.slug),
    {
      users: (rows) => copyRows(a, 'users', USER_COLUMNS, rows),
      batch: async (e, r) => {
        await Promise.all([
          copyRows(a, 'scam_entities', ENTITY_COLUMNS, e),
          copyRows(b, 'report_entries', ENTRY_COLUMNS, r),
        ]);
      },
      counts: async (d, t) => {
        await Promise.all([
          copyRows(a, 'reporter_daily_counts', DAILY_COLUMNS, d),
          copyRows(b, 'reporter_totals', TOTAL_COLUMNS, t),
        ]);
      },
    },
  );
  a.release();
  b.release();
  log(`rows copied in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  t = performance.now();
  await Promise.all(indexes.map((index) => pool.query(index.indexdef)));
  log(`indexes rebuilt in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  await pool.end();
  return entries;
}

/** Ensures the database named in `url` exists (CREATE DATABASE through the `postgres` database). */
async function ensurePostgresDatabase(url: string) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  await client.end();
}

/**
 * SQLite data is built in a folder of its own and moved into place only when complete, so nothing
 * opens a half-built database: a server started on the folder while its indexes were being rebuilt
 * made the rebuild fail (SQLITE_BUSY), and left a database without them that looked complete.
 */
export async function generate(options: GenerateOptions): Promise<{ entries: number; seconds: number }> {
  if (options.databaseUrl) return generateInto(options);
  const building = `${options.dataDir}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  try {
    const result = await generateInto({ ...options, dataDir: building });
    renameSync(building, options.dataDir); // replaces an empty folder, refuses one with files
    return result;
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    throw error;
  }
}

async function generateInto(options: GenerateOptions): Promise<{ entries: number; seconds: number }> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  if (options.databaseUrl) await ensurePostgresDatabase(options.databaseUrl);
  const config = loadConfig({
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    LOG_LEVEL: 'silent',
  });
  const db = createDatabase(config.database);
  await migrateToLatest(db);
  await seedDatabase(db);
  let entries: number;
  if (config.database.kind === 'postgres') {
    entries = await loadPostgres(options, db, config.database.url);
  } else {
    await db.destroy();
    entries = await loadSqlite(options, config.database.file);
  }
  const reopened = config.database.kind === 'postgres' ? db : createDatabase(config.database);
  // The counts were written with the rows; the triggers keep them from here on.
  await createReporterCountTriggers(reopened);
  // The per-day entity counts are summed from the loaded rows (each helper does nothing on the
  // other engine).
  await backfillEntityDailyCounts(reopened);
  await createEntityDailyCountTriggers(reopened);
  await backfillPostgresEntityDailyCounts(reopened);
  await createPostgresEntityDailyCountTriggers(reopened);
  const t = performance.now();
  if (config.database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.database.url, max: 1 });
    // VACUUM as well: rows loaded by COPY are not yet marked all-visible, so every count read the
    // table instead of the index only (a 30-day window: 144 ms, 10 ms after), as no server that
    // autovacuum has passed over would.
    await pool.query('vacuum (analyze)');
    // Last: PostgreSQL is loaded in place (SQLite is moved into place complete), so the benchmark
    // tells a finished load from one that stopped half-way by this mark (postgresLoadState).
    await pool.query(`comment on table scam_entities is '${POSTGRES_LOADED_MARK} ${options.entities}'`);
    await pool.end();
  } else {
    await reopened.destroy();
    // Full statistics (see refreshPlannerStatistics), so the server starts with good plans, then WAL.
    const sqlite = new SQLite(config.database.file);
    sqlite.pragma('analysis_limit = 0');
    sqlite.exec('analyze');
    dropPlannerSamples(sqlite);
    sqlite.pragma('journal_mode = WAL');
    sqlite.close();
  }
  if (config.database.kind === 'postgres') await reopened.destroy();
  log(`statistics in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  return { entries, seconds: (performance.now() - started) / 1000 };
}

/** The start of the comment the generator leaves on a PostgreSQL database's scam_entities when done. */
export const POSTGRES_LOADED_MARK = 'satark bench:data complete:';

/**
 * What a PostgreSQL database holds: `empty` (no database, no table or no rows yet), `complete` (a
 * load that finished), or `partial` (rows of a load that stopped before its end).
 */
export async function postgresLoadState(databaseUrl: string): Promise<'empty' | 'complete' | 'partial'> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ filled: boolean; mark: string | null }>(
      `select exists (select 1 from scam_entities) as filled,
              obj_description('scam_entities'::regclass, 'pg_class') as mark`,
    );
    const [{ filled, mark }] = rows as [{ filled: boolean; mark: string | null }];
    if (!filled) return 'empty';
    return mark?.startsWith(POSTGRES_LOADED_MARK) ? 'complete' : 'partial';
  } catch {
    return 'empty'; // no such database or table yet
  } finally {
    await client.end().catch(() => undefined);
  }
}

export function todayUtc(): number {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      entities: { type: 'string', default: '200000' },
      users: { type: 'string', default: '100000' },
      validators: { type: 'string', default: '300' },
      seed: { type: 'string', default: '1' },
      now: { type: 'string' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
    },
  });
  const dataDir = values['data-dir'];
  if (!dataDir) {
    console.error('usage: npm run bench:data -- --entities 1000000 --data-dir DIR [--database-url postgres://…]');
    process.exit(2);
  }
  if (!values['database-url'] && existsSync(path.join(dataDir, 'satark.db'))) {
    console.error(`${dataDir} already has a database; pick a new folder`);
    process.exit(2);
  }
  const options: GenerateOptions = {
    entities: Number(values.entities),
    users: Number(values.users),
    validators: Number(values.validators),
    seed: Number(values.seed),
    now: values.now ? Date.parse(values.now) : todayUtc(),
    dataDir,
    databaseUrl: values['database-url'],
    log: (line) => console.log(line),
  };
  const result = await generate(options);
  console.log(
    `${options.entities.toLocaleString('en-IN')} entities, ${result.entries.toLocaleString('en-IN')} entries, ${options.users.toLocaleString('en-IN')} users in ${result.seconds.toFixed(1)} s`,
  );
}
