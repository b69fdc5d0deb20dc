// A second SQLite connection on a worker thread for the few reads that take long at scale (a
// leader-board window sums a month of daily counts): better-sqlite3 is synchronous, so such a read
// on the main thread would stall every other request. WAL lets this reader see committed data
// while the main connection keeps writing.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';
import type { Config } from '../config.js';
import { SharedInProcess } from '../lib/shared-in-process.js';
import { WORKER_RESOURCE_LIMITS } from '../lib/worker-limits.js';
import { SQLITE_CACHE_KIB, type Db } from './database.js';

// CommonJS source run by the worker (eval), so it works the same from src (tsx) and dist. It takes
// one message at a time and answers it before the next, so answers come back in the order asked.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
db.pragma('query_only = ON');
db.pragma('cache_size = -' + workerData.cacheKib);
const statements = new Map();
parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    parentPort.postMessage({ id, rows: statement.all(...parameters) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

const readers = new SharedInProcess<SqliteReaderThread>((reader) => reader.close());

/** Runs a compiled query on the reader thread when there is one, else on `db` (PostgreSQL, tests). */
export async function readOffThread<R>(db: Db, reader: SqliteReaderThread | null, query: CompiledQuery<R>) {
  return reader ? reader.query(query) : (await db.executeQuery(query)).rows;
}

/**
 * The reader thread of a database, shared by every feature of the process (null for PostgreSQL,
 * whose reads do not block the event loop, and for an in-memory SQLite database). Each caller
 * releases it once on close; the last release stops the thread.
 */
export function sharedSqliteReader(
  database: Config['database'],
): { reader: SqliteReaderThread; release: () => Promise<void> } | null {
  if (database.kind !== 'sqlite' || database.file === ':memory:') return null;
  const { value, release } = readers.take(database.file, () => new SqliteReaderThread(database.file));
  return { reader: value, release };
}

/** A caller waiting for the reader's answer; the answers come back in the order asked. */
interface Waiter {
  id: number;
  resolve: (rows: unknown[]) => void;
  reject: (e: Error) => void;
  next: Waiter | null;
}

export class SqliteReaderThread {
  private readonly worker: Worker;
  // A queue of its own rather than a Map by id: a Map that takes and drops an entry per query
  // rehashes every few dozen queries, and V8 keeps the entries in the table it leaves behind. Once
  // that table is in the old generation, it holds every pending query's promise, and so the rows it
  // resolved to, until the next full collection: 3.5 kB a request and a full collection every
  // ~0.8 s for a date window's page (docs/performance.md, session 22).
  private first: Waiter | null = null;
  private last: Waiter | null = null;
  private nextId = 0;
  /** Why the thread can no longer answer, once it has stopped. */
  private stopped: Error | null = null;

  constructor(file: string) {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { file, driver, cacheKib: SQLITE_CACHE_KIB },
      resourceLimits: WORKER_RESOURCE_LIMITS,
    });
    this.worker.unref();
    this.worker.on('message', (message: { id: number; rows?: unknown[]; error?: string }) => {
      const waiter = this.first;
      if (!waiter || waiter.id !== message.id) {
        this.failAll(new Error(`SQLite reader thread answered ${message.id} out of turn`));
        return;
      }
      this.first = waiter.next;
      if (!this.first) this.last = null;
      waiter.next = null;
      if (message.error !== undefined) waiter.reject(new Error(message.error));
      else waiter.resolve(message.rows ?? []);
    });
    this.worker.on('error', (error) => this.stop(error));
    this.worker.on('exit', () => this.stop(new Error('SQLite reader thread stopped')));
  }

  /** Runs a compiled (SQLite-dialect) query on the worker's connection. */
  query<T>(query: CompiledQuery<T>): Promise<T[]> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<T[]>((resolve, reject) => {
      // Sent first: a query that cannot be sent (a parameter that cannot be cloned) throws here,
      // rejecting its promise, and never joins the queue. No answer can arrive before this returns.
      this.worker.postMessage({ id, sql: query.sql, parameters: query.parameters });
      const waiter: Waiter = { id, resolve: resolve as (rows: unknown[]) => void, reject, next: null };
      if (this.last) this.last.next = waiter;
      else this.first = waiter;
      this.last = waiter;
    });
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }

  private stop(error: Error) {
    this.stopped ??= error;
    this.failAll(error);
  }

  private failAll(error: Error) {
    for (let waiter = this.first; waiter; waiter = waiter.next) waiter.reject(error);
    this.first = this.last = null;
  }
}
