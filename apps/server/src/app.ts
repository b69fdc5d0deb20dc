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
import { createDatabase, isDatabaseReachable, type Db } from './db/database.js';
import { AppError, installErrorHandler, sendError } from './http/errors.js';

export interface AppDeps {
  config: Config;
  db: Db;
}

export interface BuildOptions {
  /** An already migrated database (tests pass their own); otherwise one is opened from config. */
  db?: Db;
  /** Start background jobs such as the deletion sweep (the server does; most tests do not). */
  startJobs?: boolean;
}

const here = path.dirname(fileURLToPath(import.meta.url));
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
  const deps: AppDeps = { config, db };

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
    const database = await isDatabaseReachable(db);
    return reply.status(database ? 200 : 503).send({ success: database, database });
  });

  await app.register(
    async (api) => {
      // Features register here, each under its own prefix.
      void api;
      void deps;
    },
    { prefix: '/api/v1' },
  );

  await serveWebApp(app, config.webDistDir ?? defaultWebDist);

  app.addHook('onClose', async () => {
    if (redis) redis.disconnect();
    if (ownsDb) await db.destroy();
  });
  void options.startJobs;
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
