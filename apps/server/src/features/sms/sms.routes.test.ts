import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '@satark/shared/messages';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { OutboxSmsProvider } from '../../sms/sms-provider.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/v1/dev/sms-outbox', () => {
  it('lists the texts sent to a phone, newest first, in any spelling of the number', async () => {
    const outbox = new OutboxSmsProvider(t.db);
    await outbox.send('+919876512345', 'older');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await outbox.send('+919876512345', 'newer');
    // `+` unescaped in a query string arrives as a space; both spellings work.
    for (const phone of ['%2B919876512345', '+919876512345', '9876512345']) {
      const response = await t.request({ url: `/api/v1/dev/sms-outbox?phone=${phone}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        data: [
          { to: '+919876512345', body: 'newer', createdAt: expect.any(String) },
          { to: '+919876512345', body: 'older', createdAt: expect.any(String) },
        ],
      });
    }
  });

  it('refuses a missing or invalid phone with 400', async () => {
    const missing = await t.request({ url: '/api/v1/dev/sms-outbox' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { phone: FIELD_MESSAGES.required } });
    const invalid = await t.request({ url: '/api/v1/dev/sms-outbox?phone=12' });
    expect(invalid.json()).toMatchObject({ errors: { phone: FIELD_MESSAGES.phone } });
  });
});
