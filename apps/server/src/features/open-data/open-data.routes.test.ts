import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABUSE_LIMITS } from '../../http/rate-limits.js';
import { isoBefore, newId } from '../../lib/ids.js';
import { createArticle, createReportedEntity, createUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { OPEN_DATA_COLUMNS, type OpenDataRow } from './open-data.export.js';

const MINUTE_MS = 60_000;
const TRICKY = 'Acme, "Ltd"\nsecond line';

let t: TestApp;
/** The ACTIVE entities in the export's order (first report, oldest first). */
const active: { id: string; uniqueId: string }[] = [];
let pendingId = '';
let rejectedId = '';

beforeAll(async () => {
  t = await createTestApp();
  const reporter = await createUser(t.db);
  const second = await createUser(t.db);
  await createArticle(t.db, 'kyc-fraud');
  await createArticle(t.db, 'lottery');
  await createArticle(t.db, 'my-typed-title', { published: 0 });

  // Oldest: a number tagged by two reporters with two published articles and one unpublished.
  const tagged = await createReportedEntity(t.db, {
    reporterId: reporter.id,
    status: 'ACTIVE',
    createdAt: isoBefore(90 * MINUTE_MS),
    articleSlug: 'lottery',
  });
  await t.db
    .insertInto('report_entries')
    .values([
      {
        id: newId(),
        entity_id: tagged.entity.id,
        reporter_id: second.id,
        detail: 'Same number called me.',
        article_slug: 'kyc-fraud',
        created_at: isoBefore(80 * MINUTE_MS),
      },
    ])
    .execute();
  const verifiedAt = isoBefore(70 * MINUTE_MS);
  await t.db
    .updateTable('scam_entities')
    .set({ report_count: 2, last_reported_at: isoBefore(80 * MINUTE_MS), moderated_at: verifiedAt })
    .where('id', '=', tagged.entity.id)
    .execute();
  active.push({ id: tagged.entity.id, uniqueId: tagged.entity.unique_id });

  // A display form with a comma, quotes and a line break: CSV must quote it and read back the same.
  const tricky = await createReportedEntity(t.db, {
    reporterId: reporter.id,
    status: 'ACTIVE',
    type: 'upi',
    raw: 'fraud.pay@ybl',
    createdAt: isoBefore(60 * MINUTE_MS),
    articleSlug: 'my-typed-title',
  });
  await t.db.updateTable('scam_entities').set({ scammer_id: TRICKY }).where('id', '=', tricky.entity.id).execute();
  active.push({ id: tricky.entity.id, uniqueId: tricky.entity.unique_id });

  pendingId = (await createReportedEntity(t.db, { reporterId: reporter.id, status: 'PENDING' })).entity.id;
  rejectedId = (
    await createReportedEntity(t.db, {
      reporterId: reporter.id,
      status: 'REJECTED',
      type: 'website',
      raw: 'x.example.in',
    })
  ).entity.id;
});
afterAll(async () => t.close());

// Each download from its own address, so the per-address download limit (tested last) stays out of the way.
let client = 0;
const download = (url: string, headers: Record<string, string> = {}) => {
  client += 1;
  return t.request({ url, headers, remoteAddress: `10.0.${client >> 8}.${client & 255}` });
};

const csvRecords = (text: string): Record<string, string>[] => parse(text, { columns: true, bom: false });

describe('GET /open-data/scams.csv', () => {
  it('lists every ACTIVE entity with its fields, and nothing PENDING or REJECTED', async () => {
    const response = await download('/open-data/scams.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers['content-disposition']).toBe('attachment; filename="satark-scams.csv"');
    expect(response.body.split('\r\n')[0]).toBe(OPEN_DATA_COLUMNS.join(','));

    const records = csvRecords(response.body);
    expect(records.map((r) => r.uniqueId)).toEqual(active.map((a) => a.uniqueId));
    const entity = await t.db
      .selectFrom('scam_entities')
      .selectAll()
      .where('id', '=', active[0]!.id)
      .executeTakeFirstOrThrow();
    expect(records[0]).toEqual({
      type: 'number',
      uniqueId: entity.unique_id,
      scammerId: entity.scammer_id,
      reportCount: '2',
      firstReportedAt: entity.created_at,
      lastReportedAt: entity.last_reported_at,
      verifiedAt: entity.moderated_at,
      // Published articles only, sorted; the unpublished title a reporter typed stays out.
      categories: 'kyc-fraud|lottery',
    });
    expect(records[1]!.categories).toBe('');
    expect(records[1]!.verifiedAt).toBe('');
    for (const hidden of [pendingId, rejectedId]) {
      const row = await t.db
        .selectFrom('scam_entities')
        .select('unique_id')
        .where('id', '=', hidden)
        .executeTakeFirstOrThrow();
      expect(response.body).not.toContain(row.unique_id);
    }
  });

  it('quotes commas, quotes and line breaks (RFC 4180) and reads back the same text', async () => {
    const response = await download('/open-data/scams.csv');
    expect(response.body).toContain('"Acme, ""Ltd""\nsecond line"');
    expect(csvRecords(response.body)[1]!.scammerId).toBe(TRICKY);
  });

  it('states the licence, the cache validators and CORS for other sites', async () => {
    const response = await download('/open-data/scams.csv');
    expect(response.headers.link).toBe('<https://creativecommons.org/licenses/by/4.0/>; rel="license"');
    expect(response.headers['x-license']).toBe('CC-BY-4.0');
    expect(response.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(response.headers['last-modified']).toBe(new Date(response.headers['last-modified'] as string).toUTCString());
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('is served by the API at /api/v1 as well, and an unknown open data path is a JSON 404', async () => {
    const short = await download('/open-data/scams.csv');
    const long = await download('/api/v1/open-data/scams.csv');
    expect(long.statusCode).toBe(200);
    expect(long.body).toBe(short.body);
    const unknown = await download('/open-data/scams.xml');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await t.request({ method: 'HEAD', url: '/open-data/scams.csv', remoteAddress: '10.1.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-license']).toBe('CC-BY-4.0');
    expect(response.body).toBe('');
  });
});

describe('GET /open-data/scams.jsonl', () => {
  it('writes one JSON object per line with the same rows, categories as an array', async () => {
    const response = await download('/open-data/scams.jsonl');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/jsonl; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="satark-scams.jsonl"');
    expect(response.body.endsWith('\n')).toBe(true);
    const rows = response.body
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as OpenDataRow);
    expect(rows.map((r) => r.uniqueId)).toEqual(active.map((a) => a.uniqueId));
    expect(Object.keys(rows[0]!)).toEqual([...OPEN_DATA_COLUMNS]);
    expect(rows[0]).toMatchObject({ type: 'number', reportCount: 2, categories: ['kyc-fraud', 'lottery'] });
    expect(rows[1]).toMatchObject({ type: 'upi', scammerId: TRICKY, verifiedAt: null, categories: [] });
  });
});

describe('gzip', () => {
  it('gzips when Accept-Encoding allows it, and the body decodes to the plain export', async () => {
    for (const url of ['/open-data/scams.csv', '/open-data/scams.jsonl']) {
      const plain = await download(url, { 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      const gzipped = await download(url, { 'accept-encoding': 'br, gzip;q=0.8' });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
    }
  });

  it('sends it plain when gzip is refused with q=0', async () => {
    const response = await download('/open-data/scams.csv', { 'accept-encoding': 'gzip;q=0, *;q=1' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.startsWith('type,')).toBe(true);
  });
});

describe('revalidation', () => {
  it('answers 304 to If-None-Match and to If-Modified-Since until the data changes', async () => {
    const first = await download('/open-data/scams.csv');
    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;

    const byTag = await download('/open-data/scams.csv', { 'if-none-match': etag });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    expect(byTag.headers.etag).toBe(etag);
    // The strong form of the same tag, and a list holding it, match too (weak comparison).
    expect((await download('/open-data/scams.csv', { 'if-none-match': `"x", ${etag.slice(2)}` })).statusCode).toBe(304);

    const byDate = await download('/open-data/scams.csv', { 'if-modified-since': lastModified });
    expect(byDate.statusCode).toBe(304);

    // Each format has its own tag.
    const jsonl = await download('/open-data/scams.jsonl', { 'if-none-match': etag });
    expect(jsonl.statusCode).toBe(200);
    expect(jsonl.headers.etag).not.toBe(etag);

    // If-None-Match wins: a stale tag gets the file even with a current date.
    const stale = await download('/open-data/scams.csv', {
      'if-none-match': 'W/"stale"',
      'if-modified-since': lastModified,
    });
    expect(stale.statusCode).toBe(200);

    // A new report on an ACTIVE entity moves changed_at: both validators move with it.
    const later = new Date(Date.parse(lastModified) + 5000).toISOString();
    await t.db
      .updateTable('scam_entities')
      .set({ report_count: 3, last_reported_at: later, changed_at: later })
      .where('id', '=', active[1]!.id)
      .execute();
    const changedByTag = await download('/open-data/scams.csv', { 'if-none-match': etag });
    expect(changedByTag.statusCode).toBe(200);
    expect(changedByTag.headers.etag).not.toBe(etag);
    expect(csvRecords(changedByTag.body)[1]!.reportCount).toBe('3');
    const changedByDate = await download('/open-data/scams.csv', { 'if-modified-since': lastModified });
    expect(changedByDate.statusCode).toBe(200);
    expect(changedByDate.headers['last-modified']).toBe(new Date(later).toUTCString());
  });

  it('moves the tag when an article is published (a new slug can appear in categories)', async () => {
    const before = (await download('/open-data/scams.csv')).headers.etag as string;
    await t.db.updateTable('articles').set({ published: 1 }).where('slug', '=', 'my-typed-title').execute();
    const after = await download('/open-data/scams.csv', { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(csvRecords(after.body)[1]!.categories).toBe('my-typed-title');
  });
});

describe('the download limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp();
  });
  afterAll(async () => limited.close());

  it('refuses full downloads past the hourly limit with 429 and Retry-After; 304s stay free', async () => {
    const first = await limited.request({ url: '/open-data/scams.csv' });
    const etag = first.headers.etag as string;
    for (let i = 1; i < ABUSE_LIMITS.openDataDownloadsPerIpPerHour; i += 1) {
      const response = await limited.request({ url: i % 2 ? '/open-data/scams.jsonl' : '/open-data/scams.csv' });
      expect(response.statusCode).toBe(200);
    }
    const refused = await limited.request({ url: '/open-data/scams.csv' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60 * 50);
    expect(refused.body).not.toMatch(/\.ts:\d+/);
    const revalidated = await limited.request({ url: '/open-data/scams.csv', headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
  });
});

describe('a database failure', () => {
  let broken: TestApp;
  beforeAll(async () => {
    broken = await createTestApp();
    const reporter = await createUser(broken.db);
    await createReportedEntity(broken.db, { reporterId: reporter.id, status: 'ACTIVE' });
    // The categories read of the first batch fails; the version read before it still works.
    await sql`alter table report_entries rename to report_entries_gone`.execute(broken.db);
  });
  afterAll(async () => broken.close());

  it('before the first row is the usual 500 envelope, with no SQL in it', async () => {
    const response = await broken.request({ url: '/open-data/scams.csv', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ success: false, code: 'INTERNAL' });
    expect(response.body).not.toContain('report_entries');
  });
});
