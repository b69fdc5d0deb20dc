// Dates far outside any report's lifetime are refused as bad input, not crashed on: `+275760-…`
// parses, but one millisecond more overflowed the server's date arithmetic into a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string) => t.request({ method: 'GET', url });

describe('list date filters out of range', () => {
  it.each([
    ['toDate', '%2B275760-09-13T00:00:00.000Z'],
    ['fromDate', '%2B275760-09-13T00:00:00.000Z'],
    ['toDate', '-271821-04-20T00:00:00.000Z'],
    ['fromDate', '1969-12-31'],
    ['toDate', '2100-01-01'],
    ['toDate', '9999-12-31'],
  ])('scammer-list?%s=%s is 400 VALIDATION_FAILED with a field message', async (field, value) => {
    const response = await get(`/api/v1/scam-report/scammer-list?${field}=${value}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: expect.any(String),
      errors: { [field]: 'Enter a valid date' },
    });
  });

  it('all-phone-scammer-list?since= far away is 400 too', async () => {
    const response = await get('/api/v1/scam-report/all-phone-scammer-list?since=%2B275760-09-13T00:00:00.000Z');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { since: 'Enter a valid date' } });
  });

  it('accepts the edges of the range', async () => {
    const edges = await get('/api/v1/scam-report/scammer-list?fromDate=1970-01-01&toDate=2099-12-31');
    expect(edges.statusCode).toBe(200);
  });
});
