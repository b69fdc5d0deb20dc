// GET /scam-report/stats: reported scams, users and the operator's texts for the home page.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StatsResponse } from '@satark/shared/api-types';
import type { AppDeps } from '../../app.js';
import { countVerifiedUsers } from '../../db/user-counts.js';
import { countActiveEntities, readMessages } from './stats.repository.js';

export const statsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/stats', async (): Promise<StatsResponse> => {
    const [reports, users, messages] = await Promise.all([
      countActiveEntities(deps.db),
      countVerifiedUsers(deps.db),
      readMessages(deps.db),
    ]);
    return { success: true, reports, users, ...messages };
  });
};
