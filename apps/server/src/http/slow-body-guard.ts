// Slow clients may not hold sockets. Node's own timeouts are set in app.ts (headers 10 s, a whole
// request 2 minutes, since a 12 MB proof on a weak mobile link takes time). Within those two
// minutes a body sent one byte every few seconds would still hold a socket, so while a request
// body is arriving it must bring at least MIN_BYTES in every whole WINDOW_MS, or the connection is
// closed. 1 kB per 10 s is far below any working connection.
//
// One timer per connection, not per request: a keep-alive connection carries thousands of requests,
// and a timer and two listeners for each of them cost ~8% of a phone check's CPU (alternated runs,
// docs/performance.md, session 18). Each tick looks at the connection's newest request; a body
// still arriving at two ticks in a row (a whole window) must have brought MIN_BYTES between them,
// so a slow body is cut 10 to 20 s after it starts.
import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export const SLOW_BODY_WINDOW_MS = 10_000;
export const SLOW_BODY_MIN_BYTES = 1024;

interface ConnectionWatch {
  /** The connection's newest request. */
  request: IncomingMessage | null;
  /** The request whose body was still arriving at the last tick, and the bytes read by then. */
  arrivingAtTick: IncomingMessage | null;
  bytesAtTick: number;
}

const watchOf = new WeakMap<Socket, ConnectionWatch>();

export function installSlowBodyGuard(app: FastifyInstance) {
  const server: Server = app.server;
  server.on('connection', (socket: Socket) => {
    const watch: ConnectionWatch = { request: null, arrivingAtTick: null, bytesAtTick: 0 };
    watchOf.set(socket, watch);
    const timer = setInterval(() => {
      const { request } = watch;
      const bytes = socket.bytesRead;
      const arriving = request && !request.complete && !socket.destroyed ? request : null;
      if (arriving && arriving === watch.arrivingAtTick && bytes - watch.bytesAtTick < SLOW_BODY_MIN_BYTES) {
        clearInterval(timer);
        app.log.info({ received: bytes }, 'request body too slow, connection closed');
        socket.destroy();
        return;
      }
      watch.arrivingAtTick = arriving;
      watch.bytesAtTick = bytes;
    }, SLOW_BODY_WINDOW_MS);
    timer.unref();
    socket.once('close', () => clearInterval(timer));
  });
  server.on('request', (request: IncomingMessage) => {
    const watch = watchOf.get(request.socket);
    if (watch) watch.request = request;
  });
}
