// Slow clients cannot hold a socket (slowloris): through a real listening server, a body sent one
// byte every 5 s and headers sent one byte every 2 s are both cut off, and the server keeps serving.
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

/** Writes `head`, then one byte of `drip` every `everyMs`; resolves with the seconds until the server closed the socket. */
function drip(head: string, dripText: string, everyMs: number): Promise<{ seconds: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let i = 0;
    const timer = setInterval(() => {
      if (i < dripText.length) socket.write(dripText[i++]!);
    }, everyMs);
    socket.on('data', (data) => (answer += data.toString()));
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

it('cuts off a body sent one byte every 5 s, and headers sent one byte every 2 s', async () => {
  const body = JSON.stringify({ phoneNo: '9876543210', password: 'Wrong-pass1!' });
  const [slowBody, slowHeaders] = await Promise.all([
    drip(
      `POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
      5000,
    ),
    drip('GET /healthz HTTP/1.1\r\n', 'Host: 127.0.0.1\r\nX-Slow: ' + 'a'.repeat(100), 2000),
  ]);
  // The guard's window is 10 s and Node checks header timeouts every 2 s: well under 30 s, where
  // the same clients were held for 75 s before.
  expect(slowBody.seconds).toBeLessThan(25);
  expect(slowBody.answer).not.toMatch(/^HTTP\/1\.1 200/);
  expect(slowHeaders.seconds).toBeLessThan(25);
  expect(slowHeaders.answer).not.toMatch(/^HTTP\/1\.1 200/);
  expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
}, 60_000);
