// List reads that grow with the data, kept off the request thread. Totals: an index count, run on
// the SQLite reader thread. Deep list pages at the cost of a shallow one: `page=5000` with OFFSET makes the database step over
// 100,000 index entries on every request (and SQLite does it on the request thread). Instead, each
// big list keeps "anchors": the sort key of every STEP-th row, read in one pass off the request
// thread and renewed at most every ANCHOR_MAX_AGE_MS. A deep page seeks to the nearest anchor in the
// list index and skips fewer than STEP rows from there. Between renewals a deep page can be off by
// the rows reported since (as any offset page is between two requests); the first pages of a list
// (below FROM_OFFSET) always read exactly.
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { readOffThread, sharedSqliteReader } from '../../db/sqlite-reader-thread.js';
import {
  countEntities,
  listAnchorsQuery,
  listEntityPage,
  type EntityListFilter,
  type SortKey,
} from './scam-reports.repository.js';

export interface DeepPageOptions {
  /** Rows between two anchors. */
  step: number;
  /** Offsets below this read the plain way. */
  fromOffset: number;
  maxAgeMs: number;
}

const DEFAULTS: DeepPageOptions = { step: 500, fromOffset: 2000, maxAgeMs: 30_000 };
const MAX_LISTS = 200;

export class DeepPages {
  private readonly anchors = new Map<string, { keys: SortKey[]; at: number }>();
  private readonly running = new Set<string>();
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
    const keys = deep && !search && !filter.reporterId ? this.anchorsOf(filter, listKey) : undefined;
    const { step } = this.options;
    // Anchor i is the sort key of the row at 0-based position (i + 1) * step - 1.
    const index = keys ? Math.min(Math.floor(offset / step), keys.length) - 1 : -1;
    const reader = this.shared?.reader ?? null;
    // A date window in count order skip-scans the count index for any page (0.3-1.5 ms at 1M
    // entities, see listEntityPage): on the reader thread, as the other reads that cost that much.
    const windowInCountOrder =
      filter.order === 'most-reported' && Boolean(filter.reportedFrom || filter.reportedBefore);
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

  /** The list's anchors if known (renewing them in the background when old), else undefined. */
  private anchorsOf(filter: EntityListFilter, listKey: string): SortKey[] | undefined {
    const known = this.anchors.get(listKey);
    if ((!known || Date.now() - known.at >= this.options.maxAgeMs) && !this.running.has(listKey)) {
      this.running.add(listKey);
      this.computeAnchors(filter)
        .then((keys) => {
          if (this.anchors.size >= MAX_LISTS) this.anchors.delete(this.anchors.keys().next().value!);
          this.anchors.set(listKey, { keys, at: Date.now() });
        })
        // Without anchors the plain read still answers; the next deep page tries again.
        .catch(() => undefined)
        .finally(() => this.running.delete(listKey));
    }
    return known?.keys;
  }

  private async computeAnchors(filter: EntityListFilter): Promise<SortKey[]> {
    const query = listAnchorsQuery(this.db, filter, this.options.step);
    const rows = (await readOffThread(this.db, this.shared?.reader ?? null, query.compile())) as Record<
      string,
      string | number
    >[];
    const columns =
      filter.order === 'most-reported' ? ['report_count', 'last_reported_at', 'id'] : ['last_reported_at', 'id'];
    return rows.map((row) => columns.map((column) => row[column]!));
  }
}
