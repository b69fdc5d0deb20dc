// Every (type, unique_id) of scam_entities in a Bloom filter beside the SQLite connection, so that a
// check for an identifier nobody reported skips its index lookup: most identifiers people check
// were never reported. The filter can answer "maybe" for a key that is not there (then the lookup
// runs as before), never "no" for a key that is: see docs/decisions/entity-key-filter.md.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { BloomFilter } from 'bloomfilter';
import { WORKER_RESOURCE_LIMITS } from '../../lib/worker-limits.js';

/** Keys the filter is sized for: twice the entities at its build, at least this many. */
const MIN_CAPACITY = 65_536;
/** 16 bits and 7 hashes a key: ~0.07% false "maybe" when full, ~0.001% at half. 4 MB per million. */
const BITS_PER_KEY = 16;
const HASHES = 7;
/** Rows read per step of a build: per read on the build's thread, per turn of the event loop in memory. */
const BUILD_STEP_ROWS = 2_000;
/** The build's own connection reads the table once, in order: a small cache is enough. */
const BUILD_CACHE_KIB = 2_048;
/** After a build that failed, the next is not started before this (each starts a thread). */
const BUILD_RETRY_MS = 30_000;
/** New rows one catch-up reads inside a batch; beyond it (an import), the filter is built again. */
const MAX_CATCH_UP_ROWS = 1_000;

type KeyRow = [rowid: number, type: string, uniqueId: string];

/** Between a key's type and its identifier; the build's thread joins them with it too. */
const KEY_SEPARATOR = '\u0000';
const keyOf = (type: string, uniqueId: string) => type + KEY_SEPARATOR + uniqueId;

/** A built filter: every key of the rows up to `rowid` (and perhaps more). */
interface Covered {
  bloom: BloomFilter;
  capacity: number;
  keys: number;
  /** The last row read; a catch-up checks it is still the same row (no rowid given again). */
  rowid: number;
  key: string | null;
  /** The database as of the last catch-up: no row can have been added while both stay the same. */
  dataVersion: number;
  ownChanges: number;
}

export interface EntityKeys {
  /** false: no entity has this key in the batch's snapshot. true: one may. */
  mayHave(type: string, uniqueId: string): boolean;
}

const EVERY_KEY_MAY_BE_THERE: EntityKeys = { mayHave: () => true };

/** Where a build says how it went: the server's logger. */
export interface BuildLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

interface FilterState {
  covered: Covered | null;
  building: boolean;
  /** The build's thread while one runs, so that closing the server can stop it. */
  thread: Worker | null;
  /** Set when the server closes: no batch starts a build after it. */
  stopped: boolean;
  /** performance.now() before which no build starts again, after one failed. */
  retryAt: number;
  log: BuildLog | null;
  /** Rows from a rowid on, at most a number of them. */
  rowsFrom: SQLite.Statement<[number, number], KeyRow>;
  highestRowid: SQLite.Statement<[], number | null>;
  /** Moves when another connection (another process) commits. */
  dataVersion: SQLite.Statement<[], number>;
  /** Rows this connection has written, committed or not. */
  ownChanges: SQLite.Statement<[], number>;
}
const states = new WeakMap<SQLite.Database, FilterState>();

/**
 * The keys as of the read transaction the caller has open on `sqlite` (a batch of checks, see
 * sqliteReadsTogether): the rows committed since the filter was last brought up to date are read
 * first, in that same snapshot, so what it says holds for every read of the batch. Until a filter
 * is built (in the background, from the server's start) every key may be there.
 */
export function entityKeysInTransaction(sqlite: SQLite.Database): EntityKeys {
  if (!sqlite.inTransaction) throw new Error('entityKeysInTransaction needs the read transaction of a batch');
  const state = stateOf(sqlite);
  if (!state) return EVERY_KEY_MAY_BE_THERE;
  let covered: Covered | null = null;
  try {
    covered = state.covered && catchUp(state, state.covered);
  } catch {
    // Not readable now (a closing connection): the lookups answer alone.
  }
  if (!covered) {
    state.covered = null;
    startBuild(sqlite, state);
    return EVERY_KEY_MAY_BE_THERE;
  }
  if (covered.keys > covered.capacity) startBuild(sqlite, state); // a larger one; this one serves meanwhile
  return { mayHave: (type, uniqueId) => covered.bloom.test(keyOf(type, uniqueId)) };
}

/**
 * Builds the filter in the background now rather than at the first check (the server's start): on a
 * thread of its own, ~1–2 s at 1M entities, done before most first visitors arrive.
 */
export function buildEntityKeyFilter(sqlite: SQLite.Database, log?: BuildLog): void {
  const state = stateOf(sqlite);
  if (!state) return;
  state.log = log ?? state.log;
  state.stopped = false; // a server starting on a connection another one closed (tests)
  startBuild(sqlite, state);
}

/**
 * Stops a build under way, and batches start no other: the server is closing. Its thread has its own
 * connection to the file; left running, it could open the file (and make its WAL index beside it)
 * after the server closed, while the folder is being removed or copied.
 */
export async function stopEntityKeyFilter(sqlite: SQLite.Database): Promise<void> {
  const state = states.get(sqlite);
  if (!state) return;
  state.stopped = true;
  await state.thread?.terminate();
}

/** Build threads started and not yet exited, in this process (for tests). */
export const runningBuildThreads = () => runningThreads;
let runningThreads = 0;

/** null while there is no scam_entities table to read (a database not migrated yet). */
function stateOf(sqlite: SQLite.Database): FilterState | null {
  let state = states.get(sqlite);
  if (!state) {
    try {
      state = prepareState(sqlite);
    } catch {
      return null;
    }
    states.set(sqlite, state);
  }
  return state;
}

const prepareRowsFrom = (connection: SQLite.Database) =>
  connection
    .prepare<[number, number], KeyRow>(
      'select rowid, type, unique_id from scam_entities where rowid >= ? order by rowid limit ?',
    )
    .raw(true);

function prepareState(sqlite: SQLite.Database): FilterState {
  return {
    covered: null,
    building: false,
    thread: null,
    stopped: false,
    retryAt: 0,
    log: null,
    // The rowid order of a rowid table: rows are only ever added to scam_entities, each with a
    // rowid above every other (SQLite's max + 1), so "rows after the last one read" is all that is new.
    rowsFrom: prepareRowsFrom(sqlite),
    highestRowid: sqlite.prepare<[], number | null>('select max(rowid) from scam_entities').pluck(),
    dataVersion: sqlite.prepare<[], number>('pragma data_version').pluck(),
    ownChanges: sqlite.prepare<[], number>('select total_changes()').pluck(),
  };
}

/**
 * Adds the rows after `covered.rowid`; null when the filter can no longer be trusted: the row it
 * read last is gone or is another row (deleted by hand, the rowid given again, a VACUUM that
 * renumbered), or more rows arrived than a request should read.
 */
function catchUp(state: FilterState, covered: Covered): Covered | null {
  // Two counters instead of a search of the table in most batches: read inside the batch's
  // transaction, data_version is that of its snapshot.
  const dataVersion = state.dataVersion.get()!;
  const ownChanges = state.ownChanges.get()!;
  if (dataVersion === covered.dataVersion && ownChanges === covered.ownChanges) return covered;
  covered.dataVersion = dataVersion;
  covered.ownChanges = ownChanges;
  const rows = state.rowsFrom.all(covered.rowid, MAX_CATCH_UP_ROWS + 2);
  let next = 0;
  if (covered.key !== null) {
    const first = rows[0];
    if (!first || first[0] !== covered.rowid || keyOf(first[1], first[2]) !== covered.key) return null;
    next = 1;
  }
  if (rows.length - next > MAX_CATCH_UP_ROWS) return null;
  for (; next < rows.length; next++) add(covered, rows[next]!);
  return covered;
}

function add(covered: Covered, [rowid, type, uniqueId]: KeyRow) {
  covered.key = keyOf(type, uniqueId);
  covered.bloom.add(covered.key);
  covered.rowid = rowid;
  covered.keys++;
}

// CommonJS source run by the build's thread (eval), so it works the same from src (tests) and dist.
// It reads every row in steps, each a read of its own outside any transaction (only committed rows),
// adds each key to a filter of the given size, and sends the filter's bits (moved, not copied) with
// the last row it read.
const BUILD_THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { file, driver, bloomfilterUrl, bits, hashes, stepRows, cacheKib, separator } = workerData;
(async () => {
  const SQLite = require(driver);
  const { BloomFilter } = await import(bloomfilterUrl);
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  db.pragma('cache_size = -' + cacheKib);
  const rowsFrom = db
    .prepare('select rowid, type, unique_id from scam_entities where rowid >= ? order by rowid limit ?')
    .raw(true);
  const bloom = new BloomFilter(bits, hashes);
  let rowid = 0;
  let key = null;
  let keys = 0;
  for (;;) {
    const rows = rowsFrom.all(rowid + 1, stepRows);
    for (const row of rows) {
      key = row[1] + separator + row[2];
      bloom.add(key);
      rowid = row[0];
      keys++;
    }
    if (rows.length < stepRows) break;
  }
  db.close();
  parentPort.postMessage({ buckets: bloom.buckets, rowid, key, keys }, [bloom.buckets.buffer]);
})().catch((error) => parentPort.postMessage({ error: String((error && error.message) || error) }));
`;

interface BuiltOnThread {
  buckets?: Uint32Array;
  rowid?: number;
  key?: string | null;
  keys?: number;
  error?: string;
}

/**
 * Builds a filter for every row, in the background, and puts it in use; the next batch's catch-up
 * reads what came since. Until then the old filter (if any) serves, or every key is looked up.
 *
 * A database file is read on a thread of its own, with a connection and a small cache of its own:
 * reading and hashing a million keys is ~1.5 s of CPU, which on the event loop, even in steps,
 * slowed every request for the first seconds after a start; and through the request connection the
 * scan filled its 64 MB page cache with table pages, crowding out the index pages the checks and
 * lists read (RSS +70 MB at once). A database in memory is built on the event loop in steps.
 */
function startBuild(sqlite: SQLite.Database, state: FilterState) {
  if (state.building || state.stopped || performance.now() < state.retryAt) return;
  let highestRowid: number;
  try {
    highestRowid = state.highestRowid.get() ?? 0;
  } catch {
    return; // a closing connection; the next batch asks again
  }
  state.building = true;
  // Rows are never deleted, so the highest rowid is the number of entities.
  const capacity = Math.max(MIN_CAPACITY, 2 * highestRowid);
  const end = (built: Covered | null) => {
    if (built && sqlite.open) state.covered = built;
    if (!built) state.retryAt = performance.now() + BUILD_RETRY_MS;
    state.building = false;
  };
  if (sqlite.memory) buildInSteps(sqlite, state, capacity, end);
  else buildOnThread(sqlite, state, capacity, end);
}

/** A filter with nothing read yet; the first catch-up after it is put in use reads what came since. */
const emptyCovered = (bloom: BloomFilter, capacity: number): Covered => ({
  bloom,
  capacity,
  keys: 0,
  rowid: 0,
  key: null,
  dataVersion: Number.NaN,
  ownChanges: Number.NaN,
});

function buildOnThread(
  sqlite: SQLite.Database,
  state: FilterState,
  capacity: number,
  end: (built: Covered | null) => void,
) {
  const { log } = state;
  const bits = BITS_PER_KEY * capacity;
  const started = performance.now();
  let answered = false;
  const failed = (error: string) => {
    // Checks stay right without a filter (every key is looked up), only slower: a warning.
    log?.warn({ error }, 'the entity key filter could not be built; the next check tries again');
    end(null);
  };
  let worker: Worker;
  try {
    worker = startBuildThread({
      file: sqlite.name,
      driver: packageFile('better-sqlite3'),
      bloomfilterUrl: pathToFileURL(packageFile('bloomfilter')).href,
      bits,
      hashes: HASHES,
      stepRows: BUILD_STEP_ROWS,
      cacheKib: BUILD_CACHE_KIB,
      separator: KEY_SEPARATOR,
    });
  } catch (error) {
    return failed((error as Error).message); // a package not found beside the code
  }
  state.thread = worker;
  runningThreads++;
  worker.on('message', ({ buckets, rowid, key, keys, error }: BuiltOnThread) => {
    answered = true;
    void worker.terminate();
    if (error !== undefined || !buckets || rowid === undefined || keys === undefined) {
      return failed(error ?? 'the build thread answered without a filter');
    }
    const bloom = new BloomFilter(bits, HASHES);
    bloom.buckets.set(buckets);
    end({ ...emptyCovered(bloom, capacity), rowid, key: key ?? null, keys });
    log?.info({ keys, ms: Math.round(performance.now() - started) }, 'entity key filter built');
  });
  // Failed to start or stopped without an answer: the next batch starts another build.
  let threadError = 'the build thread stopped without an answer';
  worker.on('error', (error) => {
    threadError = error.message;
  });
  worker.on('exit', () => {
    runningThreads--;
    state.thread = null;
    if (answered) return;
    if (!state.stopped) return failed(threadError);
    state.building = false; // stopped by the server's close: nothing went wrong
  });
}

const packageFile = (name: string) => createRequire(import.meta.url).resolve(name);

function startBuildThread(workerData: Record<string, unknown>): Worker {
  const worker = new Worker(BUILD_THREAD_SOURCE, { eval: true, workerData, resourceLimits: WORKER_RESOURCE_LIMITS });
  worker.unref(); // a build under way never keeps the process alive
  return worker;
}

/**
 * Reads every row through the request connection in steps of BUILD_STEP_ROWS, one step per turn of
 * the event loop, each outside any transaction, so only committed rows count (a row of a
 * transaction that is then rolled back must not: its rowid, given to the next row, would be
 * skipped): a step waits while a write is under way.
 */
function buildInSteps(
  sqlite: SQLite.Database,
  state: FilterState,
  capacity: number,
  end: (built: Covered | null) => void,
) {
  const building = emptyCovered(new BloomFilter(BITS_PER_KEY * capacity, HASHES), capacity);
  const step = () => {
    if (!sqlite.open) return end(null); // closed: nothing to build for
    if (sqlite.inTransaction) return void setTimeout(step, 1);
    let rows: KeyRow[];
    try {
      rows = state.rowsFrom.all(building.rowid + 1, BUILD_STEP_ROWS);
    } catch {
      return end(null); // a batch starts another after BUILD_RETRY_MS
    }
    for (const row of rows) add(building, row);
    if (rows.length === BUILD_STEP_ROWS) return void setImmediate(step);
    end(building);
  };
  setImmediate(step);
}
