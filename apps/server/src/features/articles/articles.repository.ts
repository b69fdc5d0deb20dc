// Queries of the learn articles. Lists read the counts and scores kept on the article row.
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/ids.js';
import type { ArticleLanguage } from '@satark/shared/constants';
import type { ArticleFile, ArticleTranslationFile } from './article-files.js';

/**
 * The article row with its reader-facing texts in `lang` where a version in that language exists,
 * else in English (API.md `lang`). English has no translation rows, so its join never matches.
 */
function articlesIn(db: Db, lang: ArticleLanguage) {
  return db
    .selectFrom('articles as a')
    .leftJoin('article_translations as t', (join) =>
      join.onRef('t.article_slug', '=', 'a.slug').on('t.lang', '=', lang),
    )
    .select((eb) => [
      'a.slug',
      eb.fn.coalesce('t.title', 'a.title').as('title'),
      eb.fn.coalesce('t.excerpt', 'a.excerpt').as('excerpt'),
      'a.link',
      'a.featured_image_url',
      'a.author_name',
      'a.author_avatar_url',
      eb.fn.coalesce('t.category_name', 'a.category_name').as('category_name'),
      'a.date',
      'a.total_count',
      'a.trending_score',
    ])
    .where('a.published', '=', 1);
}

/** Inserts missing articles; for existing slugs updates the content, keeping published state and scores. */
export async function upsertArticleFiles(db: Db, files: ArticleFile[]): Promise<void> {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    for (const file of files) {
      await trx
        .insertInto('articles')
        .values({
          slug: file.slug,
          title: file.title,
          excerpt: file.excerpt,
          body: file.body,
          link: file.link,
          featured_image_url: file.featuredImageUrl,
          author_name: file.authorName,
          author_avatar_url: file.authorAvatarUrl,
          category_name: file.categoryName,
          published: 1,
          date: file.date,
          base_trending_score: file.baseTrendingScore,
          trending_score: file.baseTrendingScore,
          total_count: 0,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.column('slug').doUpdateSet((eb) => ({
            title: eb.ref('excluded.title'),
            excerpt: eb.ref('excluded.excerpt'),
            body: eb.ref('excluded.body'),
            link: eb.ref('excluded.link'),
            featured_image_url: eb.ref('excluded.featured_image_url'),
            author_name: eb.ref('excluded.author_name'),
            author_avatar_url: eb.ref('excluded.author_avatar_url'),
            category_name: eb.ref('excluded.category_name'),
            date: eb.ref('excluded.date'),
            base_trending_score: eb.ref('excluded.base_trending_score'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }
  });
}

/** Inserts or refreshes the versions of articles in other languages from their files. */
export async function upsertArticleTranslationFiles(db: Db, files: ArticleTranslationFile[]): Promise<void> {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    for (const file of files) {
      await trx
        .insertInto('article_translations')
        .values({
          article_slug: file.slug,
          lang: file.lang,
          title: file.title,
          excerpt: file.excerpt,
          body: file.body,
          category_name: file.categoryName,
          updated_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['article_slug', 'lang']).doUpdateSet((eb) => ({
            title: eb.ref('excluded.title'),
            excerpt: eb.ref('excluded.excerpt'),
            body: eb.ref('excluded.body'),
            category_name: eb.ref('excluded.category_name'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }
  });
}

export type ArticleListRow = Awaited<ReturnType<typeof listPublishedArticles>>[number];

export function listPublishedArticles(db: Db, lang: ArticleLanguage = 'en') {
  return articlesIn(db, lang).orderBy('a.trending_score', 'desc').orderBy('a.date', 'desc').orderBy('a.slug').execute();
}

export function findPublishedArticle(db: Db, slug: string, lang: ArticleLanguage = 'en') {
  return articlesIn(db, lang)
    .select((eb) => eb.fn.coalesce('t.body', 'a.body').as('body'))
    .where('a.slug', '=', slug)
    .executeTakeFirst();
}

export function listPublishedTitles(db: Db) {
  return db.selectFrom('articles').select(['slug', 'title']).where('published', '=', 1).orderBy('title').execute();
}

/** Sets published=1; false when no article has that slug. */
export async function publishArticle(db: Db, slug: string): Promise<boolean> {
  const result = await db
    .updateTable('articles')
    .set({ published: 1, updated_at: nowIso() })
    .where('slug', '=', slug)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * One article's tagged report entries: those created at or after `recentSince` in one group (day
 * ''), older ones per UTC day. Reads the article's range of the (article_slug, created_at) index.
 * One article at a time: grouping every article's entries at once sorted all of them (~1M at 3M
 * entries) in SQLite's sorter, which holds up to the page cache's size (64 MiB) in memory.
 */
export function taggedEntriesByDayQuery(db: Db, slug: string, recentSince: string) {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('report_entries')
        .select((inner) => [
          inner
            .case()
            .when('created_at', '>=', recentSince)
            .then('')
            .else(inner.fn<string>('substr', ['created_at', inner.val(1), inner.val(10)]))
            .end()
            .as('day'),
        ])
        .where('article_slug', '=', slug)
        .as('tagged'),
    )
    .select((eb) => ['tagged.day', eb.fn.countAll<number>().as('entries')])
    .groupBy('tagged.day');
}

export function listArticleScores(db: Db) {
  return db.selectFrom('articles').select(['slug', 'base_trending_score', 'trending_score', 'total_count']).execute();
}

export async function updateArticleScores(
  db: Db,
  updates: { slug: string; trendingScore: number; totalCount: number }[],
): Promise<void> {
  if (updates.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const u of updates) {
      await trx
        .updateTable('articles')
        .set({ trending_score: u.trendingScore, total_count: u.totalCount })
        .where('slug', '=', u.slug)
        .execute();
    }
  });
}

/**
 * An unpublished article with this slug and title, for an operator to publish, unless the slug is
 * taken (API.md: a report's `articleSlug` naming no article creates one). Inside the caller's
 * transaction when `db` is one.
 */
export async function addUnpublishedArticle(db: Db, article: { slug: string; title: string }, now: string) {
  await db
    .insertInto('articles')
    .values({
      ...article,
      excerpt: '',
      body: '',
      link: null,
      featured_image_url: null,
      author_name: null,
      author_avatar_url: null,
      category_name: null,
      published: 0,
      date: now,
      base_trending_score: 0,
      trending_score: 0,
      total_count: 0,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
}
