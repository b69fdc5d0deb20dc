// PostgreSQL's write version: a token that moves with every write, for the answers cached until
// anything changes (db/data-versions.ts), as SQLite's total_changes() and data_version give there.
// Without it, every stats, articles or leader board request on PostgreSQL read its versions with
// one to three queries (8-10% of /healthz at 1M entities, against 80-117% on SQLite).
//
// It moves:
// - after each statement of this process that is not a plain select (a write, a commit), once it
//   has finished, so this process's own writes are seen by its next request;
// - on each notification on WRITE_CHANNEL (migration 0014's triggers): a commit by any connection;
// - when the listening connection is back after a loss (writes may have gone unheard meanwhile).
// While nothing listens (before the first LISTEN, after a loss, or when a probe notification the
// listener sends itself does not come back) it is null: callers do not cache.
// docs/decisions/postgres-write-version.md.
import {
  PostgresDialect,
  PostgresDriver,
  type CompiledQuery,
  type DatabaseConnection,
  type PostgresDialectConfig,
} from 'kysely';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { postgresDriver } from './postgres-driver.js';
import { WRITE_CHANNEL } from './migrations/0014-write-notifications.js';

/** How long after a lost listening connection the next attempt starts. */
export const RELISTEN_DELAY_MS = 1000;
/** How long the listener waits for its own probe to come back before it counts as deaf. */
const PROBE_TIMEOUT_MS = 2000;
/** After a deaf listener (notifications not delivered): try again this much later. */
const DEAF_RETRY_MS = 60_000;

export class PostgresWriteVersion {
  #moves = 0;
  #listening = false;
  #client: pg.Client | null = null;
  #retry: NodeJS.Timeout | null = null;
  #stopped = false;

  constructor(private readonly clientConfig: pg.ClientConfig) {}

  /** The current token, or null while writes by other connections could go unheard. */
  current(): string | null {
    if (!this.#client && !this.#retry && !this.#stopped) void this.#listen();
    return this.#listening ? String(this.#moves) : null;
  }

  /** A statement of this process that may have written has finished. */
  moved(): void {
    this.#moves += 1;
  }

  /** A commit announced on WRITE_CHANNEL, by any connection (this process's own included). */
  #heard(): void {
    this.#moves += 1;
  }

  /** The backend pid of the listening connection (tests end it to check the recovery). */
  get listenerPid(): number | null {
    const pid = (this.#client as unknown as { processID?: number } | null)?.processID;
    return this.#listening && pid ? pid : null;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#retry) clearTimeout(this.#retry);
    this.#retry = null;
    const client = this.#client;
    this.#client = null;
    this.#listening = false;
    await client?.end().catch(() => undefined);
  }

  async #listen(): Promise<void> {
    const client = new (postgresDriver().Client)(this.clientConfig);
    this.#client = client;
    const lost = (delayMs = RELISTEN_DELAY_MS) => {
      if (this.#client !== client) return;
      this.#client = null;
      this.#listening = false;
      client.end().catch(() => undefined);
      if (this.#stopped) return;
      this.#retry = setTimeout(() => {
        this.#retry = null;
        if (!this.#stopped) void this.#listen();
      }, delayMs);
      this.#retry.unref();
    };
    // A notification this connection sends itself must come back, or LISTEN is not working: behind
    // a pooler in transaction mode (PgBouncer) LISTEN and NOTIFY land on different server
    // connections, and a version that never heard other processes would keep stale answers.
    const probe = `probe ${randomUUID()}`;
    let probeHeard: () => void = () => undefined;
    const probeBack = new Promise<boolean>((resolve) => {
      probeHeard = () => resolve(true);
      setTimeout(() => resolve(false), PROBE_TIMEOUT_MS).unref();
    });
    client.on('error', () => lost());
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.payload === probe) probeHeard();
      else this.#heard();
    });
    try {
      await client.connect();
      await client.query(`listen ${WRITE_CHANNEL}`);
      await client.query('select pg_notify($1, $2)', [WRITE_CHANNEL, probe]);
      if (!(await probeBack)) {
        console.warn(
          JSON.stringify({
            level: 40,
            msg: 'PostgreSQL LISTEN heard nothing (a pooler in transaction mode?): answers are not cached',
          }),
        );
        lost(DEAF_RETRY_MS);
        return;
      }
      if (this.#client !== client) return;
      // Anything written before LISTEN took effect went unheard: move once more.
      this.#heard();
      this.#listening = true;
    } catch {
      lost();
    }
  }
}

/** A plain read: anything else (a write, begin, commit, rollback) moves the version when done. */
function isPlainSelect(query: CompiledQuery): boolean {
  const kind = query.query.kind;
  if (kind === 'SelectQueryNode') return true;
  return kind === 'RawNode' && /^\s*select\b/i.test(query.sql);
}

/** Kysely's PostgreSQL driver, telling `version` when a statement that may have written finishes. */
class WriteTrackingDriver extends PostgresDriver {
  readonly #originals = new WeakMap<DatabaseConnection, DatabaseConnection>();

  constructor(
    config: PostgresDialectConfig,
    private readonly version: PostgresWriteVersion,
  ) {
    super(config);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    const tracked: DatabaseConnection = {
      executeQuery: async (query) => {
        try {
          return await connection.executeQuery(query);
        } finally {
          if (!isPlainSelect(query)) this.version.moved();
        }
      },
      streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
    };
    this.#originals.set(tracked, connection);
    return tracked;
  }

  override async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // The driver releases the connection object it made itself.
    await super.releaseConnection((this.#originals.get(connection) ?? connection) as never);
  }

  override async destroy(): Promise<void> {
    await this.version.stop();
    await super.destroy();
  }
}

export class WriteTrackingPostgresDialect extends PostgresDialect {
  constructor(
    private readonly settings: PostgresDialectConfig,
    private readonly version: PostgresWriteVersion,
  ) {
    super(settings);
  }

  override createDriver() {
    return new WriteTrackingDriver(this.settings, this.version);
  }
}
