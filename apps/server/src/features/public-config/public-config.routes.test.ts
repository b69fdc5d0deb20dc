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
    expect(response.json()).toEqual({ success: true, grievanceEmail: 'officer@example.org' });
  });

  it('has a default and refuses a value that is not an e-mail address, naming the variable', () => {
    expect(loadConfig({ DATA_DIR: t.config.dataDir }).grievanceEmail).toBe(DEFAULT_GRIEVANCE_EMAIL);
    expect(() => loadConfig({ DATA_DIR: t.config.dataDir, GRIEVANCE_EMAIL: 'not-an-address' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: t.config.dataDir, GRIEVANCE_EMAIL: 'not-an-address' })).toThrow(
      /GRIEVANCE_EMAIL/,
    );
  });
});
