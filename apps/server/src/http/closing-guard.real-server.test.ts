// Closing the server (what SIGTERM does) with an upload in flight on a keep-alive connection and a
// second request pipelined behind it: the upload completes (201), the late request gets the 503
// envelope, and the connection closes.
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSignedInUser, nextPhone } from '../test/factories.js';
import { listen, multipartBody } from '../test/real-server.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  port = await listen(t.app);
});
afterAll(async () => t.close());

it('finishes the request in flight and answers a later one 503 with the envelope', async () => {
  const { token } = await createSignedInUser(t.db, t.config.jwtSecret);
  const { body, contentType } = multipartBody([
    { name: 'json', data: JSON.stringify({ type: 'number', uniqueId: nextPhone(), detail: 'During close' }) },
    { name: 'proof', filename: 'p.pdf', data: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200_000, 0x20)]) },
  ]);
  const head =
    `POST /api/v1/scam-report/report-scammer HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n` +
    `Authorization: Bearer ${token}\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`;
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (data) => (received += data.toString('latin1')));
  const closed = new Promise((resolve) => socket.on('close', resolve));
  socket.on('error', () => undefined);

  socket.write(head);
  socket.write(body.subarray(0, 100_000));
  await new Promise((resolve) => setTimeout(resolve, 300));
  const closing = t.app.close();
  await new Promise((resolve) => setTimeout(resolve, 100));
  socket.write(Buffer.concat([body.subarray(100_000), Buffer.from('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n')]));
  await closed;
  await closing;

  const responses = received.split(/(?=HTTP\/1\.1 )/);
  expect(responses[0]).toMatch(/^HTTP\/1\.1 201/);
  expect(responses[1]).toMatch(/^HTTP\/1\.1 503/);
  expect(responses[1]).toMatch(/retry-after: 5/i);
  const envelope = JSON.parse(responses[1]!.slice(responses[1]!.indexOf('\r\n\r\n') + 4));
  expect(envelope).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
});
