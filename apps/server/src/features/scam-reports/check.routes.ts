// POST /scam-report/check-scam-report and /check-batch (API.md "Scam reports", "Open data, partner keys").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signalLanguage, type SignalLanguage } from '@satark/shared/analysis/signal-messages';
import {
  checkBatchUnreadSchema,
  checkRequestUnreadSchema,
  type CheckBatchRequest,
  type UnreadCheckRequest,
} from '@satark/shared/report-schemas';
import { errorResponses } from '@satark/shared/responses/common';
import { checkBatchResponseSchema, checkResponseSchema } from '@satark/shared/responses/scam-reports';
import { sqliteConnectionOf } from '../../db/database.js';
import type { AppDeps } from '../../http/app-deps.js';
import { checkLimits } from '../../http/rate-limits.js';
import { buildEntityKeyFilter, stopEntityKeyFilter } from './entity-key-filter.js';
import { sharedPastedTextReader } from './pasted-text-reader.js';
import { checkIdentifier } from './scam-reports.service.js';

type PastedCheck = Extract<UnreadCheckRequest, { pasted: true }>;
const isPasted = (request: UnreadCheckRequest): request is PastedCheck => request.type === 'sms' && request.pasted;

/** A full batch of long pasted messages (100 × 5000 characters, escaped) fits; 413 beyond. */
const CHECK_BATCH_BODY_LIMIT = 4 * 1024 * 1024;

export const checkRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const pastedText = sharedPastedTextReader((error) =>
    app.log.error({ err: error }, 'the pasted text reader thread failed; pasted messages are read on the event loop'),
  );
  app.addHook('onClose', pastedText.release);
  const sqlite = sqliteConnectionOf(db);
  if (sqlite) {
    app.addHook('onReady', async () => buildEntityKeyFilter(sqlite, app.log));
    app.addHook('onClose', () => stopEntityKeyFilter(sqlite));
  }

  /** A check, its pasted message (if any) read on the reader's thread first. */
  async function answer(request: UnreadCheckRequest, language: SignalLanguage) {
    if (!isPasted(request)) return checkIdentifier(db, request, null, language);
    const { found, reading } = await pastedText.reader.read(request.sms);
    return checkIdentifier(db, { type: 'sms', sms: request.sms, pasted: true, found }, reading, language);
  }

  const singleCheck = checkLimits({ keyRequired: false, cost: () => 1 });
  app.post(
    '/check-scam-report',
    {
      onRequest: singleCheck.onRequest,
      preHandler: singleCheck.preHandler,
      schema: {
        body: checkRequestUnreadSchema,
        response: { 200: checkResponseSchema, ...errorResponses(400, 401, 429, 500, 503) },
      },
    },
    async (request) => answer(request.body, signalLanguage(request.headers['accept-language'])),
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
      schema: {
        body: checkBatchUnreadSchema,
        security: [{ apiKey: [] }],
        response: { 200: checkBatchResponseSchema, ...errorResponses(400, 401, 413, 429, 500, 503) },
      },
    },
    async (request) => {
      const language = signalLanguage(request.headers['accept-language']);
      const data = [];
      // One after another: a batch takes no more of the database at once than a single check.
      for (const item of request.body.items) data.push(await answer(item, language));
      return { success: true as const, data };
    },
  );
};
