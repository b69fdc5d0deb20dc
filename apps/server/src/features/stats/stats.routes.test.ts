import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MESSAGES } from '@satark/shared/constants';
import { run } from '../../admin/cli.js';
import { createDatabase } from '../../db/database.js';
import { OTHER_CONNECTIONS_CHECK_MS } from '../../db/data-versions.js';
import { seedDatabase } from '../../seed.js';
import { createReportedEntity, createUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

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

// The answer is kept whole between requests (SQLite) until anything is written to the database.
describe('GET /scam-report/stats after a change', () => {
  it('shows a changed message on the next request, also one written in the same millisecond', async () => {
    await seedDatabase(t.db);
    // The clock stands still: a version read from timestamps would not move.
    vi.useFakeTimers({ toFake: ['Date'] });
    const before = await stats();
    expect(await stats()).toEqual(before);
    await t.db
      .updateTable('settings')
      .set({ value: 'Changed in the same millisecond' })
      .where('key', '=', 'msgHeader')
      .execute();
    expect(await stats()).toMatchObject({ msgHeader: 'Changed in the same millisecond' });
    await t.db.updateTable('settings').set({ value: before.msgHeader }).where('key', '=', 'msgHeader').execute();
    expect(await stats()).toEqual(before);
  });

  it('shows a message set by the admin command on another connection within OTHER_CONNECTIONS_CHECK_MS', async () => {
    await stats();
    await stats();
    const other = createDatabase(t.config.database);
    try {
      expect(
        await run(['set-message', 'footer', 'Set', 'from', 'the', 'admin', 'command'], { db: other, out: () => {} }),
      ).toBe(0);
    } finally {
      await other.destroy();
    }
    // Another connection's commit is looked for at most every OTHER_CONNECTIONS_CHECK_MS (db/data-versions.ts).
    await new Promise((resolve) => setTimeout(resolve, OTHER_CONNECTIONS_CHECK_MS + 10));
    expect(await stats()).toMatchObject({ msgFooter: 'Set from the admin command' });
  });

  it('counts an entity and an account added on another connection', async () => {
    const before = await stats();
    await stats();
    const other = createDatabase(t.config.database);
    try {
      const reporter = await createUser(other);
      await createReportedEntity(other, { reporterId: reporter.id, status: 'ACTIVE' });
    } finally {
      await other.destroy();
    }
    await expect.poll(stats).toMatchObject({ reports: before.reports + 1, users: before.users + 1 });
  });

  it('sends the kept answer with the same bytes and headers as a computed one', async () => {
    await t.db.updateTable('settings').set({ value: 'Bytes' }).where('key', '=', 'msgFooter2').execute();
    const computed = await t.request({ url: '/api/v1/scam-report/stats' });
    const kept = await t.request({ url: '/api/v1/scam-report/stats' });
    expect(kept.statusCode).toBe(200);
    expect(kept.rawPayload.equals(computed.rawPayload)).toBe(true);
    expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(kept.headers['content-length']).toBe(computed.headers['content-length']);
    expect(kept.json()).toMatchObject({ success: true, msgFooter2: 'Bytes' });
  });
});
