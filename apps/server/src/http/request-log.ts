// The request log's options: pino, with credentials kept out. Headers that carry them are redacted,
// and a `token` in a query string (old clients call GET /auth/is-token-valid?token=…) is replaced
// before the URL is written, so 30-day access tokens never reach the log files.
import type { FastifyServerOptions, RawRequestDefaultExpression } from 'fastify';
import type { DestinationStream } from 'pino';

const SECRET_QUERY = /([?&](?:token|access_token)=)[^&#]*/gi;

/** The URL with every secret query value replaced by `[REDACTED]`. */
export const redactUrl = (url: string): string => url.replace(SECRET_QUERY, '$1[REDACTED]');

export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: {
        method: string;
        url: string;
        host?: string;
        ip?: string;
        socket?: RawRequestDefaultExpression['socket'];
      }): Record<string, unknown> => ({
        method: request.method,
        url: redactUrl(request.url),
        hostname: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
