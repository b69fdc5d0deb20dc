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

/**
 * Headers that only mean something on a document (or a worker script). security-headers.ts puts them on every
 * response; on a 2 KB script they are half the bytes, and on slow 3G every byte counts.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

export async function serveWebApp(app: FastifyInstance, distDir: string) {
  const hasWeb = existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // A route for each file of the build, but not for its .br and .gz copies: preCompressed finds
      // those for the file's own route. Each route took ~0.3 ms to add at start (600 for 300 files).
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const file = path.relative(distDir, filePath);
        res.setHeader('Cache-Control', cacheControlFor(file));
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }
  // The security headers are set on every reply (security-headers.ts); scripts and styles drop the
  // ones that mean nothing to them. nosniff stays.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/assets/') && /\.(js|css)$/.test(request.url.split('?')[0]!)) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    }
    return payload;
  });
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi =
      url.startsWith('/api/') || url === '/api' || url.startsWith('/files/') || url.startsWith('/open-data/');
    if (isApi || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(reply, new AppError(404, 'NOT_FOUND', SERVER_MESSAGES.notFound));
    }
    return reply.sendFile('index.html');
  });
}
