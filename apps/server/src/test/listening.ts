// A test app on a real socket (`inject` never races two requests through the network stack), and
// JSON calls to it with `fetch`, each on its own connection when sent together.
import type { FastifyInstance } from 'fastify';
import { listen } from './real-server.js';

/** The app on a free port of 127.0.0.1; returns its base URL (`listen` of real-server.ts gives the port). */
export async function listenUrl(app: FastifyInstance): Promise<string> {
  return `http://127.0.0.1:${await listen(app)}`;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

export async function call(
  baseUrl: string,
  method: string,
  path: string,
  { body, headers }: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'app-check': 'web',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

/** `count` copies of one call sent at the same moment. */
export const together = <T>(count: number, send: (index: number) => Promise<T>): Promise<T[]> =>
  Promise.all(Array.from({ length: count }, (_, index) => send(index)));
