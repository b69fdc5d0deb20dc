// Slow clients cannot hold a socket (slowloris): through a real listening server, a body sent one
// byte every 5 s and headers sent one byte every 2 s are both cut off, and the server keeps serving;
// a slow but working upload on a connection that has already served a request is not.
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listen } from '../test/real-server.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  port = await listen(t.app);
});
afterAll(async () => t.close());

/**
 * Writes `head`, then `bytesEach` bytes of `drip` every `everyMs`; resolves with the seconds until
 * the server closed the socket (or the test ended it once `done` says the answer is complete).
 */
function drip(
  head: string,
  dripText: string,
  everyMs: number,
  { bytesEach = 1, done = () => false }: { bytesEach?: number; done?: (answer: string) => boolean } = {},
): Promise<{ seconds: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let i = 0;
    const timer = setInterval(() => {
      if (i < dripText.length) socket.write(dripText.slice(i, (i += bytesEach)));
    }, everyMs);
    socket.on('data', (data) => {
      answer += data.toString();
      if (done(answer)) socket.end();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ seconds: (Date.now() - started) / 1000, answer });
    });
    socket.write(head);
    // A test-side bound far beyond what the server should allow.
    setTimeout(() => socket.destroy(), 60_000).unref();
  });
}

const login = (body: string) =>
  `POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;

it('cuts off a body sent one byte every 5 s and headers sent one byte every 2 s, not a slow working upload', async () => {
  const body = JSON.stringify({ phoneNo: '9876543210', password: 'Wrong-pass1!' });
  // 1.5 kB every 2 s for 24 s, after a first request on the same connection: slow, but over 1 kB in
  // every 10 s, so it gets an answer (the login's, for a body with a field it does not know).
  const uploadBody = JSON.stringify({ phoneNo: '9876543210', password: 'Wrong-pass1!', note: 'x'.repeat(18_000) });
  const answered = (answer: string) => (answer.match(/HTTP\/1\.1 \d{3} /g) ?? []).length === 2;
  const [slowBody, slowHeaders, slowUpload] = await Promise.all([
    drip(
      `POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
      5000,
    ),
    drip('GET /healthz HTTP/1.1\r\n', 'Host: 127.0.0.1\r\nX-Slow: ' + 'a'.repeat(100), 2000),
    drip('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n' + login(uploadBody), uploadBody, 2000, {
      bytesEach: 1500,
      done: answered,
    }),
  ]);
  // The guard cuts a slow body 10 to 20 s after it starts and Node checks header timeouts every
  // 2 s: well under 30 s, where the same clients were held for 75 s before.
  expect(slowBody.seconds).toBeLessThan(25);
  expect(slowBody.answer).not.toMatch(/^HTTP\/1\.1 200/);
  expect(slowHeaders.seconds).toBeLessThan(25);
  expect(slowHeaders.answer).not.toMatch(/^HTTP\/1\.1 200/);
  expect(slowUpload.seconds).toBeGreaterThan(20);
  expect(slowUpload.answer).toMatch(/^HTTP\/1\.1 200 [^]*HTTP\/1\.1 401 /);
  expect(answered(slowUpload.answer)).toBe(true);
  expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
}, 60_000);
