// GET /scam-report/stats: reported scams, users and the operator's texts for the home page.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StatsResponse } from '@satark/shared/api-types';
import { errorResponses } from '@satark/shared/responses/common';
import { statsResponseSchema } from '@satark/shared/responses/stats';
import { databaseWriteVersion, entitiesVersion, usersVersion } from '../../db/data-versions.js';
import { sharedSqliteReader } from '../../db/sqlite-reader-thread.js';
import { countVerifiedUsers } from '../../db/user-counts.js';
import type { AppDeps } from '../../http/app-deps.js';
import { sendJsonBytes, serializeJson } from '../../http/response-serializer.js';
import { RefreshingCache } from '../../lib/refreshing-cache.js';
import { countEntities } from '../scam-reports/index.js';
import { readMessages } from './stats.repository.js';

/** Bounds how long a change made within the same millisecond as a cached read can go unseen. */
const STATS_CACHE_MAX_AGE_MS = 60_000;
/** After a change, a request waits this long for the recount, else gets the previous numbers. */
const STATS_RECOUNT_WAIT_MS = 10;

export const statsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // Every home page view asks for these counts, and every report moves them: they are recounted
  // off the request thread when an entity or an account has changed, and meanwhile requests get
  // the previous numbers (with reports coming in, waiting for each recount made the call's p99 1 s).
  const counts = new RefreshingCache<[number, number]>(STATS_CACHE_MAX_AGE_MS, STATS_RECOUNT_WAIT_MS);
  const shared = sharedSqliteReader(deps.config.database);
  if (shared) app.addHook('onClose', shared.release);
  const reader = shared?.reader ?? null;

  // The finished answer's bytes (SQLite), sent again while nothing at all has been written to the
  // database and its counts are still the current ones: one statement that reads no table, instead
  // of three queries and the serializer on every home page view (docs/performance.md, "2026-11-27 (later)").
  let cached: { writeVersion: string; countsVersion: string; counts: [number, number]; body: Buffer } | null = null;

  app.get(
    '/stats',
    { schema: { response: { 200: statsResponseSchema, ...errorResponses(500, 503) } } },
    async (_request, reply) => {
      const { db } = deps;
      const writeVersion = databaseWriteVersion(db);
      if (
        cached &&
        writeVersion !== null &&
        cached.writeVersion === writeVersion &&
        counts.current('stats', cached.countsVersion) === cached.counts
      ) {
        return sendJsonBytes(reply, cached.body);
      }
      const countsVersion = (await Promise.all([entitiesVersion(db), usersVersion(db)])).join('|');
      const [current, messages] = await Promise.all([
        counts.get('stats', countsVersion, () =>
          Promise.all([
            countEntities(db, { viewer: null, status: 'ACTIVE', order: 'last-reported' }, reader),
            countVerifiedUsers(db, reader),
          ]),
        ),
        readMessages(db),
      ]);
      const [reports, users] = current;
      const body = serializeJson(reply, { success: true, reports, users, ...messages } satisfies StatsResponse);
      // Kept even when `counts` gave the previous numbers while recounting: counts.current() is not
      // them then, so the next request computes the answer again, until the new numbers are in.
      if (writeVersion !== null) cached = { writeVersion, countsVersion, counts: current, body };
      return sendJsonBytes(reply, body);
    },
  );
};
