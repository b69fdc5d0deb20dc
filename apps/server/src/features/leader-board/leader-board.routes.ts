// GET /scam-report/reporter-leader-board?viewType=all|30|7|1
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANONYMOUS_NAME, LEADER_BOARD_CACHE_MS, LEADER_BOARD_SIZE } from '@satark/shared/constants';
import type { LeaderBoardRow } from '@satark/shared/api-types';
import { leaderBoardQuerySchema } from '@satark/shared/report-schemas';
import type { AppDeps } from '../../app.js';
import { isoBefore } from '../../lib/ids.js';
import { topReporters } from './leader-board.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const leaderBoardRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // The all-time board aggregates every entry, so each process reuses it briefly. It is only a
  // copy of what the database holds: losing it, or processes disagreeing for 30 s, is harmless.
  let allTime: { at: number; rows: LeaderBoardRow[] } | null = null;

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
    if (viewType !== 'all') return { success: true, data: await board(Number(viewType)) };
    if (!allTime || Date.now() - allTime.at >= LEADER_BOARD_CACHE_MS) {
      allTime = { at: Date.now(), rows: await board(null) };
    }
    return { success: true, data: allTime.rows };
  });
};
