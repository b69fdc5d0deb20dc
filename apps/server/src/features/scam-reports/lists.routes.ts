// GET /scam-report/scammer-list, /my-reports, /spammer-list-by-type, /spammer-detail (and its
// /reports past the newest 500) and /reports-count: the lists (with their cached totals and date
// windows) and one entity's detail.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isValidatorRank } from '@satark/shared/constants';
import { FIELD_MESSAGES } from '@satark/shared/messages';
import { INDIA_UTC_OFFSET } from '@satark/shared/dates';
import {
  detailEntriesQuerySchema,
  detailQuerySchema,
  listByTypeQuerySchema,
  pagingSchema,
  scammerListQuerySchema,
  type ParsedScammerListQuery,
} from '@satark/shared/report-schemas';
import { errorResponses } from '@satark/shared/responses/common';
import {
  detailEntriesResponseSchema,
  reportsCountResponseSchema,
  scammerDetailResponseSchema,
  scammerListResponseSchema,
} from '@satark/shared/responses/scam-reports';
import { databaseWriteVersion, entitiesVersion } from '../../db/data-versions.js';
import { sharedSqliteReader } from '../../db/sqlite-reader-thread.js';
import type { AppDeps } from '../../http/app-deps.js';
import { badRequest, notFound, unauthenticated } from '../../http/errors.js';
import { sendJsonBytes, serializeJson } from '../../http/response-serializer.js';
import { RefreshingCache } from '../../lib/refreshing-cache.js';
import { VersionedCache } from '../../lib/versioned-cache.js';
import { DeepPages } from './deep-pages.js';
import { bearer, scamReportGuards } from './route-guards.js';
import {
  countReportsOnOpenEntities,
  findEntityDetail,
  listEntityEntries,
  toRecord,
  type EntityListFilter,
} from './scam-reports.repository.js';
import { searchPrefixes } from './scam-reports.service.js';
import { chosenEncoding, compressLongAnswers, gzipJsonToKeep, sendGzippedJson } from '../../http/answer-compression.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Bounds how long a change made within the same millisecond as a cached count can go unseen. */
const LIST_TOTAL_MAX_AGE_MS = 60_000;
/** After a change, a list waits this long for its recount, else shows the previous total meanwhile. */
const LIST_TOTAL_WAIT_MS = 10;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** From how many entries a detail page is kept as bytes for visitors (a few kB and more). */
const BUSY_DETAIL_ENTRIES = 50;
/** How many busy detail pages are kept (up to ~135 kB each, and gzipped) and how many busy entities are known. */
const BUSY_DETAILS_KEPT = 64;
const BUSY_DETAIL_IDS = 2000;
/** Bounds how long a write by another process can go unseen (databaseWriteVersion checks every 100 ms). */
const BUSY_DETAIL_MAX_AGE_MS = 60_000;

/** A picked date (`2024-05-01`) starts at midnight in India; a full timestamp is taken as given. */
const startOf = (value: string) =>
  DATE_ONLY.test(value) ? Date.parse(`${value}T00:00:00${INDIA_UTC_OFFSET}`) : Date.parse(value);

/** fromDate inclusive; toDate inclusive of its whole day (or of its exact instant, for a timestamp). */
function reportedWindow(fromDate: string | undefined, toDate: string | undefined) {
  return {
    reportedFrom: fromDate ? new Date(startOf(fromDate)).toISOString() : undefined,
    reportedBefore: toDate
      ? new Date(startOf(toDate) + (DATE_ONLY.test(toDate) ? DAY_MS : 1)).toISOString()
      : undefined,
  };
}

/** The list a `/scammer-list` query asks for, as `viewer` may see it. */
export function scammerListFilter(query: ParsedScammerListQuery, viewer: EntityListFilter['viewer']): EntityListFilter {
  const { search, type, status, fromDate, toDate, reportType } = query;
  return {
    viewer,
    type,
    status,
    searchPrefixes: search ? searchPrefixes(search, type) : undefined,
    ...reportedWindow(fromDate, toDate),
    reporterId: reportType === 'myreport' ? viewer!.id : undefined,
    order: reportType === 'most' ? 'most-reported' : 'last-reported',
  };
}

/**
 * Names a list for its kept total and anchors: its filter with the kind of viewer, the keys sorted,
 * so the same list built field by field in another order has the same name.
 */
export function listKeyOf(filter: EntityListFilter): string {
  const viewer = filter.viewer;
  const viewerKey = !viewer ? 'visitor' : isValidatorRank(viewer.rank) ? 'validator' : `user:${viewer.id}`;
  // Not `{ ...filter, viewer }`: Node 20's V8 makes a literal that starts with a spread and adds
  // properties in the old generation (docs/performance.md, session 21).
  const named = Object.assign({}, filter, { viewer: viewerKey });
  return JSON.stringify(named, Object.keys(named).sort());
}

export const listsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await compressLongAnswers(app);
  const { db, config } = deps;
  const { withOptionalUser, withUser } = scamReportGuards(deps);

  // A list's total is an index count that grows with the data; it is reused until any entity
  // changes (a report, a moderation), per filter and per kind of viewer; the recount runs on the
  // reader thread and, after a change, requests get the previous total unless it is ready at once.
  const totals = new RefreshingCache<number>(LIST_TOTAL_MAX_AGE_MS, LIST_TOTAL_WAIT_MS);
  const deepPages = new DeepPages(db, config.database);
  app.addHook('onClose', async () => deepPages.close());
  // /reports-count sums the counts of every open entity: a recount per change, off the request
  // thread, like a list's total (without it, 20 calls at once held /healthz 0.9 s at 1M entities).
  const shared = sharedSqliteReader(config.database);
  if (shared) app.addHook('onClose', shared.release);
  const reader = shared?.reader ?? null;
  // A busy number's detail page for visitors, as bytes, kept while nothing at all is written to the
  // database (a write by another process shows within 100 ms, databaseWriteVersion). With 512
  // entries (135 kB) reading and serializing it took over half of ~6.7 ms on the event loop, and
  // every request in flight waited: with two visitors on it, /healthz alongside answered ~2,900
  // req/s, and ~14,500-19,300 with the page kept (docs/performance.md, session 41).
  const busyDetails = new VersionedCache<Buffer>(BUSY_DETAIL_MAX_AGE_MS, BUSY_DETAILS_KEPT);
  /** Entities whose visitors' detail had BUSY_DETAIL_ENTRIES entries or more when last read in full. */
  const busyDetailIds = new Set<string>();
  // The public lists' deep pages are anchored from the start, not from the first deep page a
  // visitor asks for after a restart (deep-pages.ts).
  app.addHook('onReady', async () => {
    for (const order of ['last-reported', 'most-reported'] as const) {
      const filter: EntityListFilter = { viewer: null, order };
      deepPages.warm(filter, listKeyOf(filter));
    }
  });
  const listResponse = async (filter: EntityListFilter, page: { page: number; size: number }) => {
    const key = listKeyOf(filter);
    const [total, rows] = await Promise.all([
      entitiesVersion(db).then((version) => totals.get(key, version, () => deepPages.count(filter))),
      deepPages.read(filter, key, page),
    ]);
    return { success: true as const, total, data: rows.map(toRecord) };
  };
  const listResponses = { 200: scammerListResponseSchema, ...errorResponses(400, 401, 500, 503) };

  app.get(
    '/scammer-list',
    { onRequest: withOptionalUser, schema: { querystring: scammerListQuerySchema, response: listResponses } },
    async (request) => {
      const viewer = request.user;
      if (request.query.reportType === 'myreport' && !viewer) throw unauthenticated();
      return listResponse(scammerListFilter(request.query, viewer), request.query);
    },
  );

  app.get(
    '/my-reports',
    { onRequest: withUser, schema: { security: bearer, querystring: pagingSchema, response: listResponses } },
    async (request) =>
      listResponse({ viewer: request.user, reporterId: request.user!.id, order: 'last-reported' }, request.query),
  );

  app.get(
    '/spammer-list-by-type',
    { schema: { querystring: listByTypeQuerySchema, response: listResponses } },
    async (request) => {
      const { type, page, size } = request.query;
      return listResponse({ viewer: null, type, status: 'ACTIVE', order: 'last-reported' }, { page, size });
    },
  );

  app.get(
    '/spammer-detail',
    {
      onRequest: withOptionalUser,
      schema: {
        querystring: detailQuerySchema,
        response: { 200: scammerDetailResponseSchema, ...errorResponses(400, 401, 404, 500, 503) },
      },
    },
    async (request, reply) => {
      const { id } = request.query;
      const render = async () => {
        const data = await findEntityDetail(db, id, request.user);
        if (!data) throw notFound();
        return { success: true as const, data };
      };
      // Visitors only: a signed-in person's answer marks their own entries and may show more.
      const writeVersion = request.user ? null : databaseWriteVersion(db);
      if (writeVersion !== null && busyDetailIds.has(id)) {
        const plain = () => busyDetails.get(id, writeVersion, async () => serializeJson(reply, await render()));
        if (chosenEncoding(request) !== 'gzip') return sendJsonBytes(reply, await plain());
        // Browsers ask for gzip: gzipped once per version (135 kB -> ~19 kB), not for every visitor.
        const gzipped = busyDetails.get(`${id} gzip`, writeVersion, async () => gzipJsonToKeep(await plain()));
        return sendGzippedJson(reply, await gzipped);
      }
      const answer = await render();
      if (writeVersion !== null && answer.data.reports.length >= BUSY_DETAIL_ENTRIES) {
        if (busyDetailIds.size >= BUSY_DETAIL_IDS) busyDetailIds.delete(busyDetailIds.values().next().value!);
        busyDetailIds.add(id);
      }
      return answer;
    },
  );

  // The entries past the newest DETAIL_ENTRY_LIMIT the detail lists, a page at a time (docs/decisions/detail-entries-paged.md).
  app.get(
    '/spammer-detail/reports',
    {
      onRequest: withOptionalUser,
      schema: {
        querystring: detailEntriesQuerySchema,
        response: { 200: detailEntriesResponseSchema, ...errorResponses(400, 401, 404, 500, 503) },
      },
    },
    async (request) => {
      const { id, before, size } = request.query;
      const page = await listEntityEntries(db, reader, { entityId: id, viewer: request.user, beforeId: before, size });
      if (page === 'entity-not-found') throw notFound();
      if (page === 'entry-not-found') throw badRequest({ before: FIELD_MESSAGES.entryNotListed });
      return { success: true as const, data: page.entries, hasMore: page.hasMore };
    },
  );

  app.get(
    '/reports-count',
    { schema: { response: { 200: reportsCountResponseSchema, ...errorResponses(500, 503) } } },
    async () => {
      const version = await entitiesVersion(db);
      const count = await totals.get('reports-count', version, () => countReportsOnOpenEntities(db, reader));
      return { success: true as const, count };
    },
  );
};
