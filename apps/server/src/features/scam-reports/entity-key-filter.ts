// Every (type, unique_id) of scam_entities in a Bloom filter beside the SQLite connection, so that a
// check for an identifier nobody reported skips its index lookup: most identifiers people check
// were never reported. The filter can answer "maybe" for a key that is not there (then the lookup
// runs as before), never "no" for a key that is: see docs/decisions/entity-key-filter.md.
import SQLite from 'better-sqlite3';
import { BloomFilter } from 'bloomfilter';

/** Keys the filter is sized for: twice the entities at its build, at least this many. */
const MIN_CAPACITY = 65_536;
/** 16 bits and 7 hashes a key: ~0.07% false "maybe" when full, ~0.001% at half. 4 MB per million. */
const BITS_PER_KEY = 16;
const HASHES = 7;
/** Rows read per step of a build, between which requests are served (~2 ms at 1M entities). */
const BUILD_STEP_ROWS = 2_000;
/** The build's own connection reads the table once, in order: a small cache is enough. */
const BUILD_CACHE_KIB = 2_048;
/** New rows one catch-up reads inside a batch; beyond it (an import), the filter is built again. */
const MAX_CATCH_UP_ROWS = 1_000;

type KeyRow = [rowid: number, type: string, uniqueId: string];

const keyOf = (type: string, uniqueId: string) => `${type}\u0000${uniqueId}`;

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

interface FilterState {
  covered: Covered | null;
  building: boolean;
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
 * Builds the filter in the background now rather than at the first check (the server's start):
 * ~1 s of steps at 1M entities, done before most first visitors arrive.
 */
export function buildEntityKeyFilter(sqlite: SQLite.Database): void {
  const state = stateOf(sqlite);
  if (state) startBuild(sqlite, state);
}

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

/**
 * Reads every row in steps of BUILD_STEP_ROWS, one step per turn of the event loop, each step a read
 * of its own outside any transaction, so only committed rows count (a row of a transaction that is
 * then rolled back must not: its rowid, given to the next row, would be skipped). When a step finds
 * no more rows the filter is put in use; the next batch's catch-up reads what came since.
 *
 * The steps read through a connection of their own with a small cache: reading the whole table
 * through the request connection filled its 64 MB page cache with table pages at every start,
 * crowding out the index pages the checks and lists read (RSS +70 MB at once).
 */
function startBuild(sqlite: SQLite.Database, state: FilterState) {
  if (state.building) return;
  let highestRowid: number;
  let reader: ReturnType<typeof buildReader>;
  try {
    highestRowid = state.highestRowid.get() ?? 0;
    reader = buildReader(sqlite, state);
  } catch {
    return; // a closing connection; the next batch asks again
  }
  state.building = true;
  // Rows are never deleted, so the highest rowid is the number of entities.
  const capacity = Math.max(MIN_CAPACITY, 2 * highestRowid);
  const building: Covered = {
    bloom: new BloomFilter(BITS_PER_KEY * capacity, HASHES),
    capacity,
    keys: 0,
    rowid: 0,
    key: null,
    dataVersion: Number.NaN, // the first catch-up reads what came during the build
    ownChanges: Number.NaN,
  };
  const end = (built: Covered | null) => {
    if (reader.connection !== sqlite) reader.connection.close();
    if (built) state.covered = built;
    state.building = false;
  };
  const step = () => {
    if (!sqlite.open) return end(null); // closed: nothing to build for
    // On the request connection, a write under way: read after it.
    if (reader.connection === sqlite && sqlite.inTransaction) return void setTimeout(step, 1);
    let rows: KeyRow[];
    try {
      rows = reader.rowsFrom.all(building.rowid + 1, BUILD_STEP_ROWS);
    } catch {
      return end(null); // the next batch starts again
    }
    for (const row of rows) add(building, row);
    if (rows.length === BUILD_STEP_ROWS) return void setImmediate(step);
    end(building);
  };
  setImmediate(step);
}

/** A read-only connection to the same file, or the request connection for a database in memory. */
function buildReader(sqlite: SQLite.Database, state: FilterState) {
  if (sqlite.memory) return { connection: sqlite, rowsFrom: state.rowsFrom };
  const connection = new SQLite(sqlite.name, { readonly: true, fileMustExist: true });
  connection.pragma('busy_timeout = 5000');
  connection.pragma(`cache_size = -${BUILD_CACHE_KIB}`);
  return { connection, rowsFrom: prepareRowsFrom(connection) };
}
