// GET /api/v1/config: settings the web app shows and an operator may change without a rebuild,
// such as the grievance officer's mailbox (IT Rules 2021).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../http/app-deps.js';

export const publicConfigRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/config', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return { success: true, grievanceEmail: deps.config.grievanceEmail };
  });
};
