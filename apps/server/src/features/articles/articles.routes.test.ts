import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Article, ArticleDetail } from '@satark/shared/api-types';
import { ARTICLE_SCORE_REFRESH_MS } from '@satark/shared/constants';
import { run } from '../../admin/cli.js';
import { createDatabase } from '../../db/database.js';
import { OTHER_CONNECTIONS_CHECK_MS } from '../../db/data-versions.js';
import { seedDatabase } from '../../seed.js';
import { isoBefore } from '../../lib/ids.js';
import { createArticle, createReportedEntity, createUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { loadArticleFiles } from './article-files.js';
import { updateArticleScores } from './articles.repository.js';
import { refreshArticleScores } from './articles.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

// Counts the gzips the server makes itself (http/answer-compression.ts); each still compresses.
const gzips = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:zlib', async (importOriginal) => {
  const zlib = await importOriginal<typeof import('node:zlib')>();
  const gzip = ((...args: Parameters<typeof zlib.gzip>) => {
    gzips.count += 1;
    return zlib.gzip(...args);
  }) as typeof zlib.gzip;
  return { ...zlib, gzip, default: { ...zlib, gzip } };
});

const getAll = async (t: TestApp) => {
  const response = await t.request({ url: '/api/v1/scam-articles/get-all' });
  expect(response.statusCode).toBe(200);
  return response.json<{ success: true; data: Article[] }>().data;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OLD_BLOG_HOST: 'old-blog.example.com', PUBLIC_BLOG_HOST: 'https://blog.satark.in' });
  await seedDatabase(t.db);
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('the article seed', () => {
  it('loads the 13 articles once, however often it runs', async () => {
    await seedDatabase(t.db);
    const rows = await t.db.selectFrom('articles').select('slug').execute();
    expect(rows).toHaveLength(13);
    expect(new Set(rows.map((r) => r.slug))).toEqual(new Set(loadArticleFiles().map((f) => f.slug)));
  });

  it('updates content on a second run but keeps the published state', async () => {
    await t.db
      .updateTable('articles')
      .set({ published: 0, title: 'Edited in the database' })
      .where('slug', '=', 'loan-app-scam')
      .execute();
    await seedDatabase(t.db);
    const row = await t.db
      .selectFrom('articles')
      .selectAll()
      .where('slug', '=', 'loan-app-scam')
      .executeTakeFirstOrThrow();
    expect(row.title).toBe('Instant loan app scam: harassment, contact-list abuse and morphed photos');
    expect(row.published).toBe(0);
  });

  it('leaves the counts and trending scores to the refresh, which reads every tagged entry', async () => {
    const reporter = await createUser(t.db);
    await createReportedEntity(t.db, { reporterId: reporter.id, articleSlug: 'sextortion-video-call-scam' });
    const row = () =>
      t.db
        .selectFrom('articles')
        .selectAll()
        .where('slug', '=', 'sextortion-video-call-scam')
        .executeTakeFirstOrThrow();
    // Not on every start: at 1M entities that read was most of the start's time.
    await seedDatabase(t.db);
    expect(await row()).toMatchObject({ total_count: 0, trending_score: 70, base_trending_score: 70 });
    await refreshArticleScores(t.db);
    expect(await row()).toMatchObject({ total_count: 1, trending_score: 71, base_trending_score: 70 });
  });

  it("scores each article from its own entries: a week's in full, older ones by their day's weight", async () => {
    const reporter = await createUser(t.db);
    const now = Date.parse('2026-11-20T12:00:00.000Z');
    const tagged: Awaited<ReturnType<typeof createReportedEntity>>[] = [];
    const tag = async (articleSlug: string, createdAt: string) =>
      tagged.push(await createReportedEntity(t.db, { reporterId: reporter.id, articleSlug, createdAt }));
    await tag('digital-arrest-scam', '2026-11-19T09:00:00.000Z'); // this week: 1
    await tag('digital-arrest-scam', '2026-11-17T20:00:00.000Z'); // this week: 1
    await tag('digital-arrest-scam', '2026-11-06T03:00:00.000Z'); // 14 days before, at noon: 0.5
    await tag('loan-app-scam', '2026-10-30T23:00:00.000Z'); // 21 days: 0.25
    await tag('loan-app-scam', '2026-10-30T01:00:00.000Z'); // the same day: 0.25
    await refreshArticleScores(t.db, now);
    const scores = await t.db
      .selectFrom('articles')
      .select(['slug', 'total_count', 'trending_score', 'base_trending_score'])
      .where('slug', 'in', ['digital-arrest-scam', 'loan-app-scam'])
      .orderBy('slug')
      .execute();
    expect(scores.map((row) => [row.slug, row.total_count, row.trending_score - row.base_trending_score])).toEqual([
      ['digital-arrest-scam', 3, 2.5],
      ['loan-app-scam', 2, 0.5],
    ]);
    // The lists below expect these articles untagged.
    const ids = tagged.map(({ entity }) => entity.id);
    await t.db.deleteFrom('report_entries').where('entity_id', 'in', ids).execute();
    await t.db.deleteFrom('scam_entities').where('id', 'in', ids).execute();
    await refreshArticleScores(t.db, now);
  });

  it('publishes an article with the admin command', async () => {
    const lines: string[] = [];
    const io = { db: t.db, out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
    await t.db.updateTable('articles').set({ published: 0 }).where('slug', '=', 'loan-app-scam').execute();
    expect(await run(['publish-article', 'no-such-article'], io)).toBe(1);
    expect((await getAll(t)).map((a) => a.slug)).not.toContain('loan-app-scam');
    expect(await run(['publish-article', 'loan-app-scam'], io)).toBe(0);
    expect(lines).toEqual(['No article has the slug "no-such-article".', 'The article loan-app-scam is published.']);
    expect((await getAll(t)).map((a) => a.slug)).toContain('loan-app-scam');
  });
});

describe('GET /scam-articles/get-all', () => {
  it('lists published articles only, trendingScore highest first, in the API shape', async () => {
    await createArticle(t.db, 'hidden-draft', { published: 0, base_trending_score: 500, trending_score: 500 });
    const data = await getAll(t);
    expect(data.map((a) => a.slug)).not.toContain('hidden-draft');
    expect(data).toHaveLength(13);
    const scores = data.map((a) => a.trendingScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(data[0]).toEqual({
      title: 'Digital arrest scam: no police officer will arrest you on a video call',
      excerpt: expect.stringContaining('There is no such thing as a digital arrest in India.'),
      link: '/learn/digital-arrest-scam',
      featuredImageUrl: '/images/articles/digital-arrest-scam.svg',
      authorName: 'Satark Team',
      authorAvatarUrl: null,
      date: '2026-09-03T00:00:00.000Z',
      categoryName: 'Impersonation',
      totalCount: 0,
      slug: 'digital-arrest-scam',
      trendingScore: 98,
    });
  });

  it('rewrites old blog links, sanitizes the excerpt and names a missing author Anonymous', async () => {
    await createArticle(t.db, 'imported-post', {
      link: 'https://old-blog.example.com/2023/imported-post/',
      excerpt: '<p>Read <script>alert("x")</script><strong>this</strong></p>',
      base_trending_score: -1,
      trending_score: -1,
    });
    const imported = (await getAll(t)).find((a) => a.slug === 'imported-post')!;
    expect(imported.link).toBe('https://blog.satark.in/2023/imported-post/');
    expect(imported.excerpt).toBe('<p>Read <strong>this</strong></p>');
    expect(imported.authorName).toBe('Anonymous');
  });

  it('counts tagged report entries and weighs recent ones more, refreshing at most once a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await getAll(t); // starts the minute in which the list is not recomputed
    await createArticle(t.db, 'fresh-topic');
    await createArticle(t.db, 'old-topic');
    const reporter = await createUser(t.db);
    for (let i = 0; i < 3; i += 1) {
      await createReportedEntity(t.db, {
        reporterId: reporter.id,
        articleSlug: 'fresh-topic',
        createdAt: isoBefore(i * 60_000),
      });
      await createReportedEntity(t.db, {
        reporterId: reporter.id,
        articleSlug: 'old-topic',
        createdAt: isoBefore(30 * DAY_MS),
      });
    }
    // Within a minute of the last refresh the list still shows the old numbers.
    const before = (await getAll(t)).find((a) => a.slug === 'fresh-topic')!;
    expect(before).toMatchObject({ totalCount: 0, trendingScore: 0 });

    vi.setSystemTime(Date.now() + ARTICLE_SCORE_REFRESH_MS + 1000);
    // The minute is over: the next request starts a refresh in the background (it does not wait
    // for it), and a later one shows the new numbers.
    const freshCount = async () => (await getAll(t)).find((a) => a.slug === 'fresh-topic')!.totalCount;
    await expect.poll(freshCount).toBe(3);
    const data = await getAll(t);
    const fresh = data.find((a) => a.slug === 'fresh-topic')!;
    const old = data.find((a) => a.slug === 'old-topic')!;
    expect(fresh).toMatchObject({ totalCount: 3, trendingScore: 3 });
    expect(old.totalCount).toBe(3);
    // 30 days old: 23 days past the full week, about 0.5^(23/7) ≈ 0.1 each.
    expect(old.trendingScore).toBeGreaterThan(3 * 0.09);
    expect(old.trendingScore).toBeLessThan(3 * 0.12);
    expect(data.indexOf(fresh)).toBeLessThan(data.indexOf(old));
  });
});

describe('GET /scam-articles/titles', () => {
  it('lists slug and title of the published articles', async () => {
    await createArticle(t.db, 'unpublished-title', { published: 0 });
    const response = await t.request({ url: '/api/v1/scam-articles/titles' });
    const { data } = response.json<{ data: { slug: string; title: string }[] }>();
    expect(data).toContainEqual({
      slug: 'sim-swap-otp-theft-scam',
      title: 'SIM swap, call forwarding and OTP theft: protect your mobile number',
    });
    expect(data.map((a) => a.slug)).not.toContain('unpublished-title');
    expect(Object.keys(data[0]!).sort()).toEqual(['slug', 'title']);
  });
});

describe('GET /scam-articles/detail', () => {
  it('gives the article with its body as sanitized HTML', async () => {
    const response = await t.request({ url: '/api/v1/scam-articles/detail?slug=digital-arrest-scam' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: ArticleDetail }>();
    expect(data).toMatchObject({
      slug: 'digital-arrest-scam',
      link: '/learn/digital-arrest-scam',
      authorName: 'Satark Team',
    });
    expect(data.html).toContain('<h2>What it looks like</h2>');
    expect(data.html).toContain('<li>');
  });

  it('strips script from a body', async () => {
    await createArticle(t.db, 'hostile-body', {
      body: 'Hello\n\n<script>alert(1)</script><img src="x" onerror="alert(2)">',
    });
    const { data } = (await t.request({ url: '/api/v1/scam-articles/detail?slug=hostile-body' })).json<{
      data: ArticleDetail;
    }>();
    expect(data.html).toContain('<p>Hello</p>');
    expect(data.html).not.toMatch(/script|onerror|alert/);
  });

  it('is 404 for an unknown or unpublished article and 400 without a slug', async () => {
    await createArticle(t.db, 'draft-detail', { published: 0 });
    for (const slug of ['no-such-article', 'draft-detail']) {
      const response = await t.request({ url: `/api/v1/scam-articles/detail?slug=${slug}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    expect((await t.request({ url: '/api/v1/scam-articles/detail' })).statusCode).toBe(400);
  });
});

// get-all's answer is kept whole per language (SQLite) until anything is written to the database.
describe('GET /scam-articles/get-all after a change', () => {
  const list = async (lang: 'en' | 'hi') => {
    const response = await t.request({ url: `/api/v1/scam-articles/get-all?lang=${lang}` });
    expect(response.statusCode).toBe(200);
    return response.json<{ success: true; data: Article[] }>().data;
  };
  const slugs = async (lang: 'en' | 'hi') => (await list(lang)).map((a) => a.slug);
  const slug = 'upi-collect-request-qr-code-scam';

  it('shows an unpublished, republished, edited or rescored article on the next request, in each language', async () => {
    // The clock stands still: a version read from timestamps would not move, and these writes
    // leave updated_at alone anyway.
    vi.useFakeTimers({ toFake: ['Date'] });
    // Scores decay with time: scored at one instant here and at the end, or the two lists could
    // differ in a score's third decimal (0.316 against 0.317 once on a slow CI machine).
    const scoredAt = Date.now();
    await refreshArticleScores(t.db, scoredAt);
    const [english, hindi] = [await list('en'), await list('hi')];
    expect(await list('en')).toEqual(english);
    expect(await list('hi')).toEqual(hindi);
    const original = english.find((a) => a.slug === slug)!;

    await t.db.updateTable('articles').set({ published: 0 }).where('slug', '=', slug).execute();
    expect(await slugs('en')).not.toContain(slug);
    expect(await slugs('hi')).not.toContain(slug);
    await t.db.updateTable('articles').set({ published: 1 }).where('slug', '=', slug).execute();
    expect(await slugs('en')).toContain(slug);
    expect(await slugs('hi')).toContain(slug);

    await t.db
      .updateTable('article_translations')
      .set({ title: 'नया शीर्षक' })
      .where('article_slug', '=', slug)
      .where('lang', '=', 'hi')
      .execute();
    expect((await list('hi')).find((a) => a.slug === slug)!.title).toBe('नया शीर्षक');
    expect((await list('en')).find((a) => a.slug === slug)!.title).toBe(original.title);
    await t.db.updateTable('articles').set({ title: 'Edited title' }).where('slug', '=', slug).execute();
    expect((await list('en')).find((a) => a.slug === slug)!.title).toBe('Edited title');

    await updateArticleScores(t.db, [{ slug, trendingScore: 1000, totalCount: 7 }]);
    expect((await list('en'))[0]).toMatchObject({ slug, trendingScore: 1000, totalCount: 7 });
    expect((await list('hi'))[0]).toMatchObject({ slug, trendingScore: 1000, totalCount: 7 });

    await seedDatabase(t.db); // back to the files' texts
    await refreshArticleScores(t.db, scoredAt); // and the scores the entries give
    expect(await list('en')).toEqual(english);
    expect(await list('hi')).toEqual(hindi);
  });

  it('shows an article published by the admin command on another connection within OTHER_CONNECTIONS_CHECK_MS', async () => {
    await t.db.updateTable('articles').set({ published: 0 }).where('slug', '=', slug).execute();
    expect(await slugs('en')).not.toContain(slug);
    expect(await slugs('en')).not.toContain(slug);
    const other = createDatabase(t.config.database);
    try {
      expect(await run(['publish-article', slug], { db: other, out: () => {} })).toBe(0);
    } finally {
      await other.destroy();
    }
    // Another connection's commit is looked for at most every OTHER_CONNECTIONS_CHECK_MS (db/data-versions.ts).
    await new Promise((resolve) => setTimeout(resolve, OTHER_CONNECTIONS_CHECK_MS + 10));
    expect(await slugs('en')).toContain(slug);
    expect(await slugs('hi')).toContain(slug);
  });

  it('sends the kept answer with the same bytes and headers as a computed one', async () => {
    await t.db.updateTable('articles').set({ published: 1 }).where('slug', '=', slug).execute();
    for (const lang of ['en', 'hi']) {
      const computed = await t.request({ url: `/api/v1/scam-articles/get-all?lang=${lang}` });
      const kept = await t.request({ url: `/api/v1/scam-articles/get-all?lang=${lang}` });
      expect(kept.statusCode).toBe(200);
      expect(kept.rawPayload.equals(computed.rawPayload)).toBe(true);
      expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(kept.headers['content-length']).toBe(computed.headers['content-length']);
    }
  });

  it('sends a browser the same answer gzipped once, and a new one after a change', async () => {
    const request = (lang: string, encoding: string) =>
      t.request({ url: `/api/v1/scam-articles/get-all?lang=${lang}`, headers: { 'accept-encoding': encoding } });
    for (const lang of ['en', 'hi']) {
      const plain = await request(lang, 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      const before = gzips.count;
      const first = await request(lang, 'gzip, deflate, br');
      const again = await request(lang, 'gzip');
      expect(gzips.count - before).toBe(1);
      for (const answer of [first, again]) {
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-encoding']).toBe('gzip');
        expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(answer.headers.vary).toBe('accept-encoding');
        expect(gunzipSync(answer.rawPayload).equals(plain.rawPayload)).toBe(true);
      }
      // Kept, not gzipped again: the same bytes.
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      // A browser with brotli only still gets brotli, from the compression plugin.
      const brotli = await request(lang, 'br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
    await t.db.updateTable('articles').set({ title: 'Gzipped anew' }).where('slug', '=', slug).execute();
    try {
      const changed = await request('en', 'gzip');
      const articles = JSON.parse(gunzipSync(changed.rawPayload).toString()) as { data: Article[] };
      expect(articles.data.find((a) => a.slug === slug)!.title).toBe('Gzipped anew');
    } finally {
      await seedDatabase(t.db);
    }
  });
});
