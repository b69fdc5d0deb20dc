import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGES } from '@satark/shared/constants';
import { seedDatabase } from '../../seed.js';
import { createReportedEntity, createUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const stats = async () => {
  const response = await t.request({ url: '/api/v1/scam-report/stats' });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('GET /scam-report/stats', () => {
  it('gives the default messages and zero counts on an empty database', async () => {
    expect(await stats()).toEqual({ success: true, reports: 0, users: 0, ...DEFAULT_MESSAGES });
  });

  it('counts ACTIVE entities and verified users that are not deleted', async () => {
    const reporter = await createUser(t.db);
    for (const status of ['ACTIVE', 'ACTIVE', 'PENDING', 'REJECTED'] as const) {
      await createReportedEntity(t.db, { reporterId: reporter.id, status });
    }
    await createUser(t.db, { status: 'TO_DELETE' });
    await createUser(t.db, { status: 'DELETED' });
    const unverified = await createUser(t.db);
    await t.db.updateTable('users').set({ is_verified: 0 }).where('id', '=', unverified.id).execute();

    // Recounted off the request thread: a request meanwhile may get the previous numbers.
    await expect.poll(stats).toMatchObject({ reports: 2, users: 2 });
  });

  it("shows the operator's messages from the settings table", async () => {
    await seedDatabase(t.db);
    await t.db.updateTable('settings').set({ value: 'Stop. Check. Report.' }).where('key', '=', 'msgFooter2').execute();
    expect(await stats()).toMatchObject({
      msgHeader: DEFAULT_MESSAGES.msgHeader,
      msgFooter: DEFAULT_MESSAGES.msgFooter,
      msgFooter2: 'Stop. Check. Report.',
    });
  });
});
