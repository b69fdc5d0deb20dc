// GET /scam-report/stats: reported scams, users and the operator's texts for the home page.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StatsResponse } from '@satark/shared/api-types';
import { errorResponses } from '@satark/shared/responses/common';
import { statsResponseSchema } from '@satark/shared/responses/stats';
import type { AppDeps } from '../../http/app-deps.js';

/** Bounds how long a change made within the same millisecond as a cached read can go unseen. */
const STATS_CACHE_MAX_AGE_MS = 60_000;
import { entitiesVersion, usersVersion } from '../../db/data-versions.js';
import { sharedSqliteReader } from '../../db/sqlite-reader-thread.js';
import { countVerifiedUsers } from '../../db/user-counts.js';
import { VersionedCache } from '../../lib/versioned-cache.js';
import { countActiveEntities, readMessages } from './stats.repository.js';

export const statsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // Every home page view asks for these counts; each is an index count that grows with the data,
  // so it is recomputed only when an entity or an account has changed.
  const counts = new VersionedCache<[number, number]>(STATS_CACHE_MAX_AGE_MS);
  const shared = sharedSqliteReader(deps.config.database);
  if (shared) app.addHook('onClose', shared.release);

  app.get(
    '/stats',
    { schema: { response: { 200: statsResponseSchema, ...errorResponses(500, 503) } } },
    async (): Promise<StatsResponse> => {
      const { db } = deps;
      const version = (await Promise.all([entitiesVersion(db), usersVersion(db)])).join('|');
      const [[reports, users], messages] = await Promise.all([
        counts.get('stats', version, () =>
          Promise.all([countActiveEntities(db, shared?.reader ?? null), countVerifiedUsers(db)]),
        ),
        readMessages(db),
      ]);
      return { success: true as const, reports, users, ...messages };
    },
  );
};
