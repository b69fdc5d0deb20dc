// /api/v1/scam-report/disputes (API.md "Owner disputes"): an owner files a dispute, with an
// optional proof read under the same rules as a report's (proof-upload.ts), and lists their own.
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_VIDEO_BYTES } from '@satark/shared/constants';
import { disputePayloadSchema } from '@satark/shared/disputes';
import { fieldErrors } from '@satark/shared/field-errors';
import { SERVER_MESSAGES } from '@satark/shared/messages';
import { pagingSchema } from '@satark/shared/report-schemas';
import { errorResponses } from '@satark/shared/responses/common';
import { disputeCreatedResponseSchema, myDisputesResponseSchema } from '@satark/shared/responses/disputes';
import type { AppDeps } from '../../http/app-deps.js';
import { requireUser } from '../../http/authentication.js';
import { badRequest } from '../../http/errors.js';
import { prepareProofForStorage, receiveReportForm } from '../scam-reports/index.js';
import { parseJsonField, removeStaged } from '../scam-reports/index.js';
import { listMyDisputes } from './disputes.repository.js';
import { fileDispute } from './disputes.service.js';

const bearer = [{ bearer: [] }];

export const disputeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, storage, config } = deps;
  // A swept (DELETED) account counts as signed out.
  const withUser = requireUser({ db, jwtSecret: config.jwtSecret });
  const stagingDir = path.join(config.dataDir, 'uploads');
  await app.register(multipart, {
    limits: { fileSize: MAX_VIDEO_BYTES + 1, files: 1, fields: 5, parts: 6, fieldSize: 64 * 1024 },
  });

  app.post(
    '/disputes',
    {
      // Authenticated before the body is read, so a visitor's upload is refused unread.
      onRequest: withUser,
      config: {
        rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: (request) => `disputer:${request.user!.id}` },
      },
      schema: {
        security: bearer,
        consumes: ['multipart/form-data'],
        response: { 201: disputeCreatedResponseSchema, ...errorResponses(400, 401, 404, 409, 413, 415, 429, 500, 503) },
      },
    },
    async (request, reply) => {
      const form = await receiveReportForm(request, stagingDir);
      let data: Awaited<ReturnType<typeof fileDispute>>;
      try {
        const parsed = disputePayloadSchema.safeParse(parseJsonField(form.json));
        if (!parsed.success) throw badRequest(fieldErrors(parsed.error));
        const proof = form.proof ? await prepareProofForStorage(form.proof) : null;
        data = await fileDispute(db, storage, {
          user: request.user!,
          entityId: parsed.data.id,
          reason: parsed.data.reason,
          proof,
        });
      } finally {
        await removeStaged(form.proof);
      }
      return reply.status(201).send({ success: true as const, message: SERVER_MESSAGES.disputeCreated, data });
    },
  );

  app.get(
    '/disputes/mine',
    {
      onRequest: withUser,
      schema: {
        security: bearer,
        querystring: pagingSchema,
        response: { 200: myDisputesResponseSchema, ...errorResponses(400, 401, 500, 503) },
      },
    },
    async (request) => ({ success: true as const, ...(await listMyDisputes(db, request.user!.id, request.query)) }),
  );
};
