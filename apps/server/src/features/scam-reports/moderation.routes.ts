// POST /scam-report/scam-verification and /scam-rejection: a validator's decision on a listing.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES } from '@satark/shared/messages';
import { rejectSchema, verifySchema } from '@satark/shared/report-schemas';
import { errorResponses, messageResponseSchema } from '@satark/shared/responses/common';
import type { AppDeps } from '../../http/app-deps.js';
import { bearer, scamReportGuards } from './route-guards.js';
import { moderate } from './scam-reports.service.js';

export const moderationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const { withValidator } = scamReportGuards(deps);
  const response = { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 500, 503) };

  app.post(
    '/scam-verification',
    { onRequest: withValidator, schema: { security: bearer, body: verifySchema, response } },
    async (request) => {
      const { id, name, scammerId, uniqueId } = request.body;
      await moderate(db, request.user!, { action: 'verify', entityId: id, name, shown: { scammerId, uniqueId } });
      return { success: true as const, message: SERVER_MESSAGES.verifiedReport };
    },
  );

  app.post(
    '/scam-rejection',
    { onRequest: withValidator, schema: { security: bearer, body: rejectSchema, response } },
    async (request) => {
      const { id, reason, scammerId, uniqueId } = request.body;
      await moderate(db, request.user!, { action: 'reject', entityId: id, reason, shown: { scammerId, uniqueId } });
      return { success: true as const, message: SERVER_MESSAGES.rejectedReport };
    },
  );
};
