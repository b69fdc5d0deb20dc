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
    const common = {
      index: false,
      // The .br and .gz copies next to each text file, for browsers that accept them.
      preCompressed: true,
      // The build has none; a stray one (an .env copied by hand) is never sent.
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (res: { setHeader(name: string, value: string): unknown }, filePath: string) => {
        res.setHeader('Cache-Control', cacheControlFor(path.relative(distDir, filePath)));
        res.setHeader('Vary', 'Accept-Encoding');
      },
    } as const;
    // The build's ~20 files outside assets/, a route each, found at start.
    await app.register(fastifyStatic, {
      ...common,
      root: distDir,
      wildcard: false,
      globIgnore: ['**/*.br', '**/*.gz', 'assets/**'],
    });
    // Its ~150 hashed scripts and styles: one route that looks them up on disk when asked for. A
    // route for each took ~0.7 ms of a slow machine's start (105 ms for the build). Only under
    // /assets/: a wildcard at the root would also take the paths whose parameter is over the
    // router's length limit (a 400 today, `frameworkErrors`), and send them the app.
    await app.register(fastifyStatic, {
      ...common,
      root: path.join(distDir, 'assets'),
      prefix: '/assets/',
      wildcard: true,
      decorateReply: false,
      // `/assets/` itself is no file: a JSON 404 like any other missing asset.
      allowedPath: (pathname) => !pathname.endsWith('/'),
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
