// Hot reads on SQLite, answered together (docs/decisions/sqlite-checks-answered-together.md).
import type SQLite from 'better-sqlite3';
import DataLoader from 'dataloader';

type Read<Key, Value, Batch> = (sqlite: SQLite.Database, key: Key, batch: Batch) => Value;

/**
 * What a read answers when it did not run: a transaction was open on the connection (a request's,
 * on Kysely's one connection, between two of its awaits), and reading through it would show writes
 * that are not committed and may be rolled back. The caller reads through Kysely, which waits.
 */
export const NOT_READ = Symbol('not read');

const loaders = new WeakMap<SQLite.Database, Map<Read<never, unknown, never>, DataLoader<never, unknown>>>();
const readTransactions = new WeakMap<SQLite.Database, { begin: SQLite.Statement; commit: SQLite.Statement }>();

/**
 * The requests read in one pass of the event loop run their synchronous SQLite `read` at
 * setImmediate, one after another, and their answers are then written back to back: on a loaded
 * server that halved the event loop's CPU of a check and cut a detail page's by a sixth, against
 * reading and answering each request as soon as it was parsed. The reads of a batch share one read
 * transaction: a statement on its own takes and drops SQLite's read lock, which in a loop was half
 * of a check's lookup (4.8 → 2.3 µs). Each read still sees the database as it is after its request
 * arrived; nothing is kept between batches. One loader per connection and `read` (a function defined
 * once, so nothing is made per request); `read` may throw, which fails only that request.
 * `beforeReads`, if given, runs once a batch inside its transaction, and what it returns is passed to
 * each read of the batch (what holds for the batch's snapshot, such as the check's key filter).
 */
export function sqliteReadsTogether<Key, Value, Batch = undefined>(
  sqlite: SQLite.Database,
  read: Read<Key, Value, Batch>,
  beforeReads?: (sqlite: SQLite.Database) => Batch,
): DataLoader<Key, Value | typeof NOT_READ> {
  let byName = loaders.get(sqlite);
  if (!byName) loaders.set(sqlite, (byName = new Map()));
  const name = read as Read<never, unknown, never>;
  let loader = byName.get(name) as DataLoader<Key, Value | typeof NOT_READ> | undefined;
  if (!loader) {
    loader = new DataLoader<Key, Value | typeof NOT_READ>(
      async (keys) => {
        if (sqlite.inTransaction) return keys.map(() => NOT_READ);
        const transaction = readTransactionOf(sqlite);
        transaction.begin.run();
        try {
          const batch = beforeReads ? beforeReads(sqlite) : (undefined as Batch);
          return keys.map((key) => {
            try {
              return read(sqlite, key, batch);
            } catch (error) {
              return error as Error;
            }
          });
        } finally {
          // A read that failed badly enough may have ended the transaction itself.
          if (sqlite.inTransaction) transaction.commit.run();
        }
      },
      { cache: false, batchScheduleFn: (send) => setImmediate(send) },
    );
    byName.set(name, loader as DataLoader<never, unknown>);
  }
  return loader;
}

function readTransactionOf(sqlite: SQLite.Database) {
  let transaction = readTransactions.get(sqlite);
  if (!transaction) {
    transaction = { begin: sqlite.prepare('begin'), commit: sqlite.prepare('commit') };
    readTransactions.set(sqlite, transaction);
  }
  return transaction;
}
