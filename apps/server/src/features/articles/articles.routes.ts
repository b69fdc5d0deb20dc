// GET /scam-articles/get-all, /titles and /detail: the published learn articles; get-all and detail
// take `lang` (en default, hi) and answer in that language where the article has a version in it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { articleDetailQuerySchema, articleListQuerySchema } from '@satark/shared/report-schemas';
import {
  articleDetailResponseSchema,
  articleListResponseSchema,
  articleTitlesResponseSchema,
} from '@satark/shared/responses/articles';
import { errorResponses } from '@satark/shared/responses/common';
import { ARTICLE_LANGUAGES } from '@satark/shared/constants';
import { databaseWriteVersion } from '../../db/data-versions.js';
import { sharedSqliteReader } from '../../db/sqlite-reader-thread.js';
import type { AppDeps } from '../../http/app-deps.js';
import { notFound } from '../../http/errors.js';
import { sendJsonBytes, serializeJson } from '../../http/response-serializer.js';
import { VersionedCache } from '../../lib/versioned-cache.js';
import { findPublishedArticle, listPublishedArticles, listPublishedTitles } from './articles.repository.js';
import { createScoreRefresher, toArticle, toArticleDetail, type BlogHosts } from './articles.service.js';
import { chosenEncoding, compressLongAnswers, gzipJsonToKeep, sendGzippedJson } from '../../http/answer-compression.js';

/** A bound in case a change escapes the write version; it is exact for every write SQLite counts. */
const ARTICLE_LIST_MAX_AGE_MS = 60_000;

export const articlesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await compressLongAnswers(app);
  const { db, config } = deps;
  const hosts: BlogHosts = { oldBlogHost: config.oldBlogHost, publicBlogHost: config.publicBlogHost };
  const shared = sharedSqliteReader(config.database);
  if (shared) app.addHook('onClose', shared.release);
  const refreshScoresIfStale = createScoreRefresher(db, app.log, shared?.reader ?? null);
  // get-all's answer as bytes per language (SQLite), plain and gzipped, kept while nothing at all
  // has been written to the database: a publication, an edit or new scores show on the next
  // request. Reading, mapping and serializing the ~7 kB list on every request held it at 9-16% of
  // /healthz; gzipping it for every browser cost ~130 µs a request on a slow machine.
  const lists = new VersionedCache<Buffer>(ARTICLE_LIST_MAX_AGE_MS, ARTICLE_LANGUAGES.length * 2);

  app.get(
    '/get-all',
    {
      schema: {
        querystring: articleListQuerySchema,
        response: { 200: articleListResponseSchema, ...errorResponses(400, 500, 503) },
      },
    },
    async (request, reply) => {
      void refreshScoresIfStale();
      const { lang } = request.query;
      const render = async () => {
        const rows = await listPublishedArticles(db, lang);
        return serializeJson(reply, { success: true, data: rows.map((row) => toArticle(row, hosts)) });
      };
      const writeVersion = databaseWriteVersion(db);
      if (writeVersion === null) return sendJsonBytes(reply, await render());
      const plain = () => lists.get(lang, writeVersion, render);
      // A browser asks for gzip: the bytes gzipped once per version, not again for every visitor.
      if (chosenEncoding(request) !== 'gzip') return sendJsonBytes(reply, await plain());
      return sendGzippedJson(
        reply,
        await lists.get(`${lang} gzip`, writeVersion, async () => gzipJsonToKeep(await plain())),
      );
    },
  );

  app.get(
    '/titles',
    { schema: { response: { 200: articleTitlesResponseSchema, ...errorResponses(500, 503) } } },
    async () => ({ success: true as const, data: await listPublishedTitles(db) }),
  );

  app.get(
    '/detail',
    {
      schema: {
        querystring: articleDetailQuerySchema,
        response: { 200: articleDetailResponseSchema, ...errorResponses(400, 404, 500, 503) },
      },
    },
    async (request) => {
      const row = await findPublishedArticle(db, request.query.slug, request.query.lang);
      if (!row) throw notFound();
      return { success: true as const, data: toArticleDetail(row, hosts) };
    },
  );
};
