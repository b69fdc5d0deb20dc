// GET /api/v1/config: settings the web app shows and an operator may change without a rebuild,
// such as the grievance officer's mailbox (IT Rules 2021) and whether Google sign-in is on.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicConfigResponse } from '@satark/shared/api-types';
import { errorResponses } from '@satark/shared/responses/common';
import { publicConfigResponseSchema } from '@satark/shared/responses/public-config';
import type { AppDeps } from '../../http/app-deps.js';

export const publicConfigRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { grievanceEmail, google } = deps.config;
  // Both null when GOOGLE_CLIENT_ID is unset: the web app then shows no Google button and never
  // loads Google's script. A client id is public by design (it is in every page that uses it).
  const answer: PublicConfigResponse = {
    success: true as const,
    grievanceEmail,
    googleClientId: google?.clientId ?? null,
    googleScriptUrl: google?.scriptUrl ?? null,
  };
  app.get(
    '/config',
    { schema: { response: { 200: publicConfigResponseSchema, ...errorResponses(500) } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return answer;
    },
  );
};
