// /api/v1/scam-report (API.md "Scam reports"): one plugin for the feature's routes, split by concern:
// the check (check.routes.ts), a report (report.routes.ts), the lists and detail (lists.routes.ts)
// and the validators' decisions (moderation.routes.ts). Proof links live in features/files.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_VIDEO_BYTES } from '@satark/shared/constants';
import type { AppDeps } from '../../http/app-deps.js';
import { checkRoutes } from './check.routes.js';
import { listsRoutes } from './lists.routes.js';
import { moderationRoutes } from './moderation.routes.js';
import { reportRoutes } from './report.routes.js';

export const scamReportRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // The content-type parser of this scope (and so of every route below) only. The byte limit is a
  // backstop one byte above the largest allowance; the per-type limit is enforced while streaming
  // (proof-upload.ts).
  await app.register(multipart, {
    limits: { fileSize: MAX_VIDEO_BYTES + 1, files: 1, fields: 5, parts: 6, fieldSize: 64 * 1024 },
  });
  await app.register(checkRoutes, { deps });
  await app.register(reportRoutes, { deps });
  await app.register(listsRoutes, { deps });
  await app.register(moderationRoutes, { deps });
};
