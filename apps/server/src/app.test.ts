import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '@satark/shared/messages';
import { createTestApp, type TestApp } from './test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the app shell', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.request({ url: '/healthz' })).json()).toEqual({ success: true, status: 'ok' });
    const ready = await t.request({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ success: true, database: true, storage: true });
  });

  it('gives JSON 404 for an unknown API path, never HTML', async () => {
    const response = await t.request({ url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('lists each missing field for a POST with no body at all, not "expected object"', async () => {
    const response = await t.request({ method: 'POST', url: '/api/v1/auth/login' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { phoneNo: FIELD_MESSAGES.required, password: FIELD_MESSAGES.passwordRequired },
    });
  });

  it('serves the OpenAPI document', async () => {
    const response = await t.request({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./), info: { title: 'Satark API' } });
  });

  it('documents a parsing body by what a client sends, not by what it parses to', async () => {
    const document = (await t.request({ url: '/api/docs/json' })).json();
    const body = JSON.stringify(document.paths['/api/v1/scam-report/check-scam-report'].post.requestBody);
    for (const field of ['"phoneNo"', '"upi"', '"sms"', '"email"', '"website"']) expect(body).toContain(field);
    expect(body).not.toContain('"found"');
  });

  it('sets the security headers of an API answer (all sets: http/security-headers.test.ts)', async () => {
    const response = await t.request({ url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
