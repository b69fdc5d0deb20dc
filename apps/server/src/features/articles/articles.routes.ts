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
import { sharedSqliteReader } from '../../db/sqlite-reader-thread.js';
import type { AppDeps } from '../../http/app-deps.js';
import { notFound } from '../../http/errors.js';
import { findPublishedArticle, listPublishedArticles, listPublishedTitles } from './articles.repository.js';
import { createScoreRefresher, toArticle, toArticleDetail, type BlogHosts } from './articles.service.js';

export const articlesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, config } = deps;
  const hosts: BlogHosts = { oldBlogHost: config.oldBlogHost, publicBlogHost: config.publicBlogHost };
  const shared = sharedSqliteReader(config.database);
  if (shared) app.addHook('onClose', shared.release);
  const refreshScoresIfStale = createScoreRefresher(db, app.log, shared?.reader ?? null);

  app.get(
    '/get-all',
    {
      schema: {
        querystring: articleListQuerySchema,
        response: { 200: articleListResponseSchema, ...errorResponses(400, 500, 503) },
      },
    },
    async (request) => {
      void refreshScoresIfStale();
      const rows = await listPublishedArticles(db, request.query.lang);
      return { success: true as const, data: rows.map((row) => toArticle(row, hosts)) };
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
