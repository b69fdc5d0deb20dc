// Slow clients may not hold sockets. Node's own timeouts are set in app.ts (headers 10 s, a whole
// request 2 minutes, since a 12 MB proof on a weak mobile link takes time). Within those two
// minutes a body sent one byte every few seconds would still hold a socket, so while a request
// body is arriving it must bring at least MIN_BYTES every WINDOW_MS, or the connection is closed.
// 1 kB per 10 s is far below any working connection.
import type { FastifyInstance } from 'fastify';

export const SLOW_BODY_WINDOW_MS = 10_000;
export const SLOW_BODY_MIN_BYTES = 1024;

export function installSlowBodyGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const raw = request.raw;
    const socket = raw.socket;
    if (raw.complete || !socket) return;
    let seen = socket.bytesRead;
    const timer = setInterval(() => {
      if (raw.complete || socket.destroyed) return clearInterval(timer);
      const now = socket.bytesRead;
      if (now - seen < SLOW_BODY_MIN_BYTES) {
        clearInterval(timer);
        request.log.info({ received: now }, 'request body too slow, connection closed');
        socket.destroy();
      }
      seen = now;
    }, SLOW_BODY_WINDOW_MS);
    timer.unref();
    raw.once('end', () => clearInterval(timer));
    raw.once('close', () => clearInterval(timer));
  });
}
