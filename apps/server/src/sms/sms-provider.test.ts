import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { HttpSmsProvider, OutboxSmsProvider, readOutbox } from './sms-provider.js';

interface Received {
  method: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

let gateway: Server;
let gatewayUrl: string;
let received: Received[] = [];
let answerStatus = 200;

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
};

beforeAll(async () => {
  gateway = createServer((request, response) => {
    void readBody(request).then((body) => {
      received.push({
        method: request.method,
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      });
      response.writeHead(answerStatus, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
});

afterEach(() => {
  received = [];
  answerStatus = 200;
});

afterAll(async () => {
  await new Promise((resolve) => gateway.close(resolve));
});

describe('HttpSmsProvider', () => {
  it('posts {to, body} as JSON with the bearer token', async () => {
    await new HttpSmsProvider(gatewayUrl, 'gateway-token').send('+919876543210', 'Hello');
    expect(received).toEqual([
      {
        method: 'POST',
        authorization: 'Bearer gateway-token',
        contentType: 'application/json',
        body: { to: '+919876543210', body: 'Hello' },
      },
    ]);
  });

  it('sends no authorization header without a token', async () => {
    await new HttpSmsProvider(gatewayUrl, undefined).send('+919876543210', 'Hello');
    expect(received[0]!.authorization).toBeUndefined();
  });

  it('fails when the gateway refuses', async () => {
    answerStatus = 503;
    await expect(new HttpSmsProvider(gatewayUrl, 'x').send('+919876543210', 'Hello')).rejects.toThrow(/503/);
  });
});

describe('the app with SMS_PROVIDER=http', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMS_PROVIDER: 'http', SMS_HTTP_URL: gatewayUrl, SMS_HTTP_TOKEN: 'app-token' });
  });
  afterAll(async () => t.close());

  const register = () =>
    t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { countryCode: '+91', phoneNo: '9876501234', name: 'Asha', password: 'Secret@123' },
    });

  it('sends the OTP through the gateway and has no outbox endpoint', async () => {
    expect((await register()).statusCode).toBe(201);
    expect(received).toHaveLength(1);
    expect(received[0]!.authorization).toBe('Bearer app-token');
    expect(received[0]!.body).toEqual({
      to: '+919876501234',
      body: expect.stringMatching(
        /^Your Satark code is (\d{4})\. It is valid for 10 minutes\. Never share it with anyone\.\n\n@localhost #\1$/,
      ),
    });
    expect((await t.request({ url: '/api/v1/dev/sms-outbox?phone=9876501234' })).statusCode).toBe(404);
  });

  it('keeps outbox messages per phone, newest first (the provider used when SMS_PROVIDER=outbox)', async () => {
    const outbox = new OutboxSmsProvider(t.db);
    await outbox.send('+919876543210', 'first');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await outbox.send('+919876543210', 'second');
    await outbox.send('+919999999999', 'someone else');
    const messages = await readOutbox(t.db, '+919876543210');
    expect(messages.map((m) => m.body)).toEqual(['second', 'first']);
    expect(messages[0]).toEqual({ to: '+919876543210', body: 'second', createdAt: expect.any(String) });
  });

  it('answers 500 when the gateway fails, and keeps no code that nobody received', async () => {
    await t.db.deleteFrom('otps').execute();
    answerStatus = 500;
    const response = await register();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ success: false, code: 'INTERNAL' });
    expect(await t.db.selectFrom('otps').select('id').execute()).toHaveLength(0);
  });
});
