// List reads that grow with the data, kept off the request thread. Totals: an index count, run on
// the SQLite reader thread. Deep list pages at the cost of a shallow one: `page=5000` with OFFSET
// makes the database step over 100,000 index entries on every request (and SQLite does it on the
// request thread). Instead, each big list keeps "anchors": the sort key of every STEP-th row, read
// off the request thread and renewed at most every ANCHOR_MAX_AGE_MS (on SQLite step by step, a
// short read each, so that counts and searches on the same reader thread never wait long). A deep
// page seeks to the nearest anchor in the list index and skips fewer than STEP rows from there.
// Between renewals a deep page can be off by the rows reported since (as any offset page is between
// two requests); the first pages of a list (below FROM_OFFSET) always read exactly.
//
// While a list's first anchors are being read, its other deep pages past `waitFromOffset` wait for
// them (up to `waitMs`) instead of each stepping over its offset (on PostgreSQL at 1M entities,
// 45-55 ms each: fifty deep pages at once a second after a start took 0.48-0.65 s, 0.19-0.22 s
// waiting); nearer pages step over theirs, which costs less than the wait. The public lists'
// anchors are read from the start (`warm`).
import type { Config } from '../../config.js';
import { sqliteConnectionOf, type Db } from '../../db/database.js';
import { readOffThread, sharedSqliteReader } from '../../db/sqlite-reader-thread.js';
import { settledWithin } from '../../lib/settled-within.js';
import {
  countEntities,
  isDateWindowInCountOrder,
  listAnchorStepQueries,
  listAnchorsQuery,
  listEntityPage,
  sortColumns,
  type EntityListFilter,
  type SortKey,
} from './scam-reports.repository.js';

export interface DeepPageOptions {
  /** Rows between two anchors. */
  step: number;
  /** Offsets below this read the plain way. */
  fromOffset: number;
  maxAgeMs: number;
  /** How long a deep page waits for its list's first anchors before it reads the plain way. */
  waitMs: number;
  /** Offsets below this read the plain way rather than wait: stepping over them costs less. */
  waitFromOffset: number;
}

const DEFAULTS: DeepPageOptions = {
  step: 500,
  fromOffset: 2000,
  maxAgeMs: 30_000,
  waitMs: 1000,
  waitFromOffset: 20_000,
};
const MAX_LISTS = 200;

export class DeepPages {
  private readonly anchors = new Map<string, { keys: SortKey[]; at: number }>();
  /** Anchors being read, by list: a deep page without anchors waits for these. */
  private readonly running = new Map<string, Promise<SortKey[] | undefined>>();
  private readonly shared: ReturnType<typeof sharedSqliteReader>;
  private readonly options: DeepPageOptions;

  constructor(
    private readonly db: Db,
    database: Config['database'],
    options: Partial<DeepPageOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
    this.shared = sharedSqliteReader(database);
  }

  /** One page of `filter`'s list; `listKey` names the list (filter and kind of viewer). */
  async read(filter: EntityListFilter, listKey: string, page: { page: number; size: number }) {
    const offset = (page.page - 1) * page.size;
    const deep = offset >= this.options.fromOffset;
    const search = Boolean(filter.searchPrefixes?.length);
    // Searches and "my reports" are read the plain way (no anchors).
    const keys =
      deep && !search && !filter.reporterId
        ? await this.anchorsOf(filter, listKey, offset >= this.options.waitFromOffset)
        : undefined;
    const { step } = this.options;
    // Anchor i is the sort key of the row at 0-based position (i + 1) * step - 1.
    const index = keys ? Math.min(Math.floor(offset / step), keys.length) - 1 : -1;
    const reader = this.shared?.reader ?? null;
    // A date window in count order skip-scans the count index for any page (0.3-1.5 ms at 1M
    // entities, see listEntityPage): on the reader thread, as the other reads that cost that much.
    const windowInCountOrder = isDateWindowInCountOrder(filter);
    if (!keys || index < 0) {
      // A search reads every entity its prefix matches (a one-letter prefix held the request thread
      // 0.26 s at 1M, in count order) and a deep page without anchors yet steps over its offset:
      // both on the reader thread. A shallow page of a plain list stays on this one (~0.1 ms).
      const slow = search || deep || windowInCountOrder;
      return listEntityPage(this.db, filter, page, slow ? reader : null, listKey);
    }
    return listEntityPage(
      this.db,
      filter,
      { page: page.page, size: page.size, after: { key: keys[index]!, skip: offset - (index + 1) * step } },
      windowInCountOrder ? reader : null,
      listKey,
    );
  }

  /** How many entities the filter matches, off the request thread on SQLite. */
  count(filter: EntityListFilter): Promise<number> {
    return countEntities(this.db, filter, this.shared?.reader ?? null);
  }

  async close(): Promise<void> {
    await this.shared?.release();
  }

  /** Reads `filter`'s anchors now unless they are known or being read (the server's start). */
  warm(filter: EntityListFilter, listKey: string): void {
    if (!this.anchors.has(listKey) && !this.running.has(listKey)) this.renew(filter, listKey);
  }

  /**
   * The list's anchors if known (renewing them in the background when old); when another request
   * is reading the first ones, a promise of them if the page would `wait`; else undefined, and the
   * reading starts.
   */
  private anchorsOf(
    filter: EntityListFilter,
    listKey: string,
    wait: boolean,
  ): SortKey[] | undefined | Promise<SortKey[] | undefined> {
    const known = this.anchors.get(listKey);
    const running = this.running.get(listKey);
    if (known) {
      if (Date.now() - known.at >= this.options.maxAgeMs && !running) this.renew(filter, listKey);
      return known.keys;
    }
    if (running) return wait ? settledWithin(running, this.options.waitMs, undefined) : undefined;
    this.renew(filter, listKey);
    return undefined; // this page reads the plain way rather than wait
  }

  private renew(filter: EntityListFilter, listKey: string): void {
    const reading = this.computeAnchors(filter)
      .then((keys) => {
        if (this.anchors.size >= MAX_LISTS) this.anchors.delete(this.anchors.keys().next().value!);
        this.anchors.set(listKey, { keys, at: Date.now() });
        return keys;
      })
      // Without anchors the plain read still answers; the next deep page tries again.
      .catch(() => undefined)
      .finally(() => this.running.delete(listKey));
    this.running.set(listKey, reading);
  }

  private async computeAnchors(filter: EntityListFilter): Promise<SortKey[]> {
    const reader = this.shared?.reader ?? null;
    const columns = sortColumns(filter);
    const keyOf = (row: Record<string, unknown>) => columns.map((column) => row[column] as string | number);
    // SQLite: step by step through the list's index, each step a short read on the reader thread.
    // Not for a date window in count order, whose pages read through a subquery of keys instead
    // (listEntityPage); nor on PostgreSQL, where one numbering read (0.4 s at 1M) blocks nothing.
    if (sqliteConnectionOf(this.db) && !isDateWindowInCountOrder(filter)) {
      const keys: SortKey[] = [];
      const stepAfter = listAnchorStepQueries(this.db, filter, this.options.step);
      for (;;) {
        const [row] = await readOffThread(this.db, reader, stepAfter(keys.at(-1)));
        if (!row) return keys;
        keys.push(keyOf(row));
      }
    }
    const query = listAnchorsQuery(this.db, filter, this.options.step);
    const rows = await readOffThread(this.db, reader, query.compile());
    return rows.map(keyOf);
  }
}
