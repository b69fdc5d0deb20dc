// buildApp(config): every plugin and feature, one error handler. `listen` lives in main.ts so tests
// can drive the same app through `inject`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { SERVER_MESSAGES } from '@satark/shared/messages';
import type { Config } from './config.js';
import { createDatabase, isDatabaseReachable, refreshPlannerStatistics, type Db } from './db/database.js';
import { articlesRoutes } from './features/articles/articles.routes.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { startDeletionSweep } from './features/auth/deletion-sweep.js';
import { createSmsProvider, type SmsProvider } from './features/sms/sms-provider.js';
import { smsOutboxRoutes } from './features/sms/sms.routes.js';
import { leaderBoardRoutes } from './features/leader-board/leader-board.routes.js';
import { phoneBlocklistRoutes } from './features/phone-blocklist/phone-blocklist.routes.js';
import { statsRoutes } from './features/stats/stats.routes.js';
import { fileDownloadRoutes, proofLinkRoutes } from './features/files/files.routes.js';
import { scamReportRoutes } from './features/scam-reports/scam-reports.routes.js';
import { AppError, installErrorHandler, sendError } from './http/errors.js';
import { createProofStorage, isStorageReachable, type ProofStorage } from './storage/proof-storage.js';

export interface AppDeps {
  config: Config;
  db: Db;
  sms: SmsProvider;
  storage: ProofStorage;
}

export interface BuildOptions {
  /** An already migrated database (tests pass their own); otherwise one is opened from config. */
  db?: Db;
  /** Start background jobs such as the deletion sweep (the server does; most tests do not). */
  startJobs?: boolean;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const HOUR_MS = 60 * 60 * 1000;
const defaultWebDist = path.resolve(here, '../../web/dist');

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

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

  // A POST with no body at all should list each missing field, not fail as "expected object".
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.schema?.body && (request.body === undefined || request.body === null)) {
      request.body = {};
    }
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'https://accounts.google.com/gsi/'],
        frameSrc: ["'self'", 'https://accounts.google.com/gsi/'],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis } : {}),
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'RATE_LIMITED', SERVER_MESSAGES.rateLimited, undefined, Math.ceil(context.ttl / 1000)),
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Satark API', version: '1.0.0', description: 'Check and report scams in India.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ success: true, status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
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
      if (config.sms.provider === 'outbox') await api.register(smsOutboxRoutes, { prefix: '/dev', deps });
    },
    { prefix: '/api/v1' },
  );

  await app.register(fileDownloadRoutes, { deps });
  await serveWebApp(app, config.webDistDir ?? defaultWebDist);

  const stopDeletionSweep = options.startJobs ? startDeletionSweep(db, app.log) : undefined;
  const statistics = options.startJobs
    ? setInterval(() => refreshPlannerStatistics(db).catch((err) => app.log.warn({ err }, 'optimize failed')), HOUR_MS)
    : undefined;
  statistics?.unref();
  app.addHook('onClose', async () => {
    clearInterval(statistics);
    await stopDeletionSweep?.();
    if (redis) redis.disconnect();
    if (ownsDb) await db.destroy();
  });
  return app;
}

/** The built web app at `/`, with index.html for every path that is not an API or file path. */
async function serveWebApp(app: FastifyInstance, distDir: string) {
  const hasWeb = existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false, maxAge: '1h' });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/files/');
    if (isApi || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(reply, new AppError(404, 'NOT_FOUND', SERVER_MESSAGES.notFound));
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
