// /api/v1/moderation (API.md "Validators' queue and notifications", "Owner disputes"): what
// validators work from, the PENDING queue and the open disputes, and the dispute decision.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isValidatorRank } from '@satark/shared/constants';
import { decideDisputeSchema, disputeIdParamsSchema } from '@satark/shared/disputes';
import { SERVER_MESSAGES } from '@satark/shared/messages';
import { pagingSchema } from '@satark/shared/report-schemas';
import { errorResponses, messageResponseSchema } from '@satark/shared/responses/common';
import { openDisputesResponseSchema } from '@satark/shared/responses/disputes';
import { moderationQueueResponseSchema } from '@satark/shared/responses/moderation';
import { entitiesVersion } from '../../db/data-versions.js';
import { sharedSqliteReader } from '../../db/sqlite-reader-thread.js';
import type { AppDeps } from '../../http/app-deps.js';
import { requireUser } from '../../http/authentication.js';
import { forbidden } from '../../http/errors.js';
import { RefreshingCache } from '../../lib/refreshing-cache.js';
import { listOpenDisputes } from '../disputes/index.js';
import { decideDispute } from '../disputes/index.js';
import { countPending, listQueue } from './moderation.repository.js';
import { compressLongAnswers } from '../../http/answer-compression.js';

const bearer = [{ bearer: [] }];
/** Bounds how long a change made within the same millisecond as the kept count can go unseen. */
const PENDING_COUNT_MAX_AGE_MS = 60_000;
/** After a change, the queue waits this long for the recount, else shows the previous total meanwhile. */
const PENDING_COUNT_WAIT_MS = 10;
/** A validator's route: a bad query or body, no session (401), not a validator (403). */
const validatorErrors = errorResponses(400, 401, 403, 500, 503);

export const moderationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await compressLongAnswers(app);
  const { db, config } = deps;
  const withUser = requireUser({ db, jwtSecret: config.jwtSecret });
  const shared = sharedSqliteReader(config.database);
  if (shared) app.addHook('onClose', shared.release);
  const reader = shared?.reader ?? null;
  // Every validator's queue total starts from the same PENDING count, counted again only after an
  // entity changes (it was counted on every page: 27 ms of the reader thread at 1M entities).
  const pendingCounts = new RefreshingCache<number>(PENDING_COUNT_MAX_AGE_MS, PENDING_COUNT_WAIT_MS);
  const countPendingKept = () =>
    entitiesVersion(db).then((version) => pendingCounts.get('pending', version, () => countPending(db, reader)));
  const withValidator = async (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
    await withUser(request, reply);
    if (!isValidatorRank(request.user!.rank)) throw forbidden();
  };

  app.get(
    '/queue',
    {
      onRequest: withValidator,
      schema: {
        security: bearer,
        querystring: pagingSchema,
        response: { 200: moderationQueueResponseSchema, ...validatorErrors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listQueue(db, reader, request.user!.id, request.query, countPendingKept)),
    }),
  );

  app.get(
    '/disputes',
    {
      onRequest: withValidator,
      schema: {
        security: bearer,
        querystring: pagingSchema,
        response: { 200: openDisputesResponseSchema, ...validatorErrors },
      },
    },
    async (request) => ({ success: true as const, ...(await listOpenDisputes(db, request.query)) }),
  );

  app.post(
    '/disputes/:disputeId/decide',
    {
      onRequest: withValidator,
      schema: {
        security: bearer,
        params: disputeIdParamsSchema,
        body: decideDisputeSchema,
        response: { 200: messageResponseSchema, ...validatorErrors, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const { decision, note } = request.body;
      await decideDispute(db, request.user!, { disputeId: request.params.disputeId, decision, note });
      return {
        success: true as const,
        message: decision === 'remove' ? SERVER_MESSAGES.disputeRemoved : SERVER_MESSAGES.disputeUpheld,
      };
    },
  );
};
