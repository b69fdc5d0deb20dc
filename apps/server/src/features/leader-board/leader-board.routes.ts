// GET /scam-report/reporter-leader-board?viewType=all|30|7|1
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANONYMOUS_NAME, LEADER_BOARD_CACHE_MS, LEADER_BOARD_SIZE } from '@satark/shared/constants';
import type { LeaderBoardRow } from '@satark/shared/api-types';
import { leaderBoardQuerySchema } from '@satark/shared/report-schemas';
import type { AppDeps } from '../../app.js';
import { entitiesVersion, entriesVersion, usersVersion } from '../../db/data-versions.js';
import { isoBefore } from '../../lib/ids.js';
import { VersionedCache } from '../../lib/versioned-cache.js';
import { topReporters } from './leader-board.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const leaderBoardRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // A board aggregates the entries of its window, so each process reuses it until an entry, an
  // entity or an account changes, or for LEADER_BOARD_CACHE_MS at most (windows slide with time).
  const boards = new VersionedCache<LeaderBoardRow[]>(LEADER_BOARD_CACHE_MS);

  async function board(days: number | null): Promise<LeaderBoardRow[]> {
    const rows = await topReporters(deps.db, days === null ? null : isoBefore(days * DAY_MS), LEADER_BOARD_SIZE);
    return rows.map((r) => ({
      reporterId: r.reporterId,
      users_name: r.name || ANONYMOUS_NAME,
      total: Number(r.total),
    }));
  }

  app.get('/reporter-leader-board', { schema: { querystring: leaderBoardQuerySchema } }, async (request) => {
    const { viewType } = request.query;
    const { db } = deps;
    const version = (await Promise.all([entriesVersion(db), entitiesVersion(db), usersVersion(db)])).join('|');
    const rows = await boards.get(viewType, version, () => board(viewType === 'all' ? null : Number(viewType)));
    return { success: true, data: rows };
  });
};
