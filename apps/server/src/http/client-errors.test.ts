// Refusals decided before routing keep API.md's envelope. Found by the fuzz suite (src/fuzz): a
// query string over Node's header limit was answered 431 in Fastify's own shape, and a path that
// cannot be decoded (`/api/v1/%`) 400 with code FST_ERR_BAD_URL. A real socket, as `inject` never
// goes through Node's HTTP parser.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t.close());

/** Writes a raw request and reads the first answer (the server closes after a parser error). */
function rawRequest(text: string): Promise<{ status: number; contentType: string; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => socket.write(text));
    let raw = '';
    socket.on('data', (chunk) => {
      raw += chunk.toString('utf8');
      const end = raw.indexOf('\r\n\r\n');
      const length = /content-length:\s*(\d+)/i.exec(raw.slice(0, end));
      if (end >= 0 && length && raw.length - end - 4 >= Number(length[1])) {
        socket.destroy();
        resolve({
          status: Number(raw.slice(9, 12)),
          contentType: /content-type:\s*([^\r\n]+)/i.exec(raw)?.[1] ?? '',
          body: JSON.parse(raw.slice(end + 4, end + 4 + Number(length[1]))),
        });
      }
    });
    socket.on('error', reject);
  });
}

describe('refusals before routing', () => {
  it('headers over the limit: 431 with the envelope', async () => {
    const answer = await rawRequest(
      `GET /api/v1/scam-report/stats?q=${'a'.repeat(70_000)} HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(answer.body).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'The request headers are too large.',
    });
  });

  it('a request line that is not HTTP: 400 with the envelope', async () => {
    const answer = await rawRequest('G\u0000T / HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('a path that cannot be decoded: 400 with the envelope, the server still answering', async () => {
    const answer = await rawRequest('GET /api/v1/%ZZ HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'The address of the request is not valid.',
    });
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
  });
});
