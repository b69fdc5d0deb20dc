// Reading a busy number's older reports while others report it, through a real listening server, on
// SQLite (the pages read on the reader thread while the reports write on the main connection) and
// (with DATABASE_URL_TEST) PostgreSQL: each reader's pages, taken in turns with the writes, are
// exactly the entries that were older than where it started, none twice and none missed.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSignedInUser, nextPhone } from '../../test/factories.js';
import { listen, reportNumberOverHttp } from '../../test/real-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = `http://127.0.0.1:${await listen(t.app)}`;
});
afterAll(async () => t.close());

const report = (token: string, phone: string) =>
  reportNumberOverHttp(base, token, phone, { detail: 'Same caller again' });

interface Page {
  data: { id: string }[];
  hasMore: boolean;
}

async function readOlderThan(entityId: string, before: string, token: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor = before;
  for (let pages = 0; pages < 40; pages += 1) {
    const response = await fetch(
      `${base}/api/v1/scam-report/spammer-detail/reports?id=${entityId}&before=${cursor}&size=4`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(response.status).toBe(200);
    const page = (await response.json()) as Page;
    ids.push(...page.data.map((entry) => entry.id));
    if (!page.hasMore) return ids;
    cursor = page.data.at(-1)!.id;
  }
  throw new Error('more pages than entries');
}

it('readers paging back through a number get every older report once while 20 new ones arrive', async () => {
  const phone = nextPhone();
  const reporters = await Promise.all(Array.from({ length: 45 }, () => createSignedInUser(t.db, t.config.jwtSecret)));
  const validator = await createSignedInUser(t.db, t.config.jwtSecret, { rank: 11 });
  // 25 reports first, one after another so that their times are in order.
  let entityId = '';
  for (const { token } of reporters.slice(0, 25)) {
    const created = await report(token, phone);
    expect(created.status).toBe(201);
    entityId = created.body.data.id;
  }
  const detail = await fetch(`${base}/api/v1/scam-report/spammer-detail?id=${entityId}`, {
    headers: { authorization: `Bearer ${validator.token}` },
  });
  const listed = ((await detail.json()) as { data: { reports: { id: string }[] } }).data.reports.map(
    (entry) => entry.id,
  );
  expect(listed).toHaveLength(25);

  // Eight readers start after the newest, the fifth and the tenth entry, while 20 people report.
  const starts = [0, 4, 9, 0, 4, 9, 0, 4];
  const [readings, reports] = await Promise.all([
    Promise.all(starts.map((start) => readOlderThan(entityId, listed[start]!, validator.token))),
    Promise.all(reporters.slice(25).map(({ token }) => report(token, phone))),
  ]);
  expect(reports.map((answer) => answer.status)).toEqual(Array(20).fill(201));
  starts.forEach((start, reader) => expect(readings[reader], `reader ${reader}`).toEqual(listed.slice(start + 1)));

  // Afterwards the detail lists all 45, the 20 new ones first.
  const after = await fetch(`${base}/api/v1/scam-report/spammer-detail?id=${entityId}`, {
    headers: { authorization: `Bearer ${validator.token}` },
  });
  const all = ((await after.json()) as { data: { reportCount: number; reports: { id: string }[] } }).data;
  expect(all.reportCount).toBe(45);
  expect(all.reports.slice(20).map((entry) => entry.id)).toEqual(listed);
});
