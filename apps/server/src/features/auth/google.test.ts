import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@satark/shared/messages';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { appWithConfig, get, post } from '../../test/auth-helpers.js';

const CLIENT_ID = 'satark-test.apps.googleusercontent.com';
let jwksServer: Server;
let privateKey: CryptoKey;
let t: TestApp;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwksServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const { port } = jwksServer.address() as AddressInfo;
  t = await createTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs` });
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

interface TokenOptions {
  sub?: string;
  audience?: string;
  issuer?: string;
  expiresAt?: number;
  key?: CryptoKey;
}

function googleToken({
  sub = 'google-user-1',
  audience = CLIENT_ID,
  issuer = 'https://accounts.google.com',
  expiresAt,
  key,
}: TokenOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ name: 'Priya Sharma', email: 'priya@example.com', email_verified: true })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setSubject(sub)
    .setAudience(audience)
    .setIssuer(issuer)
    .setIssuedAt(now - 60)
    .setExpirationTime(expiresAt ?? now + 3600)
    .sign(key ?? privateKey);
}

describe('POST /auth/google', () => {
  it('signs in with a valid Google ID token, creating the account the first time only', async () => {
    const first = await post(t, '/google', { credential: await googleToken() });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({
      success: true,
      message: SERVER_MESSAGES.loggedIn,
      access_token: expect.any(String),
      data: { user: { name: 'Priya Sharma', countryCode: '', phoneNo: '', status: 'ACTIVE' } },
    });
    expect((await get(t, '/user', { token: body.access_token })).json().data.user.id).toBe(body.data.user.id);

    const second = await post(t, '/google', { credential: await googleToken({ issuer: 'accounts.google.com' }) });
    expect(second.json().data.user.id).toBe(body.data.user.id);
  });

  it.each([
    ['a wrong audience', { audience: 'someone-else.apps.googleusercontent.com' }],
    ['a wrong issuer', { issuer: 'https://evil.example.com' }],
    ['an expired token', { expiresAt: Math.floor(Date.now() / 1000) - 600 }],
  ] as [string, TokenOptions][])('refuses %s with 401', async (_label, options) => {
    const response = await post(t, '/google', { credential: await googleToken({ sub: 'refused', ...options }) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      code: 'INVALID_CREDENTIALS',
      message: SERVER_MESSAGES.googleInvalid,
    });
  });

  it('refuses a token signed by another key, and plain garbage', async () => {
    const stranger = (await generateKeyPair('RS256')).privateKey;
    for (const credential of [await googleToken({ key: stranger }), 'not.a.jwt']) {
      expect((await post(t, '/google', { credential })).statusCode).toBe(401);
    }
    const users = await t.db.selectFrom('users').select('id').where('google_sub', '=', 'refused').execute();
    expect(users).toHaveLength(0);
  });

  it('answers 404 NOT_ENABLED when GOOGLE_CLIENT_ID is unset', async () => {
    const off = await appWithConfig(t, { google: null });
    try {
      const response = await post(off, '/google', { credential: await googleToken() });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        code: 'NOT_ENABLED',
        message: SERVER_MESSAGES.googleNotEnabled,
      });
    } finally {
      await off.close();
    }
  });
});
