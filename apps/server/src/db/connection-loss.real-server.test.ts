// PostgreSQL cutting the server's connections (a restart, a failover, a pooler, pg_terminate_backend)
// through a real listening server: the process lives (an unhandled pool 'error' would end this
// worker), requests caught in the cut are answered 503 with the envelope instead of hanging or
// 500, and the server recovers by itself. PostgreSQL only (DATABASE_URL_TEST).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@satark/shared/messages';
import { createSignedInUser, nextPhone } from '../test/factories.js';
import { listen, reportNumberOverHttp } from '../test/real-server.js';
import { createTestApp, usingPostgres, type TestApp } from '../test/test-app.js';
import { ABUSE_LIMITS } from '../http/rate-limits.js';

describe.runIf(usingPostgres())('PostgreSQL connections cut under the server', () => {
  let t: TestApp;
  let base: string;
  let admin: pg.Client;
  let applicationName: string;

  beforeAll(async () => {
    t = await createTestApp();
    base = `http://127.0.0.1:${await listen(t.app)}`;
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL_TEST });
    await admin.connect();
    applicationName = `satark:${(t.config.database as { schema: string }).schema}`;
  });
  afterAll(async () => {
    await admin.end();
    await t.close();
  });

  /** Ends every connection this test's server holds; returns how many there were. */
  async function terminateServerConnections(): Promise<number> {
    const { rows } = await admin.query<{ ended: boolean }>(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    return rows.length;
  }

  const ready = async () => (await fetch(`${base}/readyz`)).status;

  const report = (token: string, phone: string) =>
    reportNumberOverHttp(base, token, phone, { detail: 'Caught in the cut', timeoutMs: 15_000 });

  it('lives through idle connections being cut, and serves the next request', async () => {
    // Open several pooled connections, then let them go idle.
    expect(new Set(await Promise.all(Array.from({ length: 8 }, ready)))).toEqual(new Set([200]));
    expect(await terminateServerConnections()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await ready()).toBe(200);
    expect(await terminateServerConnections()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { token } = await createSignedInUser(t.db, t.config.jwtSecret);
    expect((await report(token, nextPhone())).status).toBe(201);
  });

  it('under steady traffic, cut three times: every answer is a success or a 503 envelope, none hangs', async () => {
    // Reports are limited per account (http/rate-limits.ts): each account sends fewer than the
    // hourly limit, and a worker moves to a fresh one; a worker with none left stops.
    const users = await Promise.all(Array.from({ length: 120 }, () => createSignedInUser(t.db, t.config.jwtSecret)));
    const perAccount = ABUSE_LIMITS.reportsPerUserPerHour - 1;
    const statuses: number[] = [];
    let running = true;
    const worker = async (w: number) => {
      const mine = users.filter((_, index) => index % 6 === w);
      for (let i = 0; running && i < mine.length * perAccount; i += 1) {
        const answer = await report(mine[Math.floor(i / perAccount)]!.token, nextPhone());
        statuses.push(answer.status);
        if (answer.status !== 201) {
          expect(answer.status).toBe(503);
          expect(answer.body).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
        }
      }
    };
    const workers = Array.from({ length: 6 }, (_, w) => worker(w));
    for (let cut = 0; cut < 3; cut += 1) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await terminateServerConnections();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    running = false;
    await Promise.all(workers);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 201 || status === 503)).toBe(true);
  });

  it('answers 503 with the envelope to requests caught mid-query, then recovers', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => createSignedInUser(t.db, t.config.jwtSecret)));
    const phones = users.map(() => nextPhone());
    // Hold a lock so the reports are certainly inside a query when their connections are cut.
    await admin.query('begin');
    await admin.query(`lock table ${(t.config.database as { schema: string }).schema}.scam_entities in exclusive mode`);
    const pending = users.map(({ token }, i) => report(token, phones[i]!));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await terminateServerConnections()).toBeGreaterThan(0);
    const answers = await Promise.all(pending);
    await admin.query('rollback');

    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        message: SERVER_MESSAGES.serviceUnavailable,
        retryAfter: 5,
      });
    }
    const rows = await t.db
      .selectFrom('scam_entities')
      .select('id')
      .where(
        'unique_id',
        'in',
        phones.map((p) => `+91${p}`),
      )
      .execute();
    expect(rows).toEqual([]);

    // Recovered without a restart: the same reports now go through.
    const again = await Promise.all(users.map(({ token }, i) => report(token, phones[i]!)));
    expect(again.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
  });
});
