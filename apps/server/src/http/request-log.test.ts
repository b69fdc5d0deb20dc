// Access tokens never reach the request log: GET /auth/is-token-valid reads the Authorization
// header, and the old `?token=` form still works but is written to the log redacted.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Account } from '../test/auth-helpers.js';
import { call, listenUrl } from '../test/listening.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { redactUrl } from './request-log.js';

let t: TestApp;
let base: string;
let account: Account;
const logLines: string[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });
  base = await listenUrl(t.app);
  account = await signUp(t);
});
afterAll(async () => t.close());

describe('GET /auth/is-token-valid', () => {
  it('reads the token from the Authorization header', async () => {
    const answer = await call(base, 'GET', '/api/v1/auth/is-token-valid', {
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, userData: { user: { id: account.userId } } });
  });

  it('still answers the old ?token= form, and the log never holds the token', async () => {
    const answer = await call(base, 'GET', `/api/v1/auth/is-token-valid?token=${account.token}`);
    expect(answer.body).toMatchObject({ success: true, userData: { user: { id: account.userId } } });
    await call(base, 'GET', `/api/v1/auth/is-token-valid?lang=en&token=${account.token}&x=1`);

    const log = logLines.join('');
    expect(log).toContain('/api/v1/auth/is-token-valid?token=[REDACTED]');
    expect(log).toContain('/api/v1/auth/is-token-valid?lang=en&token=[REDACTED]&x=1');
    // Not the whole token, nor its signature part.
    expect(log).not.toContain(account.token);
    expect(log).not.toContain(account.token.split('.')[2]);
  });

  it('answers success:false for no token or a bad one (never 401)', async () => {
    expect((await call(base, 'GET', '/api/v1/auth/is-token-valid')).body).toEqual({ success: false });
    const bad = await call(base, 'GET', '/api/v1/auth/is-token-valid', { headers: { authorization: 'Bearer x.y.z' } });
    expect(bad).toMatchObject({ status: 200, body: { success: false } });
  });
});

describe('redactUrl', () => {
  it.each([
    ['/a?token=abc', '/a?token=[REDACTED]'],
    ['/a?TOKEN=abc&b=1', '/a?TOKEN=[REDACTED]&b=1'],
    ['/a?b=1&access_token=abc#x', '/a?b=1&access_token=[REDACTED]#x'],
    ['/a?mytoken=abc', '/a?mytoken=abc'],
    ['/a', '/a'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
