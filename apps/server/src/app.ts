// buildApp(config): every plugin and feature, one error handler. `listen` lives in main.ts so tests
// can drive the same app through `inject`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '@satark/shared/responses/common';
import { healthResponseSchema, readyResponseSchema } from '@satark/shared/responses/health';
import type { DestinationStream } from 'pino';
import { fastifyTrustProxy, type Config } from './config.js';
import { createDatabase, isDatabaseReachable, refreshPlannerStatistics, type Db } from './db/database.js';
import { articlesRoutes } from './features/articles/articles.routes.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { complaintExportRoutes } from './features/complaint-export/complaint-export.routes.js';
import { startDeletionSweep } from './features/auth/deletion-sweep.js';
import { createSmsProvider } from './sms/sms-provider.js';
import { smsOutboxRoutes } from './features/sms/sms.routes.js';
import { leaderBoardRoutes } from './features/leader-board/leader-board.routes.js';
import { phoneBlocklistRoutes } from './features/phone-blocklist/phone-blocklist.routes.js';
import { statsRoutes } from './features/stats/stats.routes.js';
import { fileDownloadRoutes, proofLinkRoutes } from './features/files/files.routes.js';
import { scamReportRoutes } from './features/scam-reports/scam-reports.routes.js';
import { clientErrorHandler, frameworkErrors } from './http/client-errors.js';
import { disputeRoutes } from './features/disputes/disputes.routes.js';
import { moderationRoutes } from './features/moderation-queue/moderation.routes.js';
import { openDataRoutes } from './features/open-data/open-data.routes.js';
import { notificationRoutes } from './features/notifications/notifications.routes.js';
import { publicConfigRoutes } from './features/public-config/public-config.routes.js';
import type { AppDeps } from './http/app-deps.js';
import { installErrorHandler } from './http/errors.js';
import { installClosingGuard } from './http/closing-guard.js';
import { registerPartnerKeys } from './http/partner-keys.js';
import { registerRateLimits } from './http/rate-limits.js';
import { loggerOptions } from './http/request-log.js';
import { responseSerializerCompiler } from './http/response-serializer.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { installSlowBodyGuard } from './http/slow-body-guard.js';
import { startOrphanSweep } from './storage/orphan-sweep.js';
import { serveWebApp } from './http/web-app.js';
import { shareRoutes } from './features/share/share.routes.js';
import { learnPageRoutes } from './features/articles/learn-page.routes.js';
import { createProofStorage } from './storage/create-proof-storage.js';
import { isStorageReachable } from './storage/proof-storage.js';

export interface BuildOptions {
  /** An already migrated database (tests pass their own); otherwise one is opened from config. */
  db?: Db;
  /** Start background jobs such as the deletion sweep (the server does; most tests do not). */
  startJobs?: boolean;
  /** Where the log goes (tests read it); stdout otherwise. */
  logStream?: DestinationStream;
  /**
   * Check every JSON answer against its response schema and fail the request when it does not
   * match (http/response-serializer.ts). On under Vitest; never in production.
   */
  checkResponses?: boolean;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const HOUR_MS = 60 * 60 * 1000;
const defaultWebDist = path.resolve(here, '../../web/dist');

/** Fastify types its validator factory for Ajv alone; it calls whichever compiler it returns. */
type ValidatorFactory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']
>;
const zodValidatorFactory = (() => validatorCompiler) as unknown as ValidatorFactory;

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 256 * 1024,
    // Slow clients cannot hold sockets (with http/slow-body-guard.ts): headers within 10 s, a whole
    // request within 2 minutes (a 12 MB proof on a weak mobile link), 30 s of silence. Node checks
    // the first two every 2 s. An idle keep-alive connection is held longer than the proxy in front
    // holds its own, so the proxy never sends a request into one the server is closing
    // (docs/decisions/keep-alive-longer-than-proxies.md).
    http: { headersTimeout: 10_000, connectionsCheckingInterval: 2_000 },
    requestTimeout: 120_000,
    connectionTimeout: 30_000,
    keepAliveTimeout: config.keepAliveSeconds * 1000,
    // http/closing-guard.ts answers with the envelope instead.
    return503OnClosing: false,
    clientErrorHandler,
    frameworkErrors,
    // Zod validates. Given as the factory, so Fastify does not load its default Ajv compiler (230
    // files, ~110 ms of every start) only to leave it unused.
    schemaController: { compilersFactory: { buildValidator: zodValidatorFactory } },
  }).withTypeProvider<ZodTypeProvider>();
  app.setSerializerCompiler(
    responseSerializerCompiler({ check: options.checkResponses ?? process.env.VITEST !== undefined, log: app.log }),
  );

  const db = options.db ?? createDatabase(config.database);
  const ownsDb = !options.db;
  const deps: AppDeps = {
    config,
    db,
    sms: createSmsProvider(config, db),
    storage: await createProofStorage(config.storage),
  };

  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  installErrorHandler(app);
  installSlowBodyGuard(app);
  installClosingGuard(app);

  // A POST with no body at all should list each missing field, not fail as "expected object".
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.schema?.body && (request.body === undefined || request.body === null)) {
      request.body = {};
    }
  });

  installSecurityHeaders(app, config);
  await registerRateLimits(app, config);
  registerPartnerKeys(app, db);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Satark API', version: '1.0.0', description: 'Check and report scams in India.' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.get('/healthz', { schema: { hide: true, response: { 200: healthResponseSchema } } }, async () => ({
    success: true as const,
    status: 'ok' as const,
  }));
  const readyz = {
    hide: true,
    response: { 200: readyResponseSchema, 503: readyResponseSchema, ...errorResponses(500) },
  };
  app.get('/readyz', { schema: readyz }, async (_request, reply) => {
    const [database, storage] = await Promise.all([isDatabaseReachable(db), isStorageReachable(deps.storage)]);
    const ready = database && storage;
    return reply.status(ready ? 200 : 503).send({ success: ready, database, storage });
  });

  await app.register(
    async (api) => {
      // Features register here, each under its own prefix.
      await api.register(scamReportRoutes, { prefix: '/scam-report', deps });
      await api.register(proofLinkRoutes, { deps });
      await api.register(articlesRoutes, { prefix: '/scam-articles', deps });
      await api.register(leaderBoardRoutes, { prefix: '/scam-report', deps });
      await api.register(statsRoutes, { prefix: '/scam-report', deps });
      await api.register(phoneBlocklistRoutes, { prefix: '/scam-report', deps });
      await api.register(authRoutes, { prefix: '/auth', deps });
      await api.register(disputeRoutes, { prefix: '/scam-report', deps });
      await api.register(complaintExportRoutes, { prefix: '/scam-report', deps });
      await api.register(moderationRoutes, { prefix: '/moderation', deps });
      await api.register(notificationRoutes, { prefix: '/notifications', deps });
      await api.register(publicConfigRoutes, { deps });
      await api.register(openDataRoutes, { prefix: '/open-data', deps });
      if (config.sms.provider === 'outbox') await api.register(smsOutboxRoutes, { prefix: '/dev', deps });
    },
    { prefix: '/api/v1' },
  );

  await app.register(fileDownloadRoutes, { deps });
  // The open data files at the short address the about page links (and under /api/v1 as well).
  await app.register(openDataRoutes, { prefix: '/open-data', deps });
  const webDist = config.webDistDir ?? defaultWebDist;
  // Before the SPA fallback: the detail page's HTML carries link-preview tags.
  await app.register(shareRoutes, { deps, distDir: webDist });
  await app.register(learnPageRoutes, { deps, distDir: webDist });
  await serveWebApp(app, webDist);

  const stopDeletionSweep = options.startJobs ? startDeletionSweep(db, app.log) : undefined;
  const stopOrphanSweep = options.startJobs
    ? startOrphanSweep(db, deps.storage, path.join(config.dataDir, 'uploads'), app.log)
    : undefined;
  const statistics = options.startJobs
    ? setInterval(() => refreshPlannerStatistics(db).catch((err) => app.log.warn({ err }, 'optimize failed')), HOUR_MS)
    : undefined;
  statistics?.unref();
  app.addHook('onClose', async () => {
    clearInterval(statistics);
    await stopDeletionSweep?.();
    await stopOrphanSweep?.();
    if (ownsDb) await db.destroy();
  });
  return app;
}
