// Anchored deep pages must be exactly the pages OFFSET would read, in both orders and with filters.
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { sharedSqliteReader, type SqliteReaderThread } from '../../db/sqlite-reader-thread.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import { createReportedEntity, createUser } from '../../test/factories.js';
import { DeepPages, type DeepPageOptions } from './deep-pages.js';
import { listKeyOf, scammerListFilter } from './lists.routes.js';
import {
  listAnchorStepQueries,
  listAnchorsQuery,
  listEntityPage,
  sortColumns,
  type EntityListFilter,
} from './scam-reports.repository.js';

describe('deep pages', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    const user = await createUser(t.db);
    const base = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < 60; i += 1) {
      // Repeated times and counts, so the id tie-break matters.
      const { entity } = await createReportedEntity(t.db, {
        reporterId: user.id,
        type: i % 3 === 0 ? 'upi' : 'number',
        raw: i % 3 === 0 ? `payee${i}@ybl` : undefined,
        status: i % 4 === 0 ? 'PENDING' : i % 5 === 0 ? 'REJECTED' : 'ACTIVE',
        createdAt: new Date(base + Math.floor(i / 3) * 60_000).toISOString(),
      });
      await t.db
        .updateTable('scam_entities')
        .set({ report_count: 1 + (i % 4) })
        .where('id', '=', entity.id)
        .execute();
    }
    // Six entities with one count and one time inside the date window below: only the id orders them.
    const tied = (await t.db.selectFrom('scam_entities').select('id').orderBy('id').limit(6).execute()).map(
      (r) => r.id,
    );
    await t.db
      .updateTable('scam_entities')
      .set({ report_count: 2, last_reported_at: '2026-01-01T00:10:00.000Z' })
      .where('id', 'in', tied)
      .execute();
    // Counts around the skip-scan's threshold on PostgreSQL (countOrderSkipScan), a tie among
    // them, and a high count outside the window.
    const high = (await t.db.selectFrom('scam_entities').select('id').orderBy('id').offset(6).limit(7).execute()).map(
      (r) => r.id,
    );
    const highCounts: [number, string][] = [
      [100, '2026-01-01T00:12:00.000Z'],
      [100, '2026-01-01T00:12:00.000Z'],
      [150, '2026-01-01T00:05:00.000Z'],
      [150, '2026-01-01T00:16:00.000Z'],
      [99, '2026-01-01T00:12:00.000Z'],
      [250, '2026-01-01T00:04:00.000Z'],
      [300, '2026-01-01T00:20:00.000Z'],
    ];
    for (const [n, [count, at]] of highCounts.entries()) {
      await t.db
        .updateTable('scam_entities')
        .set({ report_count: count, last_reported_at: at })
        .where('id', '=', high[n]!)
        .execute();
    }
    reporter.id = user.id;
  });
  afterAll(async () => t.drop());
  /** The reads a spy on the reader thread saw, without the steps of anchors being read (limit 1). */
  const pageReads = (query: { mock: { calls: [{ sql: string }][] } }) =>
    query.mock.calls.map(([compiled]) => compiled.sql).filter((sql) => !sql.includes(' limit 1 offset '));
  const anchorSteps = (query: { mock: { calls: [{ sql: string }][] } }) =>
    query.mock.calls.map(([compiled]) => compiled.sql).filter((sql) => sql.includes(' limit 1 offset '));

  /**
   * Runs `test` with deep pages (a step of 4 rows, anchored from offset 8 unless `options` say
   * otherwise) and a spy on SQLite's reader thread, then puts both away. The reads are counted on
   * that thread, so on PostgreSQL (no reader thread: its reads are all asynchronous) it does not run.
   */
  const withReaderSpy = async (
    options: Partial<DeepPageOptions>,
    test: (pages: DeepPages, query: MockInstance<SqliteReaderThread['query']>) => Promise<void>,
  ) => {
    const shared = sharedSqliteReader(t.database);
    if (!shared) return;
    const pages = new DeepPages(t.db, t.database, { step: 4, fromOffset: 8, ...options });
    const query = vi.spyOn(shared.reader, 'query');
    try {
      await test(pages, query);
    } finally {
      query.mockRestore();
      await pages.close();
      await shared.release();
    }
  };

  /** How many entities the public lists show. */
  const publicRows = async () =>
    Number(
      (
        await t.db
          .selectFrom('scam_entities')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '!=', 'PENDING')
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** The one who reported every entity: sees the PENDING ones too, as a validator does. */
  const reporter = { id: '', rank: 1 };

  const filters: EntityListFilter[] = [
    { viewer: null, order: 'last-reported' },
    { viewer: null, order: 'most-reported' },
    { viewer: null, type: 'number', order: 'most-reported' },
    { viewer: null, status: 'ACTIVE', order: 'last-reported' },
    { viewer: { id: 'validator', rank: 11 }, order: 'most-reported' },
    // A date window in count order reads its page through a subquery of keys (the repository).
    {
      viewer: null,
      order: 'most-reported',
      reportedFrom: '2026-01-01T00:03:00.000Z',
      reportedBefore: '2026-01-01T00:17:00.000Z',
    },
  ];
  const window = { reportedFrom: '2026-01-01T00:03:00.000Z', reportedBefore: '2026-01-01T00:17:00.000Z' };
  // On SQLite each reads its own count index (windowCountIndex in the repository).
  const windows: EntityListFilter[] = [
    filters.at(-1)!,
    { viewer: null, order: 'most-reported', reportedFrom: window.reportedFrom },
    { viewer: null, order: 'most-reported', reportedBefore: window.reportedBefore },
    { viewer: null, type: 'number', order: 'most-reported', ...window },
    { viewer: null, status: 'ACTIVE', order: 'most-reported', ...window },
    { viewer: null, type: 'upi', status: 'REJECTED', order: 'most-reported', reportedFrom: window.reportedFrom },
    { viewer: { id: 'validator', rank: 11 }, order: 'most-reported', ...window },
    { viewer: reporter, order: 'most-reported', ...window },
    // Read through a plain subquery of ids on both engines.
    { viewer: null, order: 'most-reported', ...window, searchPrefixes: ['+91'] },
    {
      viewer: reporter,
      order: 'most-reported',
      ...window,
      get reporterId() {
        return reporter.id; // known once the data is made
      },
    },
  ];

  it.each(windows.map((filter, n) => [n, filter] as const))(
    'reads date window %i in count order exactly as sorting its rows would',
    async (_, filter) => {
      const all = (await t.db.selectFrom('scam_entities').selectAll().execute()).map((row) => ({
        ...row,
        last_reported_at: row.last_reported_at ?? '',
      }));
      const expected = all
        .filter((row) => (filter.viewer ? true : row.status !== 'PENDING'))
        .filter((row) => !filter.type || row.type === filter.type)
        .filter((row) => !filter.status || row.status === filter.status)
        .filter(
          (row) =>
            !filter.searchPrefixes ||
            filter.searchPrefixes.some(
              (prefix) => row.unique_id.startsWith(prefix) || row.scammer_id.startsWith(prefix),
            ),
        )
        .filter((row) => !filter.reportedFrom || row.last_reported_at >= filter.reportedFrom)
        .filter((row) => !filter.reportedBefore || row.last_reported_at < filter.reportedBefore)
        .sort(
          (a, b) =>
            Number(b.report_count) - Number(a.report_count) ||
            b.last_reported_at.localeCompare(a.last_reported_at) ||
            b.id.localeCompare(a.id),
        )
        .map((row) => row.id);
      expect(expected.length).toBeGreaterThan(2);
      // Several sizes, so that rows of one count or one time fall on both sides of a page's end.
      for (const size of [2, 3, 4]) {
        const read: string[] = [];
        for (let page = 1; page <= Math.ceil(expected.length / size) + 1; page += 1) {
          read.push(...(await listEntityPage(t.db, filter, { page, size })).map((row) => row.id));
        }
        expect(read).toEqual(expected);
      }
    },
  );

  it('reads a search and a deep page without anchors on the reader thread, the same rows as on this one', async () => {
    await withReaderSpy({}, async (pages, query) => {
      const search: EntityListFilter = { viewer: null, order: 'most-reported', searchPrefixes: ['payee'] };
      const found = await pages.read(search, 'search', { page: 1, size: 5 });
      expect(found.map((row) => row.id)).toEqual(
        (await listEntityPage(t.db, search, { page: 1, size: 5 })).map((row) => row.id),
      );
      expect(found.length).toBeGreaterThan(0);
      expect(query).toHaveBeenCalledTimes(1);

      const first = await pages.read(filters[0]!, 'plain', { page: 1, size: 5 });
      expect(first.length).toBe(5);
      expect(query).toHaveBeenCalledTimes(1);

      // The first deep page of a list: its anchors are not there yet.
      const deep = await pages.read(filters[1]!, 'deep', { page: 3, size: 5 });
      expect(deep.map((row) => row.id)).toEqual(
        (await listEntityPage(t.db, filters[1]!, { page: 3, size: 5 })).map((row) => row.id),
      );
      // One page read, and the anchors' reading started by it.
      expect(pageReads(query)).toHaveLength(2);
      await vi.waitFor(() => expect(anchorSteps(query).length).toBeGreaterThan(0));
    });
  });

  it('a deep page asked while the first anchors of its list are read waits for them instead of stepping over its offset', async () => {
    const list = filters[1]!;
    await withReaderSpy({ waitFromOffset: 8 }, async (pages, query) => {
      const [first, second, third] = await Promise.all([
        pages.read(list, 'herd', { page: 3, size: 5 }),
        pages.read(list, 'herd', { page: 4, size: 5 }),
        pages.read(list, 'herd', { page: 5, size: 5 }),
      ]);
      // The first page starts the anchors and reads the plain way (on the reader thread); the
      // other two wait for the anchors and read anchored (on this thread, a short index range).
      expect(pageReads(query)).toHaveLength(1);
      // Every anchor of the list, each a step of its own: 4 rows apart, the last one past the end.
      expect(anchorSteps(query)).toHaveLength(Math.floor((await publicRows()) / 4) + 1);
      for (const [n, read] of [first, second, third].entries()) {
        const plain = await listEntityPage(t.db, list, { page: n + 3, size: 5 });
        expect(read.map((row) => row.id)).toEqual(plain.map((row) => row.id));
      }
    });
  });

  it('a deep page waits for the first anchors of its list no longer than its wait', async () => {
    const list = filters[1]!;
    await withReaderSpy({ waitMs: 0, waitFromOffset: 8 }, async (pages, query) => {
      await Promise.all([
        pages.read(list, 'impatient', { page: 3, size: 5 }),
        pages.read(list, 'impatient', { page: 4, size: 5 }),
      ]);
      expect(pageReads(query)).toHaveLength(2); // both the plain way, while the anchors are read
    });
  });

  it('a page nearer the top than the wait begins steps over its offset while the first anchors are read', async () => {
    const list = filters[1]!;
    await withReaderSpy({ waitFromOffset: 100 }, async (pages, query) => {
      await Promise.all([
        pages.read(list, 'near', { page: 3, size: 5 }),
        pages.read(list, 'near', { page: 4, size: 5 }),
      ]);
      expect(pageReads(query)).toHaveLength(2);
    });
  });

  it('reads the anchors of a warmed list before its first deep page', async () => {
    const list = filters[0]!;
    await withReaderSpy({}, async (pages, query) => {
      pages.warm(list, 'warmed');
      pages.warm(list, 'warmed'); // once is enough
      // Read once, although warmed twice.
      const steps = Math.floor((await publicRows()) / 4) + 1;
      await vi.waitFor(() => expect(anchorSteps(query)).toHaveLength(steps));
      await vi.waitFor(async () => {
        const deep = await pages.read(list, 'warmed', { page: 4, size: 5 });
        expect(pageReads(query)).toHaveLength(0); // anchored: no plain read on the reader thread
        expect(deep.map((row) => row.id)).toEqual(
          (await listEntityPage(t.db, list, { page: 4, size: 5 })).map((row) => row.id),
        );
      });
      expect(anchorSteps(query)).toHaveLength(steps);
    });
  });

  it('warms the lists the first deep pages of visitors read: the same names as the route gives them', () => {
    for (const [reportType, order] of [
      ['all', 'last-reported'],
      ['recent', 'last-reported'],
      ['most', 'most-reported'],
    ] as const) {
      const asked = scammerListFilter({ page: 300, size: 10, reportType }, null);
      expect(listKeyOf(asked)).toBe(listKeyOf({ viewer: null, order }));
    }
    // Other lists are named apart.
    const typed = scammerListFilter({ page: 300, size: 10, reportType: 'all', type: 'upi' }, null);
    expect(listKeyOf(typed)).not.toBe(listKeyOf({ viewer: null, order: 'last-reported' }));
    expect(listKeyOf({ viewer: { id: 'v', rank: 11 }, order: 'last-reported' })).not.toBe(
      listKeyOf({ viewer: null, order: 'last-reported' }),
    );
  });

  it('reads a date window in count order on the reader thread, shallow or anchored, the same rows as on this one', async () => {
    const windowList = windows[0]!;
    await withReaderSpy({}, async (pages, query) => {
      const first = await pages.read(windowList, 'window', { page: 1, size: 3 });
      expect(first.map((row) => row.id)).toEqual(
        (await listEntityPage(t.db, windowList, { page: 1, size: 3 })).map((row) => row.id),
      );
      expect(first.length).toBe(3);
      expect(query).toHaveBeenCalledTimes(1);
      // A deep page starts the anchors' computation; once they are there, the anchored read too.
      await pages.read(windowList, 'window', { page: 3, size: 3 });
      await vi.waitFor(async () => {
        const calls = query.mock.calls.length;
        await pages.read(windowList, 'window', { page: 4, size: 3 });
        expect(query.mock.calls.length).toBe(calls + 1);
        expect(query.mock.calls.at(-1)![0].sql).toContain('< (');
      });
      const anchored = await pages.read(windowList, 'window', { page: 4, size: 3 });
      expect(anchored.map((row) => row.id)).toEqual(
        (await listEntityPage(t.db, windowList, { page: 4, size: 3 })).map((row) => row.id),
      );
    });
  });

  it('reads pages far from the top (ids first on PostgreSQL) exactly as sorting the rows would', async () => {
    // 250 more entities, so that pages skip 100 rows and more (DEFER_ROWS_FROM_SKIPPED).
    const user = await createUser(t.db);
    const base = Date.parse('2025-06-01T00:00:00Z');
    for (let i = 0; i < 250; i += 1) {
      await createReportedEntity(t.db, {
        reporterId: user.id,
        type: i % 2 === 0 ? 'upi' : 'number',
        raw: i % 2 === 0 ? `far${i}@ybl` : undefined,
        status: i % 7 === 0 ? 'PENDING' : 'ACTIVE',
        createdAt: new Date(base + Math.floor(i / 2) * 60_000).toISOString(),
      });
    }
    const all = await t.db.selectFrom('scam_entities').selectAll().execute();
    const plainFilters: EntityListFilter[] = [
      { viewer: null, order: 'last-reported' },
      { viewer: null, order: 'most-reported' },
      { viewer: null, type: 'number', order: 'last-reported' },
      { viewer: { id: 'validator', rank: 11 }, status: 'ACTIVE', order: 'most-reported' },
    ];
    for (const filter of plainFilters) {
      const expected = all
        .filter((row) => (filter.viewer ? true : row.status !== 'PENDING'))
        .filter((row) => !filter.type || row.type === filter.type)
        .filter((row) => !filter.status || row.status === filter.status)
        .sort(
          (a, b) =>
            (filter.order === 'most-reported' ? Number(b.report_count) - Number(a.report_count) : 0) ||
            (b.last_reported_at ?? '').localeCompare(a.last_reported_at ?? '') ||
            b.id.localeCompare(a.id),
        )
        .map((row) => row.id);
      expect(expected.length).toBeGreaterThan(120);
      for (const size of [7, 10]) {
        const read: string[] = [];
        for (let page = 1; page <= Math.ceil(expected.length / size); page += 1) {
          read.push(...(await listEntityPage(t.db, filter, { page, size })).map((row) => row.id));
        }
        expect(read).toEqual(expected);
      }
    }
  });

  it('reads a page from its kept text (SQLite) as from the text built anew, for every list and page', async () => {
    const lists: EntityListFilter[] = [
      ...filters.slice(0, -1),
      { viewer: null, type: 'upi', status: 'REJECTED', order: 'last-reported' },
      { viewer: reporter, order: 'last-reported' },
      { viewer: reporter, type: 'number', order: 'most-reported', reportedFrom: window.reportedFrom },
    ];
    for (const [n, filter] of lists.entries()) {
      for (const size of [2, 5]) {
        // Twice: the first read keeps the text, the second reads through it.
        for (let round = 0; round < 2; round += 1) {
          for (let page = 1; page <= Math.ceil(60 / size) + 1; page += 1) {
            const built = await listEntityPage(t.db, filter, { page, size });
            const kept = await listEntityPage(t.db, filter, { page, size }, null, `kept ${n}`);
            expect(kept).toEqual(built);
          }
        }
      }
    }
  });

  it('steps to the same anchors as numbering the whole list does', async () => {
    const lists: EntityListFilter[] = [
      ...filters.slice(0, -1),
      { viewer: null, type: 'upi', order: 'last-reported' },
      { viewer: null, type: 'number', status: 'ACTIVE', order: 'most-reported' },
      { viewer: null, order: 'last-reported', reportedFrom: window.reportedFrom },
    ];
    for (const filter of lists) {
      for (const step of [1, 3, 7]) {
        const numbered = await t.db.executeQuery(listAnchorsQuery(t.db, filter, step).compile());
        const expected = numbered.rows.map((row) => sortColumns(filter).map((column) => String(row[column])));
        const stepAfter = listAnchorStepQueries(t.db, filter, step);
        const stepped: string[][] = [];
        for (;;) {
          const [row] = (await t.db.executeQuery(stepAfter(stepped.at(-1)))).rows;
          if (!row) break;
          stepped.push(sortColumns(filter).map((column) => String(row[column])));
        }
        expect(expected.length).toBeGreaterThan(step === 7 ? 3 : 10);
        expect(stepped).toEqual(expected);
      }
    }
  });

  it('reads the same rows as OFFSET for every page', async () => {
    const pages = new DeepPages(t.db, t.database, { step: 4, fromOffset: 0 });
    try {
      for (const [n, filter] of filters.entries()) {
        const key = `list ${n}`;
        await pages.read(filter, key, { page: 3, size: 7 });
        // The anchors are computed in the background; wait until a read uses them.
        await new Promise((resolve) => setTimeout(resolve, 200));
        for (let page = 1; page <= 10; page += 1) {
          const plain = await listEntityPage(t.db, filter, { page, size: 7 });
          const anchored = await pages.read(filter, key, { page, size: 7 });
          expect(anchored.map((r) => r.id)).toEqual(plain.map((r) => r.id));
        }
      }
    } finally {
      await pages.close();
    }
  });
});
