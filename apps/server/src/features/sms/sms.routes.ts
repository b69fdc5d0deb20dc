// GET /dev/sms-outbox: the OTP messages the outbox provider kept, so a person (or a test) can read
// the code. Registered only when SMS_PROVIDER=outbox, which config refuses in production.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { phoneField } from '@satark/shared/fields';
import { normalizePhone } from '@satark/shared/identifiers';
import { errorResponses } from '@satark/shared/responses/common';
import { smsOutboxResponseSchema } from '@satark/shared/responses/sms-outbox';
import type { AppDeps } from '../../http/app-deps.js';
import { readOutbox } from '../../sms/sms-provider.js';

export const smsOutboxRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/sms-outbox',
    {
      schema: {
        hide: true,
        querystring: z.object({ phone: phoneField }),
        response: { 200: smsOutboxResponseSchema, ...errorResponses(400, 500, 503) },
      },
    },
    async (request) => {
      // `+` in a query string reads as a space when not escaped; normalizePhone accepts both.
      const phone = normalizePhone(request.query.phone)!;
      return { success: true as const, data: await readOutbox(deps.db, phone.uniqueId) };
    },
  );
};
