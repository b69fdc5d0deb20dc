// The security headers on every kind of response: the web app's pages and files, API answers,
// errors, the API docs and proof links (documents get the full set, API answers OWASP's set for
// APIs, scripts what means something to them); HSTS only in production.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let webDist: string;
let local: TestApp;
let production: TestApp;
let google: TestApp;
let standIn: TestApp;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'satark-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>',
  );
  writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
  local = await createTestApp({ WEB_DIST_DIR: webDist });
  production = await createTestApp({
    WEB_DIST_DIR: webDist,
    APP_ENV: 'production',
    JWT_SECRET: 'j'.repeat(40),
    FILE_URL_SECRET: 'f'.repeat(40),
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
  });
  google = await createTestApp({ WEB_DIST_DIR: webDist, GOOGLE_CLIENT_ID: 'satark-web.apps.googleusercontent.com' });
  standIn = await createTestApp({
    WEB_DIST_DIR: webDist,
    GOOGLE_CLIENT_ID: 'satark-web.apps.googleusercontent.com',
    GOOGLE_GSI_SCRIPT_URL: 'http://127.0.0.1:4999/gsi/client',
  });
});
afterAll(async () => {
  await local.close();
  await production.close();
  await google.close();
  await standIn.close();
  rmSync(webDist, { recursive: true, force: true });
});

type Case = [string, { method?: 'GET' | 'POST'; url: string; payload?: object }, number];

const documentResponses: Case[] = [
  ['the app page', { url: '/' }, 200],
  ['an app route (SPA fallback)', { url: '/reports/detail/abc' }, 200],
  // Starts like the health check's path but is a page of the app.
  ['an app route named like the health check', { url: '/healthz-status' }, 200],
  ['the API docs', { url: '/api/docs/' }, 200],
  ['a proof link with a bad signature', { url: '/files/x.png?expires=1&signature=x' }, 403],
];

const apiResponses: Case[] = [
  ['the health check', { url: '/healthz' }, 200],
  ['the health check with a query', { url: '/healthz?probe=1' }, 200],
  ['an API answer', { url: '/api/v1/scam-report/stats' }, 200],
  ['an unknown API path', { url: '/api/v1/nothing-here' }, 404],
  ['a refused body', { method: 'POST', url: '/api/v1/scam-report/check-scam-report', payload: { type: 'fax' } }, 400],
  ['a request that needs a user', { url: '/api/v1/auth/user' }, 401],
];

const responses = [...documentResponses, ...apiResponses];

/** The policy as directive → sources. */
function policy(header: string | undefined): Map<string, string[]> {
  expect(header).toBeDefined();
  return new Map(
    header!.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

describe('security headers', () => {
  // A policy means nothing on a script or a style sheet; on slow 3G its bytes count (http/web-app.ts).
  it.each(['local', 'production'])(
    'an app script keeps nosniff (and HSTS in production) but no document-only headers: %s',
    async (name) => {
      const response = await (name === 'production' ? production : local).request({ url: '/assets/app.js' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.headers['strict-transport-security']).toBe(
        name === 'production' ? 'max-age=31536000; includeSubDomains' : undefined,
      );
    },
  );

  it.each(documentResponses)('a document: %s', async (_name, request, status) => {
    const response = await local.request({
      method: request.method ?? 'GET',
      url: request.url,
      payload: request.payload,
    });
    expect(response.statusCode).toBe(status);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toBeUndefined();

    const csp = policy(response.headers['content-security-policy'] as string);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    const scripts = csp.get('script-src')!;
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    // Google sign-in is off here: nothing of Google's is allowed, and no window keeps our handle.
    expect(scripts).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  });

  it.each(apiResponses)(
    "an API answer gets OWASP's set for APIs, a policy that loads nothing: %s",
    async (_name, request, status) => {
      for (const app of [local, google]) {
        const response = await app.request({
          method: request.method ?? 'GET',
          url: request.url,
          payload: request.payload,
        });
        expect(response.statusCode).toBe(status);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['x-frame-options']).toBe('DENY');
        expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
        expect(response.headers['strict-transport-security']).toBeUndefined();
        // Only documents need these.
        for (const name of [
          'cross-origin-opener-policy',
          'referrer-policy',
          'x-dns-prefetch-control',
          'x-xss-protection',
        ])
          expect(response.headers[name]).toBeUndefined();
      }
    },
  );

  it.each(documentResponses)(
    "with Google sign-in on, Google's script, frames, calls and style only: %s",
    async (_name, request, status) => {
      const response = await google.request({
        method: request.method ?? 'GET',
        url: request.url,
        payload: request.payload,
      });
      expect(response.statusCode).toBe(status);
      const csp = policy(response.headers['content-security-policy'] as string);
      expect(csp.get('script-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
      expect(csp.get('frame-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style']);
      // The rest is as tight as without Google.
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      // Google's sign-in popup must be able to answer the page that opened it.
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    },
  );

  it('allows a configured stand-in for Google instead of Google, in the same shape', async () => {
    const csp = policy((await standIn.request({ url: '/' })).headers['content-security-policy'] as string);
    expect(csp.get('script-src')).toEqual(["'self'", 'http://127.0.0.1:4999/gsi/client']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:4999/gsi/']);
    expect(csp.get('frame-src')).toEqual(["'self'", 'http://127.0.0.1:4999/gsi/']);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'", 'http://127.0.0.1:4999/gsi/style']);
    expect(csp.get('script-src')!.join(' ')).not.toContain('accounts.google.com');
  });

  it.each(responses)('in production, with HSTS: %s', async (_name, request, status) => {
    const response = await production.request({
      method: request.method ?? 'GET',
      url: request.url,
      payload: request.payload,
    });
    expect(response.statusCode).toBe(status);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(policy(response.headers['content-security-policy'] as string).get('frame-ancestors')).toEqual(["'none'"]);
  });
});
