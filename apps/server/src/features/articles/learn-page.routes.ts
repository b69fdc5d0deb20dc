// GET /learn: the SPA's index.html with the first article cards in its first paint
// (learn-first-paint.ts). Registered before the SPA fallback, like the detail page's preview tags.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../http/app-deps.js';
import { listPublishedArticles } from './articles.repository.js';
import { toArticle, type BlogHosts } from './articles.service.js';
import { FIRST_PAINT_CARDS, renderLearnFirstPaint } from './learn-first-paint.js';

export const learnPageRoutes: FastifyPluginAsync<{ deps: AppDeps; distDir: string }> = async (
  app,
  { deps, distDir },
) => {
  const indexFile = path.join(distDir, 'index.html');
  // No built web app (API-only runs and most tests): the path stays an ordinary 404.
  if (!existsSync(indexFile)) return;
  const template = readFileSync(indexFile, 'utf8');
  const hosts: BlogHosts = { oldBlogHost: deps.config.oldBlogHost, publicBlogHost: deps.config.publicBlogHost };

  app.get('/learn', { schema: { hide: true } }, async (_request, reply) => {
    const [english, hindi] = await Promise.all([
      listPublishedArticles(deps.db, 'en'),
      listPublishedArticles(deps.db, 'hi'),
    ]);
    const hindiTitles = new Map(hindi.map((row) => [row.slug, row.title]));
    const first = english.slice(0, FIRST_PAINT_CARDS).map((row) => ({
      english: toArticle(row, hosts),
      hindiTitle: hindiTitles.get(row.slug) ?? null,
    }));
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderLearnFirstPaint(template, first));
  });
};
