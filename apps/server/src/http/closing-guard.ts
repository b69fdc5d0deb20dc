// While the server stops (SIGTERM), a request that still arrives on an open connection is answered
// 503 SERVICE_UNAVAILABLE with the envelope and Retry-After, and the connection closes, so a load
// balancer or the app retries elsewhere. (Fastify's own answer here is not API.md's envelope.)
// Every answer sent while stopping, the 503 and those to requests that arrived before, says
// `Connection: close`: the client sends its next request elsewhere, and the stop need not wait for
// the connection to idle out (65 s, app.ts).
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '@satark/shared/messages';
import { AppError } from './errors.js';
import { RETRY_AFTER_SECONDS } from './service-unavailable.js';

export function installClosingGuard(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async () => {
    if (!closing) return;
    throw new AppError(503, 'SERVICE_UNAVAILABLE', SERVER_MESSAGES.serviceUnavailable, undefined, RETRY_AFTER_SECONDS);
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('Connection', 'close');
    done(null, payload);
  });
}
