// GET /scam-report/all-phone-scammer-list: the ACTIVE scam phone numbers for the mobile apps' call
// identification, paged by an opaque cursor; with `since`, only what changed after it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PhoneBlocklistResponse } from '@satark/shared/api-types';
import { FIELD_MESSAGES } from '@satark/shared/messages';
import { phoneBlocklistQuerySchema } from '@satark/shared/report-schemas';
import { errorResponses } from '@satark/shared/responses/common';
import { phoneBlocklistResponseSchema } from '@satark/shared/responses/phone-blocklist';
import type { AppDeps } from '../../http/app-deps.js';
import { badRequest } from '../../http/errors.js';
import { listBlocklistPage, type BlocklistPosition } from './phone-blocklist.repository.js';

const positionSchema = z.tuple([z.iso.datetime(), z.string().min(1).max(64)]);

const encodeCursor = (p: BlocklistPosition) => Buffer.from(JSON.stringify([p.changedAt, p.id])).toString('base64url');

function decodeCursor(cursor: string): BlocklistPosition {
  try {
    const [changedAt, id] = positionSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return { changedAt, id };
  } catch {
    throw badRequest({ cursor: FIELD_MESSAGES.cursor });
  }
}

export const phoneBlocklistRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/all-phone-scammer-list',
    {
      schema: {
        querystring: phoneBlocklistQuerySchema,
        response: { 200: phoneBlocklistResponseSchema, ...errorResponses(400, 500, 503) },
      },
    },
    async (request): Promise<PhoneBlocklistResponse> => {
      const { since, cursor, size } = request.query;
      // Taken before the read: anything that changes later has a later changed_at and is caught by
      // the next sync, which passes the last page's syncedAt as `since`.
      const syncedAt = new Date().toISOString();
      const rows = await listBlocklistPage(deps.db, {
        // Stored times are ISO UTC text; compare like with like whatever form the client sent.
        since: since ? new Date(since).toISOString() : undefined,
        after: cursor ? decodeCursor(cursor) : undefined,
        limit: size + 1,
      });
      const page = rows.slice(0, size);
      const last = page.at(-1);
      return {
        success: true,
        data: page.map((row) => ({
          phone: row.phone!,
          reportCount: Number(row.report_count),
          lastReportedAt: row.last_reported_at,
          scammerName: row.scammer_name,
          removed: row.status !== 'ACTIVE',
        })),
        nextCursor: rows.length > size && last ? encodeCursor({ changedAt: last.changed_at, id: last.id }) : null,
        syncedAt,
      };
    },
  );
};
