// /api/v1/scam-report (API.md "Scam reports"): check, report, lists, detail, moderation and the
// report count. Proof links live in features/files.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isValidatorRank, MAX_VIDEO_BYTES } from '@satark/shared/constants';
import { INDIA_UTC_OFFSET } from '@satark/shared/dates';
import { fieldErrors } from '@satark/shared/field-errors';
import { normalizeIdentifier } from '@satark/shared/identifiers';
import { SERVER_MESSAGES } from '@satark/shared/messages';
import {
  checkBatchSchema,
  checkRequestSchema,
  type CheckBatchRequest,
  detailQuerySchema,
  listByTypeQuerySchema,
  pagingSchema,
  rejectSchema,
  reportSubmissionSchema,
  scammerListQuerySchema,
  verifySchema,
} from '@satark/shared/report-schemas';
import type { AppDeps } from '../../http/app-deps.js';
import { loadUser, requireUser } from '../../http/authentication.js';
import { badRequest, forbidden, notFound, unauthenticated } from '../../http/errors.js';
import { DeepPages } from './deep-pages.js';
import { lingerThenClose, prepareProofForStorage, receiveReportForm, type StagedProof } from './proof-upload.js';
import {
  countReportsOnOpenEntities,
  findVisibleEntity,
  listEntriesOfEntity,
  toRecord,
  userName,
  type EntityListFilter,
} from './scam-reports.repository.js';
import { checkIdentifier, moderate, searchPrefixes, submitReport } from './scam-reports.service.js';
import { entitiesVersion } from '../../db/data-versions.js';
import { signalLanguage } from '@satark/shared/analysis/signal-messages';
import { refuseSafelisted } from '../safelist/index.js';
import { checkLimits, limitReportSubmissions } from '../../http/rate-limits.js';
import { RefreshingCache } from '../../lib/refreshing-cache.js';

const bearer = [{ bearer: [] }];
const DAY_MS = 24 * 60 * 60 * 1000;
/** Bounds how long a change made within the same millisecond as a cached count can go unseen. */
const LIST_TOTAL_MAX_AGE_MS = 60_000;
/** After a change, a list waits this long for its recount, else shows the previous total meanwhile. */
const LIST_TOTAL_WAIT_MS = 10;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** A full batch of long pasted messages (100 × 5000 characters, escaped) fits; 413 beyond. */
const CHECK_BATCH_BODY_LIMIT = 4 * 1024 * 1024;

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

/** The `json` form field as an object; anything unreadable becomes `{}` so every field reports "required". */
export function parseJsonField(text: string | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text ?? '');
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export async function removeStaged(proof: StagedProof | null) {
  if (!proof) return;
  await Promise.all([rm(proof.filePath, { force: true }), rm(`${proof.filePath}.clean`, { force: true })]);
}

export const scamReportRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, storage, config } = deps;
  const tokenDeps = { db, jwtSecret: config.jwtSecret };
  const withOptionalUser = loadUser(tokenDeps);
  const requireSignedIn = requireUser(tokenDeps);
  // A swept (DELETED) account keeps its sessions only to learn that it was deleted.
  const withUser = async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
    await requireSignedIn(request, reply);
    if (request.user!.status === 'DELETED') throw unauthenticated();
  };
  const withValidator = async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
    await withUser(request, reply);
    if (!isValidatorRank(request.user!.rank)) throw forbidden();
  };
  const stagingDir = path.join(config.dataDir, 'uploads');

  // The content-type parser of this scope only. The byte limit is a backstop one byte above the
  // largest allowance; the per-type limit is enforced while streaming (proof-upload.ts).
  await app.register(multipart, {
    limits: { fileSize: MAX_VIDEO_BYTES + 1, files: 1, fields: 5, parts: 6, fieldSize: 64 * 1024 },
  });

  // A list's total is an index count that grows with the data; it is reused until any entity
  // changes (a report, a moderation), per filter and per kind of viewer; the recount runs on the
  // reader thread and, after a change, requests get the previous total unless it is ready at once.
  const totals = new RefreshingCache<number>(LIST_TOTAL_MAX_AGE_MS, LIST_TOTAL_WAIT_MS);
  const deepPages = new DeepPages(db, config.database);
  app.addHook('onClose', async () => deepPages.close());
  const listResponse = async (filter: EntityListFilter, page: { page: number; size: number }) => {
    const viewer = filter.viewer;
    const viewerKey = !viewer ? 'visitor' : isValidatorRank(viewer.rank) ? 'validator' : `user:${viewer.id}`;
    const key = JSON.stringify({ ...filter, viewer: viewerKey });
    const [total, rows] = await Promise.all([
      entitiesVersion(db).then((version) => totals.get(key, version, () => deepPages.count(filter))),
      deepPages.read(filter, key, page),
    ]);
    return { success: true, total, data: rows.map(toRecord) };
  };

  const singleCheck = checkLimits({ keyRequired: false, cost: () => 1 });
  app.post(
    '/check-scam-report',
    { onRequest: singleCheck.onRequest, preHandler: singleCheck.preHandler, schema: { body: checkRequestSchema } },
    async (request) => checkIdentifier(db, request.body, signalLanguage(request.headers['accept-language'])),
  );

  // Partners (API.md "Open data, partner keys"): up to 100 checks in one call, answered in order by
  // the same check; the batch spends one check per item of the key's per-minute limit.
  const batchCheck = checkLimits({
    keyRequired: true,
    cost: (request) => (request.body as CheckBatchRequest).items.length,
  });
  app.post(
    '/check-batch',
    {
      bodyLimit: CHECK_BATCH_BODY_LIMIT,
      onRequest: batchCheck.onRequest,
      preHandler: batchCheck.preHandler,
      schema: { body: checkBatchSchema, security: [{ apiKey: [] }] },
    },
    async (request) => {
      const language = signalLanguage(request.headers['accept-language']);
      const data = [];
      // One after another: a batch takes no more of the database at once than a single check.
      for (const item of request.body.items) data.push(await checkIdentifier(db, item, language));
      return { success: true, data };
    },
  );

  app.post(
    '/report-scammer',
    {
      // Authenticated before the body is read, so a visitor's upload is refused unread.
      onRequest: withUser,
      // Counted per account, not per IP: many people in India share one carrier-NAT address.
      preHandler: limitReportSubmissions,
      schema: { security: bearer, consumes: ['multipart/form-data'] },
    },
    async (request, reply) => {
      // The json field is checked as soon as it arrives, so a bad report is refused before its proof is read.
      const checkJson = (text: string) => {
        const early = reportSubmissionSchema.safeParse({ ...parseJsonField(text), hasProof: true });
        if (!early.success) throw badRequest(fieldErrors(early.error));
      };
      let form: Awaited<ReturnType<typeof receiveReportForm>>;
      try {
        form = await receiveReportForm(request, stagingDir, { checkJson });
      } catch (error) {
        lingerThenClose(request, reply);
        throw error;
      }
      let result: Awaited<ReturnType<typeof submitReport>>;
      // Staged files are gone before the answer goes out.
      try {
        const parsed = reportSubmissionSchema.safeParse({
          ...parseJsonField(form.json),
          hasProof: form.proof !== null,
        });
        if (!parsed.success) throw badRequest(fieldErrors(parsed.error));
        const { type, uniqueId, detail, articleSlug } = parsed.data;
        const identifier = normalizeIdentifier(type, uniqueId)!;
        await refuseSafelisted(db, type, identifier, signalLanguage(request.headers['accept-language']));
        const prepared = form.proof ? await prepareProofForStorage(form.proof) : null;
        result = await submitReport(db, storage, {
          reporter: request.user!,
          type,
          identifier,
          detail,
          articleSlug,
          proof: prepared,
        });
      } finally {
        await removeStaged(form.proof);
      }
      return reply.status(201).send({ success: true, message: SERVER_MESSAGES.reportCreated, data: result });
    },
  );

  app.get(
    '/scammer-list',
    { onRequest: withOptionalUser, schema: { querystring: scammerListQuerySchema } },
    async (request) => {
      const { page, size, search, type, status, fromDate, toDate, reportType } = request.query;
      const viewer = request.user;
      if (reportType === 'myreport' && !viewer) throw unauthenticated();
      return listResponse(
        {
          viewer,
          type,
          status,
          searchPrefixes: search ? searchPrefixes(search, type) : undefined,
          ...reportedWindow(fromDate, toDate),
          reporterId: reportType === 'myreport' ? viewer!.id : undefined,
          order: reportType === 'most' ? 'most-reported' : 'last-reported',
        },
        { page, size },
      );
    },
  );

  app.get(
    '/my-reports',
    { onRequest: withUser, schema: { security: bearer, querystring: pagingSchema } },
    async (request) =>
      listResponse({ viewer: request.user, reporterId: request.user!.id, order: 'last-reported' }, request.query),
  );

  app.get('/spammer-list-by-type', { schema: { querystring: listByTypeQuerySchema } }, async (request) => {
    const { type, page, size } = request.query;
    return listResponse({ viewer: null, type, status: 'ACTIVE', order: 'last-reported' }, { page, size });
  });

  app.get(
    '/spammer-detail',
    { onRequest: withOptionalUser, schema: { querystring: detailQuerySchema } },
    async (request) => {
      const entity = await findVisibleEntity(db, request.query.id, request.user);
      if (!entity) throw notFound();
      const [reports, firstReporter, verifier] = await Promise.all([
        listEntriesOfEntity(db, entity, request.user?.id),
        entity.first_reporter_id ? userName(db, entity.first_reporter_id) : null,
        entity.verifier_id ? userName(db, entity.verifier_id) : null,
      ]);
      return {
        success: true,
        data: {
          ...toRecord(entity),
          reports,
          reportedBy: firstReporter === null ? null : { name: firstReporter },
          verifiedBy: verifier === null ? null : { name: verifier },
        },
      };
    },
  );

  app.post(
    '/scam-verification',
    { onRequest: withValidator, schema: { security: bearer, body: verifySchema } },
    async (request) => {
      const { id, name, scammerId, uniqueId } = request.body;
      await moderate(db, request.user!, { action: 'verify', entityId: id, name, shown: { scammerId, uniqueId } });
      return { success: true, message: SERVER_MESSAGES.verifiedReport };
    },
  );

  app.post(
    '/scam-rejection',
    { onRequest: withValidator, schema: { security: bearer, body: rejectSchema } },
    async (request) => {
      const { id, reason, scammerId, uniqueId } = request.body;
      await moderate(db, request.user!, { action: 'reject', entityId: id, reason, shown: { scammerId, uniqueId } });
      return { success: true, message: SERVER_MESSAGES.rejectedReport };
    },
  );

  app.get('/reports-count', async () => ({ success: true, count: await countReportsOnOpenEntities(db) }));
};
