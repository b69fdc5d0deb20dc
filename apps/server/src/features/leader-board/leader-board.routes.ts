// GET /scam-report/reporter-leader-board?viewType=all|30|7|1
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEADER_BOARD_CACHE_MS, LEADER_BOARD_SIZE } from '@satark/shared/constants';
import { publicName } from '@satark/shared/public-name';
import type { LeaderBoardResponse, LeaderBoardRow } from '@satark/shared/api-types';
import { leaderBoardQuerySchema } from '@satark/shared/report-schemas';
import { errorResponses } from '@satark/shared/responses/common';
import { leaderBoardResponseSchema } from '@satark/shared/responses/leader-board';
import type { AppDeps } from '../../http/app-deps.js';
import { sendJsonBytes, serializeJson } from '../../http/response-serializer.js';
import { entitiesVersion, entriesVersion, usersVersion } from '../../db/data-versions.js';
import { readOffThread, sharedSqliteReader } from '../../db/sqlite-reader-thread.js';
import { isoBefore } from '../../lib/ids.js';
import { RefreshingCache } from '../../lib/refreshing-cache.js';
import { topReportersQuery, type BoardRow } from './leader-board.repository.js';
import { compressLongAnswers } from '../../http/answer-compression.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a request waits for a board being recomputed before it gets the previous one. */
const RECOMPUTE_WAIT_MS = 10;

export const leaderBoardRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await compressLongAnswers(app);
  const { db, config } = deps;
  // A board reads per-reporter counts kept on write; a window still sums up to a month of daily
  // counts, so on SQLite that read runs on a worker thread's connection and never stalls requests.
  const shared = sharedSqliteReader(config.database);
  const reader = shared?.reader ?? null;
  if (shared) app.addHook('onClose', shared.release);

  // Each process reuses a board until an entry, an entity or an account changes, or for
  // LEADER_BOARD_CACHE_MS at most (windows slide with time); after a change, requests get the
  // previous board while the new one is computed, unless it is ready within RECOMPUTE_WAIT_MS.
  const boards = new RefreshingCache<LeaderBoardRow[]>(LEADER_BOARD_CACHE_MS, RECOMPUTE_WAIT_MS);
  // Each board's answer as bytes, written once by the first request that sends it (as stats and
  // articles keep theirs): serializing 50 rows again was most of a kept board's request.
  const answers = new WeakMap<LeaderBoardRow[], Buffer>();

  async function board(days: number | null): Promise<LeaderBoardRow[]> {
    const query = topReportersQuery(days === null ? null : isoBefore(days * DAY_MS), LEADER_BOARD_SIZE);
    const rows: BoardRow[] = await readOffThread(db, reader, query.compile(db));
    return rows.map((r) => ({
      reporterId: r.reporterId,
      users_name: publicName(r.name),
      total: Number(r.total),
    }));
  }

  app.get(
    '/reporter-leader-board',
    {
      schema: {
        querystring: leaderBoardQuerySchema,
        response: { 200: leaderBoardResponseSchema, ...errorResponses(400, 500, 503) },
      },
    },
    async (request, reply) => {
      const { viewType } = request.query;
      const version = (await Promise.all([entriesVersion(db), entitiesVersion(db), usersVersion(db)])).join('|');
      const rows = await boards.get(viewType, version, () => board(viewType === 'all' ? null : Number(viewType)));
      let body = answers.get(rows);
      if (!body) {
        body = serializeJson(reply, { success: true, data: rows } satisfies LeaderBoardResponse);
        answers.set(rows, body);
      }
      return sendJsonBytes(reply, body);
    },
  );
};
