// /api/v1/notifications: the signed-in user's notices, in the request's language (`lang`, else
// Accept-Language), and marking them read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { markReadSchema, notificationsQuerySchema, pickLanguage } from '@satark/shared/notifications';
import { errorResponses } from '@satark/shared/responses/common';
import { markReadResponseSchema, notificationsResponseSchema } from '@satark/shared/responses/notifications';
import type { AppDeps } from '../../http/app-deps.js';
import { requireUser } from '../../http/authentication.js';
import { countUnread, listNotifications, markRead } from './notifications.repository.js';

const bearer = [{ bearer: [] }];
const signedInErrors = errorResponses(400, 401, 500, 503);

export const notificationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, config } = deps;
  // A swept (DELETED) account counts as signed out here.
  const withUser = requireUser({ db, jwtSecret: config.jwtSecret });

  app.get(
    '/',
    {
      onRequest: withUser,
      schema: {
        security: bearer,
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema, ...signedInErrors },
      },
    },
    async (request) => {
      const { page, size, lang } = request.query;
      const language = pickLanguage(lang, request.headers['accept-language']);
      return { success: true as const, ...(await listNotifications(db, request.user!.id, { page, size }, language)) };
    },
  );

  app.post(
    '/read',
    {
      onRequest: withUser,
      schema: { security: bearer, body: markReadSchema, response: { 200: markReadResponseSchema, ...signedInErrors } },
    },
    async (request) => {
      await markRead(db, request.user!.id, request.body.ids);
      return { success: true as const, unread: await countUnread(db, request.user!.id) };
    },
  );
};
