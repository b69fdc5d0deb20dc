// Closing the server (what SIGTERM does) with an upload in flight on a keep-alive connection and a
// request begun on another: the upload completes (201) with `Connection: close` and its connection
// closes at once (it is not held idle), the late request gets the 503 envelope.
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

/** A raw connection: what it received, and a promise of its close (by the server, or after `boundMs`). */
function connection() {
  const socket = net.connect(port, '127.0.0.1');
  const state = { received: '', closedByServer: false };
  socket.on('data', (data) => (state.received += data.toString('latin1')));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => {
    socket.on('end', () => (state.closedByServer = true));
    socket.on('close', () => resolve());
  });
  // Far beyond the milliseconds a close takes; a connection held idle would stay open 65 s.
  const bounded = (boundMs = 5000) =>
    Promise.race([closed, new Promise<void>((resolve) => setTimeout(resolve, boundMs))]).then(() => socket.destroy());
  return { socket, state, bounded };
}

const answerParts = (response: string) => ({
  head: response.slice(0, response.indexOf('\r\n\r\n')),
  body: response.slice(response.indexOf('\r\n\r\n') + 4),
});

it('finishes the request in flight with Connection: close and closes it; a request begun later gets the 503 envelope', async () => {
  const { token } = await createSignedInUser(t.db, t.config.jwtSecret);
  const { body, contentType } = multipartBody([
    { name: 'json', data: JSON.stringify({ type: 'number', uniqueId: nextPhone(), detail: 'During close' }) },
    { name: 'proof', filename: 'p.pdf', data: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200_000, 0x20)]) },
  ]);
  const head =
    `POST /api/v1/scam-report/report-scammer HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n` +
    `Authorization: Bearer ${token}\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`;
  const upload = connection();
  const late = connection();

  upload.socket.write(head);
  upload.socket.write(body.subarray(0, 100_000));
  late.socket.write('GET /healthz HTTP/1.1\r\n');
  await new Promise((resolve) => setTimeout(resolve, 300));
  const closing = t.app.close();
  await new Promise((resolve) => setTimeout(resolve, 100));
  upload.socket.write(body.subarray(100_000));
  late.socket.write('Host: x\r\n\r\n');
  await Promise.all([upload.bounded(), late.bounded()]);
  await closing;

  // The upload completes, and its answer tells the client not to send another on this connection.
  const uploaded = answerParts(upload.state.received);
  expect(uploaded.head).toMatch(/^HTTP\/1\.1 201/);
  expect(uploaded.head).toMatch(/\r\nconnection: close/i);
  expect(upload.state.closedByServer).toBe(true);
  // A request still arriving is refused with the envelope, and its connection closes too.
  const refused = answerParts(late.state.received);
  expect(refused.head).toMatch(/^HTTP\/1\.1 503/);
  expect(refused.head).toMatch(/\r\nretry-after: 5/i);
  expect(refused.head).toMatch(/\r\nconnection: close/i);
  expect(JSON.parse(refused.body)).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
  expect(late.state.closedByServer).toBe(true);
});
