// The built web app at `/`, with index.html for every path that is not an API, file or open data path.
// Vite's build writes .br and .gz next to each text file (apps/web/build/offline-and-compression.ts);
// they are sent to browsers that accept them. Hashed files under /assets/ never change, so they
// are cached for a year; index.html and the service worker are revalidated on every load.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '@satark/shared/messages';
import { AppError, sendError } from './errors.js';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
/** Icons, images and the manifest: not hashed, so only an hour. */
const CACHE_HOUR = 'public, max-age=3600';

/** The Cache-Control header for a file of the build, by its path relative to the dist folder. */
export function cacheControlFor(relativePath: string): string {
  const file = relativePath
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (file.startsWith('assets/')) return CACHE_IMMUTABLE;
  if (file.endsWith('.html') || file === 'sw.js') return CACHE_REVALIDATE;
  return CACHE_HOUR;
}

export async function serveWebApp(app: FastifyInstance, distDir: string) {
  const hasWeb = existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      // One route for every file, looked up on disk when asked for (a path that is not a file goes
      // to the not-found handler below), instead of a route for each file of the build found at
      // start: those ~100 files took 105 ms of a slow machine's 2 s start.
      wildcard: true,
      index: false,
      // A folder ('/', '/assets/') is no file: the app's page or a JSON 404, as for any other path.
      allowedPath: (pathname) => !pathname.endsWith('/'),
      // The .br and .gz copies next to each text file, for browsers that accept them.
      preCompressed: true,
      // The build has none; a stray one (an .env copied by hand) is never sent.
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const file = path.relative(distDir, filePath);
        res.setHeader('Cache-Control', cacheControlFor(file));
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi =
      url.startsWith('/api/') || url === '/api' || url.startsWith('/files/') || url.startsWith('/open-data/');
    // A script of an older build (a page still open across a deploy) is missing, not a page: the
    // app's HTML in its place would fail as a script, and carry a script's headers (no policy).
    const isAsset = url.startsWith('/assets/');
    if (isApi || isAsset || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(reply, new AppError(404, 'NOT_FOUND', SERVER_MESSAGES.notFound));
    }
    return reply.sendFile('index.html');
  });
}
