// The HTML served for /learn: the first article cards in index.html's first paint.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../seed.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { renderLearnFirstPaint } from './learn-first-paint.js';

const CHECK_FORM = '<div class="sk-hero"></div><div class="sk-card"><form data-boot-check></form></div>';
const template = `<!doctype html>
<html lang="en">
  <head><title>Satark</title></head>
  <body><div id="root"></div><div id="boot"><div class="sk-head"></div>
      <!-- boot-page -->
      ${CHECK_FORM}
      <!-- /boot-page -->
    </div><script type="module" src="/assets/index-abc.js"></script></body>
</html>`;

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'satark-learn-'));
  writeFileSync(path.join(dist, 'index.html'), template);
  t = await createTestApp({ WEB_DIST_DIR: dist });
  await seedDatabase(t.db);
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const cardsOf = (html: string) =>
  [
    ...html.matchAll(
      /<li><a href="([^"]+)"><img src="([^"]+)" alt="" fetchpriority="high" \/><span>(.*?)<\/span><\/a><\/li>/g,
    ),
  ].map(([, href, src, text]) => ({ href, src, text }));

describe('GET /learn', () => {
  it('puts the first three articles of the list, as links with their images, in place of the check form', async () => {
    const list = await t.request({ url: '/api/v1/scam-articles/get-all' });
    const first = (list.json() as { data: { slug: string; featuredImageUrl: string }[] }).data.slice(0, 3);

    const response = await t.request({ url: '/learn', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const cards = cardsOf(response.body);
    expect(cards.map((card) => card.href)).toEqual(first.map((article) => `/learn/${article.slug}`));
    expect(cards.map((card) => card.src)).toEqual(first.map((article) => article.featuredImageUrl));
    // The Hindi title under the English one, marked as Hindi.
    expect(cards[0]!.text).toMatch(/^Digital arrest scam.* <span lang="hi">डिजिटल अरेस्ट/);
    expect(response.body).not.toContain(CHECK_FORM);
    expect(response.body).not.toContain('boot-page');
    expect(response.body).toContain('<div class="sk-head"></div>');
    expect(response.body).toContain('<script type="module" src="/assets/index-abc.js"></script>');
  });

  it('escapes what an article says', async () => {
    const slug = 'digital-arrest-scam';
    const before = await t.db
      .selectFrom('articles')
      .select(['title', 'trending_score'])
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('articles')
      .set({ title: 'Calls & <script>alert("x")</script>', trending_score: 1e9 })
      .where('slug', '=', slug)
      .execute();
    try {
      const response = await t.request({ url: '/learn' });
      expect(cardsOf(response.body)[0]!.text).toContain(
        'Calls &amp; &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;',
      );
      expect(response.body).not.toContain('<script>alert');
    } finally {
      await t.db.updateTable('articles').set(before).where('slug', '=', slug).execute();
    }
  });

  it('keeps the check form when no article is published', async () => {
    await t.db.updateTable('articles').set({ published: 0 }).execute();
    try {
      const response = await t.request({ url: '/learn' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(template);
    } finally {
      await t.db.updateTable('articles').set({ published: 1 }).execute();
    }
  });
});

describe('renderLearnFirstPaint', () => {
  it('leaves a page without the markers as it is', () => {
    const article = {
      english: { slug: 'a', title: 'A', featuredImageUrl: '/a.svg' } as never,
      hindiTitle: null,
    };
    expect(renderLearnFirstPaint('<div id="boot"></div>', [article])).toBe('<div id="boot"></div>');
    expect(renderLearnFirstPaint(template, [article])).toContain('<a href="/learn/a"><img src="/a.svg"');
  });
});
