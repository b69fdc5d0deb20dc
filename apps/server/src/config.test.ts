// Start-time refusals that guard security (TRUST_PROXY, production secrets), the client address
// the server reads behind proxies, and how long idle connections are held.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy, type Env } from './config.js';
import { newPhone } from './test/auth-helpers.js';
import { createTestApp, type TestApp } from './test/test-app.js';

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'satark-config-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const load = (env: Env) => () => loadConfig({ DATA_DIR: dataDir, ...env });
const secretA = 'a'.repeat(40);
const secretB = 'b'.repeat(40);
const production: Env = { APP_ENV: 'production', SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example/send' };

describe('TRUST_PROXY', () => {
  it('is off by default and for false or 0', () => {
    expect(load({})().trustProxy).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
  });

  it('takes a hop count or a list of addresses and CIDR ranges', () => {
    expect(load({ TRUST_PROXY: '2' })().trustProxy).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.5,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true, naming the variable and what to set instead', () => {
    expect(load({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(load({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: .*number of proxies/);
  });

  it.each(['yes', '10.0.0.0/33', '1.2.3', '10.0.0.1/8/2', '11', '-1'])('refuses %s', (value) => {
    expect(load({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});

describe('the client address behind proxies', () => {
  let apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    apps = [];
  });

  /** The address the server stored for a code sent through a request with this X-Forwarded-For. */
  async function clientIpSeen(trustProxy: string, forwardedFor: string): Promise<string | null> {
    const t = await createTestApp({ TRUST_PROXY: trustProxy });
    apps.push(t);
    const phoneNo = newPhone();
    const answer = await t.request({
      method: 'POST',
      url: '/api/v1/auth/resend-otp',
      payload: { countryCode: '+91', phoneNo },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });
    expect(answer.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('otps')
      .select('client_ip')
      .where('phone', '=', `+91${phoneNo}`)
      .executeTakeFirstOrThrow();
    return row.client_ip;
  }

  it('never takes the leftmost, client-written address', async () => {
    // The client wrote 6.6.6.6; the load balancer appended the address it saw, 203.0.113.7.
    expect(await clientIpSeen('1', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await clientIpSeen('127.0.0.1', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await clientIpSeen('2', '6.6.6.6, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
    expect(await clientIpSeen('false', '6.6.6.6, 203.0.113.7')).toBe('127.0.0.1');
    // A peer that is not a listed proxy is the client, whatever it writes.
    expect(await clientIpSeen('10.0.0.0/8', '6.6.6.6')).toBe('127.0.0.1');
  });
});

describe('production secrets', () => {
  it('refuses JWT_SECRET equal to FILE_URL_SECRET, naming the variable', () => {
    expect(load({ ...production, JWT_SECRET: secretA, FILE_URL_SECRET: secretA })).toThrow(
      /FILE_URL_SECRET: must differ from JWT_SECRET/,
    );
    expect(load({ ...production, JWT_SECRET: secretA, FILE_URL_SECRET: secretB })().appEnv).toBe('production');
  });

  it.each(['JWT_SECRET', 'FILE_URL_SECRET'])('refuses a %s shorter than 32 characters', (name) => {
    const env = { ...production, JWT_SECRET: secretA, FILE_URL_SECRET: secretB, [name]: 'x'.repeat(31) };
    expect(load(env)).toThrow(new RegExp(`${name}: must be at least 32 characters`));
  });

  it('refuses a missing secret', () => {
    expect(load({ ...production, FILE_URL_SECRET: secretB })).toThrow(/JWT_SECRET: required/);
  });
});

describe('KEEP_ALIVE_SECONDS', () => {
  it('holds idle connections past the 60 s proxies hold theirs unless set', () => {
    expect(load({})().keepAliveSeconds).toBe(65);
    expect(load({ KEEP_ALIVE_SECONDS: '620' })().keepAliveSeconds).toBe(620);
  });

  it.each(['0', '2.5', 'soon', '3601'])('refuses %s, naming the variable', (value) => {
    expect(load({ KEEP_ALIVE_SECONDS: value })).toThrow(/KEEP_ALIVE_SECONDS: /);
  });
});
