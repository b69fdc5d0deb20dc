// GET /spammer-detail/reports: an entity's entries past the newest 500 its detail lists, a page at a
// time, older than a given entry; visible to whoever may see the entity, refused when the entry is not
// one of the entity's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETAIL_ENTRY_LIMIT } from '@satark/shared/constants';
import { FIELD_MESSAGES } from '@satark/shared/messages';
import { newId } from '../../lib/ids.js';
import { createReportedEntity, createSignedInUser, createUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

interface Entry {
  id: string;
  createdAt: string;
  mine?: true;
}

const entriesPage = (query: Record<string, string>, token?: string) =>
  t.request({ url: '/api/v1/scam-report/spammer-detail/reports', query, token });
const detail = (id: string) => t.request({ url: '/api/v1/scam-report/spammer-detail', query: { id } });

/** `count` entries by new reporters, a minute apart back from May 2024, two in each minute (ties go by id). */
async function addEntries(entityId: string, count: number): Promise<void> {
  const users = await Promise.all(Array.from({ length: count }, () => createUser(t.db)));
  const rows = users.map((user, index) => ({
    id: newId(),
    entity_id: entityId,
    reporter_id: user.id,
    detail: `entry ${index}`,
    article_slug: null,
    created_at: new Date(Date.UTC(2024, 4, 1) - Math.floor(index / 2) * 60_000).toISOString(),
  }));
  for (let start = 0; start < rows.length; start += 100) {
    await t.db
      .insertInto('report_entries')
      .values(rows.slice(start, start + 100))
      .execute();
  }
}

/** Every entry, newest first, by following `before` from page to page. */
async function readAllPages(entityId: string, size: number, token?: string) {
  const pages: Entry[][] = [];
  let before: string | undefined;
  for (;;) {
    const response = await entriesPage({ id: entityId, size: String(size), ...(before ? { before } : {}) }, token);
    expect(response.statusCode).toBe(200);
    const { data, hasMore } = response.json() as { data: Entry[]; hasMore: boolean };
    pages.push(data);
    if (!hasMore) return pages;
    before = data.at(-1)!.id;
    if (pages.length > 50) throw new Error('more pages than entries');
  }
}

const byNewest = (a: Entry, b: Entry) =>
  b.createdAt.localeCompare(a.createdAt) || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0);

describe('GET /spammer-detail/reports', () => {
  it('pages through every entry of a number reported more often than its detail lists, newest first', async () => {
    const reporter = await createUser(t.db);
    const { entity } = await createReportedEntity(t.db, { reporterId: reporter.id, status: 'ACTIVE' });
    await addEntries(entity.id, DETAIL_ENTRY_LIMIT + 12);

    const listed: Entry[] = (await detail(entity.id)).json().data.reports;
    expect(listed).toHaveLength(DETAIL_ENTRY_LIMIT);

    // Past the detail's last entry: the 13 it could not list.
    const after = await entriesPage({ id: entity.id, before: listed.at(-1)!.id });
    expect(after.statusCode).toBe(200);
    const rest = after.json() as { data: Entry[]; hasMore: boolean };
    expect(rest.hasMore).toBe(false);
    expect(rest.data).toHaveLength(13);

    const all = [...listed, ...rest.data];
    expect(new Set(all.map((entry) => entry.id)).size).toBe(DETAIL_ENTRY_LIMIT + 13);
    expect(all).toEqual([...all].sort(byNewest));

    // From the start, in pages of 100 (the default) and of 37: the same entries in the same order.
    const inHundreds = await readAllPages(entity.id, 100);
    expect(inHundreds.map((page) => page.length)).toEqual([100, 100, 100, 100, 100, 13]);
    expect(inHundreds.flat()).toEqual(all);
    expect((await readAllPages(entity.id, 37)).flat()).toEqual(all);
    // A last page that is full says that nothing follows: no empty page after it.
    expect((await readAllPages(entity.id, 171)).map((page) => page.length)).toEqual([171, 171, 171]);
  });

  it('keeps its pages when a report arrives between them', async () => {
    const reporter = await createUser(t.db);
    const { entity } = await createReportedEntity(t.db, {
      reporterId: reporter.id,
      status: 'ACTIVE',
      createdAt: '2024-06-01T00:00:00.000Z',
    });
    await addEntries(entity.id, 6);
    const first = (await entriesPage({ id: entity.id, size: '3' })).json() as { data: Entry[] };
    await t.db
      .insertInto('report_entries')
      .values({
        id: newId(),
        entity_id: entity.id,
        reporter_id: (await createUser(t.db)).id,
        detail: 'new',
        article_slug: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const second = (await entriesPage({ id: entity.id, size: '3', before: first.data.at(-1)!.id })).json() as {
      data: Entry[];
      hasMore: boolean;
    };
    const everything: Entry[] = (await detail(entity.id)).json().data.reports;
    expect(everything).toHaveLength(8);
    // The new report is first on the detail; the second page goes on where the first stopped.
    expect([...first.data, ...second.data].map((entry) => entry.id)).toEqual(
      everything.slice(1, 7).map((entry) => entry.id),
    );
    expect(second.hasMore).toBe(true);
  });

  it('shows a pending number only to its reporters and validators, and marks the viewer’s own entry', async () => {
    const asha = await createSignedInUser(t.db, t.config.jwtSecret, { name: 'Asha Verma' });
    const other = await createSignedInUser(t.db, t.config.jwtSecret);
    const validator = await createSignedInUser(t.db, t.config.jwtSecret, { rank: 11 });
    const { entity, entry } = await createReportedEntity(t.db, { reporterId: asha.user.id, status: 'PENDING' });
    await addEntries(entity.id, 2);

    expect((await entriesPage({ id: entity.id })).statusCode).toBe(404);
    expect((await entriesPage({ id: entity.id }, other.token)).statusCode).toBe(404);
    const seenByAsha = (await entriesPage({ id: entity.id }, asha.token)).json() as { data: Entry[] };
    expect(seenByAsha.data).toHaveLength(3);
    expect(seenByAsha.data.filter((shown) => shown.mine).map((shown) => shown.id)).toEqual([entry.id]);
    const seenByValidator = (await entriesPage({ id: entity.id }, validator.token)).json() as { data: Entry[] };
    expect(seenByValidator.data.map((shown) => shown.id)).toEqual(seenByAsha.data.map((shown) => shown.id));
    expect(seenByValidator.data.some((shown) => shown.mine)).toBe(false);
    expect((await entriesPage({ id: 'no-such-id' }, validator.token)).statusCode).toBe(404);
  });

  it('refuses an entry of another number, a size out of range and a missing id, and changes nothing', async () => {
    const reporter = await createUser(t.db);
    const { entity } = await createReportedEntity(t.db, { reporterId: reporter.id, status: 'ACTIVE' });
    const { entry: elsewhere } = await createReportedEntity(t.db, { reporterId: reporter.id, status: 'ACTIVE' });

    for (const before of [elsewhere.id, 'no-such-entry']) {
      const response = await entriesPage({ id: entity.id, before });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        errors: { before: FIELD_MESSAGES.entryNotListed },
      });
    }
    for (const size of ['0', String(DETAIL_ENTRY_LIMIT + 1), 'ten']) {
      const response = await entriesPage({ id: entity.id, size });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['size']);
    }
    const missing = await entriesPage({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ id: FIELD_MESSAGES.required });
    expect(missing.body).not.toMatch(/at \w+ \(|select /i);
    // Still answering, with the one entry.
    expect((await entriesPage({ id: entity.id })).json().data).toHaveLength(1);
  });
});
