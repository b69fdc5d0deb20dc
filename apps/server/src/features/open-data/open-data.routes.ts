// GET /open-data/scams.csv and /open-data/scams.jsonl (API.md "Open data, partner keys and complaint
// export"): every ACTIVE entity, streamed, gzipped when accepted, revalidated with ETag and
// Last-Modified, under CC BY 4.0. Choices: docs/decisions/open-data-export.md.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { errorResponses, fileResponse } from '@satark/shared/responses/common';
import type { AppDeps } from '../../http/app-deps.js';
import { sharedSqliteReader, type SqliteReaderThread } from '../../db/sqlite-reader-thread.js';
import { limitOpenDataDownloads, openDataRateLimit } from '../../http/rate-limits.js';
import { openDataStream, type OpenDataFormat } from './open-data.export.js';
import { readOpenDataVersion, type OpenDataVersion } from './open-data.repository.js';

export const OPEN_DATA_LICENSE = {
  id: 'CC-BY-4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

/** Changes whenever a row's layout changes, so caches holding the old layout revalidate to the new one. */
const EXPORT_LAYOUT = '1';

const FORMATS: Record<OpenDataFormat, { contentType: string; filename: string }> = {
  csv: { contentType: 'text/csv; charset=utf-8; header=present', filename: 'satark-scams.csv' },
  jsonl: { contentType: 'application/jsonl; charset=utf-8', filename: 'satark-scams.jsonl' },
};

/** A weak validator: the same rows whether sent plain or gzipped (RFC 9110 §8.8.3). */
function etagOf(version: OpenDataVersion, format: OpenDataFormat): string {
  const hash = createHash('sha256')
    .update(`${EXPORT_LAYOUT}\n${format}\n${version.entities}\n${version.publishedArticles}`)
    .digest('base64url')
    .slice(0, 27);
  return `W/"${hash}"`;
}

/** True when Accept-Encoding lists gzip (or `*`) without q=0. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard: boolean | undefined;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name === 'gzip' || name === 'x-gzip') return allowed;
    if (name === '*') wildcard = allowed;
  }
  return wildcard ?? false;
}

/** RFC 9110 §13.1: If-None-Match wins over If-Modified-Since; weak comparison for GET. */
function isNotModified(request: FastifyRequest, etag: string, lastModifiedMs: number | undefined): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
  }
  const ifModifiedSince = request.headers['if-modified-since'];
  if (ifModifiedSince === undefined || lastModifiedMs === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  // HTTP dates have whole seconds; the data's time is floored to the same.
  return Number.isFinite(since) && Math.floor(lastModifiedMs / 1000) * 1000 <= since;
}

async function sendExport(
  deps: AppDeps,
  reader: SqliteReaderThread | null,
  format: OpenDataFormat,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const version = await readOpenDataVersion(deps.db);
  const etag = etagOf(version, format);
  const lastModifiedMs = version.lastChangedAt ? Date.parse(version.lastChangedAt) : undefined;
  reply
    .header('ETag', etag)
    .header('Cache-Control', 'public, no-cache')
    .header('Vary', 'Accept-Encoding')
    .header('Link', `<${OPEN_DATA_LICENSE.url}>; rel="license"`)
    .header('X-License', OPEN_DATA_LICENSE.id)
    .header('Access-Control-Allow-Origin', '*')
    .header('Access-Control-Expose-Headers', 'ETag, Last-Modified, Link, X-License, Content-Disposition');
  if (lastModifiedMs !== undefined) reply.header('Last-Modified', new Date(lastModifiedMs).toUTCString());
  if (isNotModified(request, etag, lastModifiedMs)) return reply.status(304).send();

  const { contentType, filename } = FORMATS[format];
  reply.header('Content-Type', contentType).header('Content-Disposition', `attachment; filename="${filename}"`);
  if (request.method === 'HEAD') return reply.send();

  await limitOpenDataDownloads(request);

  const gzip = acceptsGzip(request.headers['accept-encoding']);
  const body = await openDataStream(deps.db, reader, format, gzip, (err) =>
    request.log.warn({ err }, 'open data export failed'),
  );
  if (gzip) reply.header('Content-Encoding', 'gzip');
  return reply.send(body);
}

/** Registered at `/open-data` (the address on the about page) and at `/api/v1/open-data`. */
export const openDataRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const config = openDataRateLimit;
  const shared = sharedSqliteReader(deps.config.database);
  if (shared) app.addHook('onClose', shared.release);
  const reader = shared?.reader ?? null;
  const schema = (format: OpenDataFormat) => ({
    tags: ['open data'],
    summary: 'Every ACTIVE scam entity (CC BY 4.0)',
    response: {
      200: fileResponse(`${FORMATS[format].filename}, streamed (gzip when accepted)`, FORMATS[format].contentType),
      ...errorResponses(429, 500, 503),
    },
  });
  app.get('/scams.csv', { config, schema: schema('csv') }, (request, reply) =>
    sendExport(deps, reader, 'csv', request, reply),
  );
  app.get('/scams.jsonl', { config, schema: schema('jsonl') }, (request, reply) =>
    sendExport(deps, reader, 'jsonl', request, reply),
  );
};
