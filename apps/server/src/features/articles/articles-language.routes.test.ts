// `lang` on the article calls (API.md: get-all `lang` en default, hi): Hindi texts where a Hindi
// version exists, English otherwise; everything that is not text (order, counts, links) unchanged.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article, ArticleDetail } from '@satark/shared/api-types';
import { FIELD_MESSAGES } from '@satark/shared/messages';
import { seedDatabase } from '../../seed.js';
import { createArticle } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { loadArticleFiles, loadArticleTranslationFiles } from './article-files.js';

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN_LETTERS = /[A-Za-z]/g;

const getAll = async (t: TestApp, query = '') => {
  const response = await t.request({ url: `/api/v1/scam-articles/get-all${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ success: true; data: Article[] }>().data;
};
const detail = async (t: TestApp, slug: string, lang?: string) => {
  const response = await t.request({
    url: `/api/v1/scam-articles/detail?slug=${slug}${lang ? `&lang=${lang}` : ''}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: ArticleDetail }>().data;
};
const textFields = (a: Article) => ({ title: a.title, excerpt: a.excerpt, categoryName: a.categoryName });
const otherFields = ({ title: _t, excerpt: _e, categoryName: _c, ...rest }: Article) => rest;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.db);
});
afterAll(async () => t.close());

describe('the Hindi versions of the learn articles', () => {
  it('exist for every seeded article, written in Devanagari, with the same Markdown sections', () => {
    const english = loadArticleFiles();
    const hindi = loadArticleTranslationFiles();
    expect(hindi.map((h) => h.slug).sort()).toEqual(english.map((e) => e.slug).sort());
    for (const version of hindi) {
      const source = english.find((e) => e.slug === version.slug)!;
      expect(version.lang).toBe('hi');
      for (const text of [version.title, version.excerpt, version.body, version.categoryName ?? '']) {
        expect(text, version.slug).toMatch(DEVANAGARI);
      }
      // Mostly Hindi: Latin letters only for loanwords, names and addresses (UPI, OTP, https://…).
      const latin = (version.body.match(LATIN_LETTERS) ?? []).length;
      expect(latin / version.body.length, version.slug).toBeLessThan(0.15);
      // Same shape as the English article: four sections, the same number of numbered steps.
      const headings = (md: string) => md.match(/^## /gm)?.length;
      const steps = (md: string) => md.match(/^\d+\. /gm)?.length;
      expect(headings(version.body), version.slug).toBe(headings(source.body));
      expect(steps(version.body), version.slug).toBe(steps(source.body));
      // The facts people act on are all there.
      for (const fact of ['1930', 'https://cybercrime.gov.in', 'https://sancharsaathi.gov.in', 'Satark']) {
        expect(version.body, `${version.slug} ${fact}`).toContain(fact);
      }
    }
  });

  it('reach a database seeded before they existed, and a second seed changes nothing', async () => {
    await t.db.deleteFrom('article_translations').execute();
    expect((await getAll(t, '?lang=hi')).every((a) => !DEVANAGARI.test(a.title))).toBe(true);
    await seedDatabase(t.db);
    await seedDatabase(t.db);
    const rows = await t.db.selectFrom('article_translations').select(['article_slug', 'lang']).execute();
    expect(rows).toHaveLength(13);
    expect(new Set(rows.map((r) => r.lang))).toEqual(new Set(['hi']));
  });
});

describe('GET /scam-articles/get-all?lang=', () => {
  it('answers in Hindi with lang=hi: same articles, order, counts and links, Hindi texts', async () => {
    const english = await getAll(t);
    const hindi = await getAll(t, '?lang=hi');
    expect(hindi.map(otherFields)).toEqual(english.map(otherFields));
    expect(hindi).toHaveLength(13);
    for (const article of hindi) {
      expect(article.title, article.slug).toMatch(DEVANAGARI);
      expect(article.excerpt, article.slug).toMatch(DEVANAGARI);
      expect(article.categoryName, article.slug).toMatch(DEVANAGARI);
    }
    expect(hindi.find((a) => a.slug === 'digital-arrest-scam')).toMatchObject({
      title: 'डिजिटल अरेस्ट स्कैम: कोई पुलिस अफ़सर वीडियो कॉल पर गिरफ़्तार नहीं करता',
      categoryName: 'नकली पहचान',
      authorName: 'Satark Team',
      link: '/learn/digital-arrest-scam',
    });
  });

  it('answers in English without lang and with lang=en', async () => {
    const plain = await getAll(t);
    expect(await getAll(t, '?lang=en')).toEqual(plain);
    expect(plain.map(textFields).every((a) => !DEVANAGARI.test(a.title + a.excerpt + a.categoryName))).toBe(true);
  });

  it('falls back to English for an article without a Hindi version', async () => {
    await createArticle(t.db, 'english-only-article', { title: 'Only in English', excerpt: '<p>English</p>' });
    const article = (await getAll(t, '?lang=hi')).find((a) => a.slug === 'english-only-article');
    expect(article).toMatchObject({ title: 'Only in English', excerpt: '<p>English</p>' });
  });

  it('keeps the Hindi version out of sight while its article is unpublished', async () => {
    await t.db.updateTable('articles').set({ published: 0 }).where('slug', '=', 'loan-app-scam').execute();
    try {
      expect((await getAll(t, '?lang=hi')).map((a) => a.slug)).not.toContain('loan-app-scam');
      const response = await t.request({ url: '/api/v1/scam-articles/detail?slug=loan-app-scam&lang=hi' });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.db.updateTable('articles').set({ published: 1 }).where('slug', '=', 'loan-app-scam').execute();
    }
  });

  it('refuses a language it does not have with 400 and the shared field message, no stack', async () => {
    for (const lang of ['fr', 'HI', 'hi-IN', '']) {
      const response = await t.request({ url: `/api/v1/scam-articles/get-all?lang=${lang}` });
      expect(response.statusCode, lang).toBe(400);
      const body = response.json<Record<string, unknown>>();
      expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(JSON.stringify(body)).toContain(FIELD_MESSAGES.language);
      expect(JSON.stringify(body)).not.toMatch(/\bat .+\.(ts|js):\d+/);
    }
    const response = await t.request({ url: '/api/v1/scam-articles/detail?slug=loan-app-scam&lang=ta' });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(FIELD_MESSAGES.language);
  });
});

describe('GET /scam-articles/detail?lang=', () => {
  it('gives the Hindi body as sanitized HTML with lang=hi and the English one otherwise', async () => {
    const hindi = await detail(t, 'digital-arrest-scam', 'hi');
    expect(hindi.title).toMatch(DEVANAGARI);
    expect(hindi.html).toContain('<h2>यह कैसे होता है</h2>');
    expect(hindi.html).toContain('<strong>1930</strong>');
    const english = await detail(t, 'digital-arrest-scam', 'en');
    expect(english.html).toContain('<h2>What it looks like</h2>');
    expect(await detail(t, 'digital-arrest-scam')).toEqual(english);
    const { html: _h, ...hindiCard } = hindi;
    const { html: _e, ...englishCard } = english;
    expect(otherFields(hindiCard)).toEqual(otherFields(englishCard));
  });

  it('gives the English body of an article without a Hindi version', async () => {
    await createArticle(t.db, 'english-only-detail', { body: 'Plain English body' });
    expect((await detail(t, 'english-only-detail', 'hi')).html).toContain('<p>Plain English body</p>');
  });
});

describe('loadArticleTranslationFiles', () => {
  const writeArticles = (files: Record<string, string>) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'satark-articles-'));
    mkdirSync(path.join(dir, 'hi'));
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    return dir;
  };
  const english = '---\ntitle: "One"\nslug: one\ndate: 2026-01-01\n---\n\nBody';

  it('reads hi/<slug>.md, and stops on a version of an article that does not exist, naming the file', () => {
    const dir = writeArticles({
      'one.md': english,
      'hi/one.md': '---\ntitle: "एक"\nslug: one\nexcerpt: "छोटा"\n---\n\nहिन्दी',
    });
    try {
      expect(loadArticleTranslationFiles(dir)).toEqual([
        { slug: 'one', lang: 'hi', title: 'एक', excerpt: 'छोटा', body: 'हिन्दी', categoryName: null },
      ]);
      writeFileSync(path.join(dir, 'hi', 'two.md'), '---\ntitle: "दो"\nslug: two\n---\n\nहिन्दी');
      expect(() => loadArticleTranslationFiles(dir)).toThrow(
        'content/articles/hi/two.md: there is no English article two',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops on a file without a title or whose slug is not its name', () => {
    const dir = writeArticles({ 'one.md': english, 'hi/one.md': '---\nslug: one\n---\n\nहिन्दी' });
    try {
      expect(() => loadArticleTranslationFiles(dir)).toThrow(/content\/articles\/hi\/one\.md: title/);
      writeFileSync(path.join(dir, 'hi', 'one.md'), '---\ntitle: "एक"\nslug: other\n---\n\nहिन्दी');
      expect(() => loadArticleTranslationFiles(dir)).toThrow('slug other does not match the file name');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
