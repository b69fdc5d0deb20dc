import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_GRIEVANCE_EMAIL, loadConfig } from '../../config.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ GRIEVANCE_EMAIL: 'officer@example.org' });
});
afterAll(async () => t.close());

describe('GET /config', () => {
  it('names the grievance mailbox the operator configured', async () => {
    const response = await t.request({ url: '/api/v1/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      grievanceEmail: 'officer@example.org',
      googleClientId: null,
      googleScriptUrl: null,
    });
  });

  it("names Google sign-in's client id and script only when GOOGLE_CLIENT_ID is set", async () => {
    const google = await createTestApp({ GOOGLE_CLIENT_ID: 'satark-web.apps.googleusercontent.com' });
    const standIn = await createTestApp({
      GOOGLE_CLIENT_ID: 'satark-web.apps.googleusercontent.com',
      GOOGLE_GSI_SCRIPT_URL: 'http://127.0.0.1:9/gsi/client',
    });
    try {
      expect((await google.request({ url: '/api/v1/config' })).json()).toMatchObject({
        googleClientId: 'satark-web.apps.googleusercontent.com',
        googleScriptUrl: 'https://accounts.google.com/gsi/client',
      });
      expect((await standIn.request({ url: '/api/v1/config' })).json()).toMatchObject({
        googleScriptUrl: 'http://127.0.0.1:9/gsi/client',
      });
    } finally {
      await google.close();
      await standIn.close();
    }
  });

  it('refuses a Google script URL that could break the Content-Security-Policy, or plain http in production', () => {
    const dataDir = t.config.dataDir;
    for (const bad of [
      'ftp://example.com/gsi/client',
      'https://example.com/gsi/client?x=1',
      'https://example.com/a;b',
    ]) {
      expect(() => loadConfig({ DATA_DIR: dataDir, GOOGLE_CLIENT_ID: 'id', GOOGLE_GSI_SCRIPT_URL: bad })).toThrow(
        /GOOGLE_GSI_SCRIPT_URL/,
      );
    }
    const production = {
      DATA_DIR: dataDir,
      APP_ENV: 'production',
      JWT_SECRET: 'j'.repeat(40),
      FILE_URL_SECRET: 'f'.repeat(40),
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
      GOOGLE_CLIENT_ID: 'id',
    };
    expect(() => loadConfig({ ...production, GOOGLE_GSI_SCRIPT_URL: 'http://127.0.0.1:9/gsi/client' })).toThrow(
      /GOOGLE_GSI_SCRIPT_URL: must be https/,
    );
    expect(loadConfig(production).google?.scriptUrl).toBe('https://accounts.google.com/gsi/client');
  });

  it('has a default and refuses a value that is not an e-mail address, naming the variable', () => {
    expect(loadConfig({ DATA_DIR: t.config.dataDir }).grievanceEmail).toBe(DEFAULT_GRIEVANCE_EMAIL);
    expect(() => loadConfig({ DATA_DIR: t.config.dataDir, GRIEVANCE_EMAIL: 'not-an-address' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: t.config.dataDir, GRIEVANCE_EMAIL: 'not-an-address' })).toThrow(
      /GRIEVANCE_EMAIL/,
    );
  });
});
