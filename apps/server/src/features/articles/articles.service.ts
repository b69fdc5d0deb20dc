// Learn articles: the API shape (links, sanitized HTML), the trending score, and the seed.
import type { FastifyBaseLogger } from 'fastify';
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import {
  ANONYMOUS_NAME,
  ARTICLE_SCORE_REFRESH_MS,
  ARTICLE_TRENDING_FULL_WEIGHT_DAYS,
  ARTICLE_TRENDING_HALF_LIFE_DAYS,
  articlePath,
} from '@satark/shared/constants';
import type { Article, ArticleDetail } from '@satark/shared/api-types';
import type { Db } from '../../db/database.js';
import { readOffThread, type SqliteReaderThread } from '../../db/sqlite-reader-thread.js';
import { loadArticleFiles, loadArticleTranslationFiles, type ArticleFile } from './article-files.js';
import {
  listArticleScores,
  taggedEntriesByDayQuery,
  updateArticleScores,
  upsertArticleFiles,
  upsertArticleTranslationFiles,
  type ArticleListRow,
} from './articles.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface BlogHosts {
  oldBlogHost: string | undefined;
  publicBlogHost: string | undefined;
}

const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:\/\//i;

// Hosts may be configured as `blog.example.in` or as `https://blog.example.in/`.
function hostUrl(hostOrUrl: string | undefined): URL | null {
  if (!hostOrUrl) return null;
  try {
    return new URL(ABSOLUTE_URL.test(hostOrUrl) ? hostOrUrl : `https://${hostOrUrl}`);
  } catch {
    return null;
  }
}
const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** A link to the old blog host moved to the public blog host (same path); any other link unchanged. */
export function rewriteBlogLink(link: string, hosts: BlogHosts): string {
  const from = hostUrl(hosts.oldBlogHost);
  const to = hostUrl(hosts.publicBlogHost);
  const url = hostUrl(link.startsWith('//') ? `https:${link}` : ABSOLUTE_URL.test(link) ? link : undefined);
  if (!from || !to || !url || !/^https?:$/.test(url.protocol) || bareHost(url.hostname) !== bareHost(from.hostname)) {
    return link;
  }
  url.protocol = to.protocol;
  url.host = to.host;
  return url.toString();
}

function sanitizeOptions(hosts: BlogHosts, base: sanitizeHtml.IOptions): sanitizeHtml.IOptions {
  return {
    ...base,
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.href ? { ...attribs, href: rewriteBlogLink(attribs.href, hosts) } : attribs,
      }),
    },
  };
}

const EXCERPT_ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'i', 'em', 'strong', 'a', 'p', 'br'],
  allowedAttributes: { a: ['href'] },
};

const BODY_ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2'],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'title'], th: ['align'], td: ['align'] },
};

/**
 * Rendered texts by their source: rendering (Markdown, then sanitize-html) costs ~0.1 ms an
 * excerpt and more for a body, on every list and page view, while an article's text changes only
 * when it is edited. A pure function of its input, so a copy is never stale; bounded, oldest out.
 */
const rendered = new Map<string, string>();
const RENDERED_MAX = 2_000;
function renderOnce(key: string, render: () => string): string {
  let html = rendered.get(key);
  if (html === undefined) {
    html = render();
    if (rendered.size >= RENDERED_MAX) rendered.delete(rendered.keys().next().value!);
    rendered.set(key, html);
  }
  return html;
}
const renderKey = (kind: string, source: string, hosts: BlogHosts) =>
  `${kind}\u0000${hosts.oldBlogHost ?? ''}\u0000${hosts.publicBlogHost ?? ''}\u0000${source}`;

export function sanitizeExcerpt(html: string, hosts: BlogHosts): string {
  return renderOnce(renderKey('excerpt', html, hosts), () =>
    sanitizeHtml(html, sanitizeOptions(hosts, EXCERPT_ALLOWED)),
  );
}

/** Markdown body → HTML that is safe to put in the page as is. */
export function renderArticleHtml(markdown: string, hosts: BlogHosts): string {
  return renderOnce(renderKey('body', markdown, hosts), () =>
    sanitizeHtml(marked.parse(markdown, { async: false }), sanitizeOptions(hosts, BODY_ALLOWED)),
  );
}

export function toArticle(row: ArticleListRow, hosts: BlogHosts): Article {
  return {
    title: row.title,
    excerpt: sanitizeExcerpt(row.excerpt, hosts),
    link: row.link ? rewriteBlogLink(row.link, hosts) : articlePath(row.slug),
    featuredImageUrl: row.featured_image_url ? rewriteBlogLink(row.featured_image_url, hosts) : null,
    authorName: row.author_name?.trim() || ANONYMOUS_NAME,
    authorAvatarUrl: row.author_avatar_url ? rewriteBlogLink(row.author_avatar_url, hosts) : null,
    date: row.date,
    categoryName: row.category_name ?? '',
    totalCount: Number(row.total_count),
    slug: row.slug,
    trendingScore: Number(row.trending_score),
  };
}

export function toArticleDetail(row: ArticleListRow & { body: string }, hosts: BlogHosts): ArticleDetail {
  return { ...toArticle(row, hosts), html: renderArticleHtml(row.body, hosts) };
}

/** Weight of one tagged entry `ageDays` old: 1 in the first week, then halving every week. */
export function entryWeight(ageDays: number): number {
  if (ageDays <= ARTICLE_TRENDING_FULL_WEIGHT_DAYS) return 1;
  return 0.5 ** ((ageDays - ARTICLE_TRENDING_FULL_WEIGHT_DAYS) / ARTICLE_TRENDING_HALF_LIFE_DAYS);
}

/**
 * Recomputes total_count and trending_score of every article from the tagged report entries.
 * Entries older than a week are weighed by their UTC day (at its noon), which keeps the aggregate
 * small: one row per article and day, not per entry. Writes only the rows that changed. With a
 * reader (SQLite), the aggregates, which read every tagged entry, run on its thread.
 */
export async function refreshArticleScores(
  db: Db,
  now = Date.now(),
  reader: SqliteReaderThread | null = null,
): Promise<void> {
  const recentSince = new Date(now - ARTICLE_TRENDING_FULL_WEIGHT_DAYS * DAY_MS).toISOString();
  const updates = [];
  for (const article of await listArticleScores(db)) {
    const days = await readOffThread(db, reader, taggedEntriesByDayQuery(db, article.slug, recentSince).compile());
    let count = 0;
    let weight = 0;
    for (const { day, entries } of days) {
      count += Number(entries);
      weight += Number(entries) * (day ? entryWeight((now - Date.parse(`${day}T12:00:00.000Z`)) / DAY_MS) : 1);
    }
    const trendingScore = Math.round((Number(article.base_trending_score) + weight) * 1000) / 1000;
    if (trendingScore !== Number(article.trending_score) || count !== Number(article.total_count)) {
      updates.push({ slug: article.slug, trendingScore, totalCount: count });
    }
  }
  await updateArticleScores(db, updates);
}

/**
 * Starts `refreshArticleScores` at most once per ARTICLE_SCORE_REFRESH_MS for this process, in the
 * background: requests are answered with the scores as they are (at most a minute old) and never
 * wait for it. Returns the running refresh, for tests. A failed refresh leaves the last scores.
 */
export function createScoreRefresher(db: Db, log: FastifyBaseLogger, reader: SqliteReaderThread | null = null) {
  let lastStartedAt = 0;
  let running: Promise<void> | null = null;
  return function refreshIfStale(): Promise<void> | null {
    if (!running && Date.now() - lastStartedAt >= ARTICLE_SCORE_REFRESH_MS) {
      lastStartedAt = Date.now();
      running = refreshArticleScores(db, Date.now(), reader)
        .catch((error: unknown) => log.warn({ err: error }, 'article score refresh failed'))
        .finally(() => {
          running = null;
        });
    }
    return running;
  };
}

/**
 * Loads content/articles (and its language folders) into the tables. Runs on every start, so an
 * existing database gets new and edited translations too. The scores are not brought up to date
 * here: that reads every tagged report entry (~0.9 s at 1M entities, most of a start), and the first
 * `get-all` starts the refresh on the reader thread anyway (createScoreRefresher). A new article
 * starts at its base score.
 */
export async function seedArticles(db: Db, files: ArticleFile[] = loadArticleFiles()): Promise<void> {
  await upsertArticleFiles(db, files);
  await upsertArticleTranslationFiles(db, loadArticleTranslationFiles(undefined, new Set(files.map((f) => f.slug))));
}
