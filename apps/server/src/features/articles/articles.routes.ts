// GET /scam-articles/get-all, /titles and /detail: the published learn articles.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { articleDetailQuerySchema } from '@satark/shared/report-schemas';
import type { AppDeps } from '../../http/app-deps.js';
import { notFound } from '../../http/errors.js';
import { findPublishedArticle, listPublishedArticles, listPublishedTitles } from './articles.repository.js';
import { createScoreRefresher, toArticle, toArticleDetail, type BlogHosts } from './articles.service.js';

export const articlesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, config } = deps;
  const hosts: BlogHosts = { oldBlogHost: config.oldBlogHost, publicBlogHost: config.publicBlogHost };
  const refreshScoresIfStale = createScoreRefresher(db, app.log);

  app.get('/get-all', async () => {
    await refreshScoresIfStale();
    const rows = await listPublishedArticles(db);
    return { success: true, data: rows.map((row) => toArticle(row, hosts)) };
  });

  app.get('/titles', async () => ({ success: true, data: await listPublishedTitles(db) }));

  app.get('/detail', { schema: { querystring: articleDetailQuerySchema } }, async (request) => {
    const row = await findPublishedArticle(db, request.query.slug);
    if (!row) throw notFound();
    return { success: true, data: toArticleDetail(row, hosts) };
  });
};
