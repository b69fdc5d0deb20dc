// GET /reports/detail/{id}: the SPA's index.html with link-preview tags (API.md "Sharing").
// An ACTIVE entity gets its own title; PENDING, REJECTED, unknown or malformed ids get the site's
// generic tags, so a preview never tells whether such an id exists.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { VersionedCache } from '../../lib/versioned-cache.js';
import { findActivePreview } from './share.repository.js';
import { renderSharePage, type SharePreview } from './share-tags.js';

export interface ShareRouteOptions {
  deps: { config: Config; db: Db };
  distDir: string;
}

/**
 * Previews are fetched in bursts when a warning is forwarded to many chats: one read per id per
 * half minute. A listing removed after a dispute stops being described within that time.
 */
const PREVIEW_TTL_MS = 30_000;

/** https://PUBLIC_HOST when one is configured; a local run names the host it was opened on. */
export function publicOrigin(config: Config, request: FastifyRequest): string {
  if (config.publicHost && config.publicHost !== 'localhost') return `https://${config.publicHost}`;
  return `${request.protocol}://${request.host}`;
}

export const shareRoutes: FastifyPluginAsync<ShareRouteOptions> = async (app, { deps, distDir }) => {
  const indexFile = path.join(distDir, 'index.html');
  // No built web app (API-only runs and most tests): the path stays an ordinary 404.
  if (!existsSync(indexFile)) return;
  const template = readFileSync(indexFile, 'utf8');
  const previews = new VersionedCache<SharePreview | null>(PREVIEW_TTL_MS, 2_000);

  app.get<{ Params: { id: string } }>('/reports/detail/:id', { schema: { hide: true } }, async (request, reply) => {
    const { id } = request.params;
    const preview = await previews.get(id, '', () => findActivePreview(deps.db, id));
    const origin = publicOrigin(deps.config, request);
    const pageUrl = `${origin}/reports/detail/${encodeURIComponent(id)}`;
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderSharePage(template, origin, pageUrl, preview));
  });
};
