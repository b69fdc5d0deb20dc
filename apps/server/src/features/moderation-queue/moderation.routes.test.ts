// The validators' queue reads a page's entries in one statement (on SQLite's reader thread): each
// entity must still show exactly the entries its detail page shows. Runs on SQLite and, with
// DATABASE_URL_TEST, PostgreSQL. The queue's order and total: disputes.routes.test.ts.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newId } from '../../lib/ids.js';
import { createReportedEntity, createSignedInUser, createUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number, plusSeconds = 0) =>
  new Date(Date.now() - days * DAY_MS + plusSeconds * 1000).toISOString();

/** `count` more entries on the entity, by new users, one second apart after `from`. */
async function addEntries(entityId: string, count: number, from: number, detail: (index: number) => string) {
  for (let start = 0; start < count; start += 100) {
    const reporters = await Promise.all(
      Array.from({ length: Math.min(100, count - start) }, (_, i) =>
        createUser(t.db, { name: `Reporter ${start + i}` }),
      ),
    );
    await t.db
      .insertInto('report_entries')
      .values(
        reporters.map((reporter, i) => ({
          id: newId(),
          entity_id: entityId,
          reporter_id: reporter.id,
          detail: detail(start + i),
          article_slug: null,
          created_at: daysAgo(from, start + i + 1),
        })),
      )
      .execute();
  }
}

it("shows each entity's entries as its detail page does: newest first, at most 500, the verifier's name on the ones moderated", async () => {
  const validator = await createSignedInUser(t.db, t.config.jwtSecret, { rank: 11, rank_score: 200 });
  const reporter = await createUser(t.db, { name: 'Asha Verma' });
  const crowded = await createReportedEntity(t.db, {
    status: 'PENDING',
    reporterId: reporter.id,
    createdAt: daysAgo(30),
  });
  await addEntries(crowded.entity.id, 501, 30, (i) => `Call number ${i}`);
  const hindi = await createReportedEntity(t.db, {
    status: 'PENDING',
    reporterId: reporter.id,
    createdAt: daysAgo(20),
    detail: 'बैंक से बोल रहा हूँ, OTP बताइए',
  });
  await addEntries(hindi.entity.id, 2, 20, (i) => `दूसरी शिकायत ${i}`);
  // Reopened after a decision: the entries before it carry the verifier's name, the later one not.
  const reopened = await createReportedEntity(t.db, {
    status: 'PENDING',
    reporterId: reporter.id,
    createdAt: daysAgo(10),
  });
  await addEntries(reopened.entity.id, 1, 9, () => 'Reported again after the decision');
  const earlierVerifier = await createUser(t.db, { name: 'Meera Sharma', rank: 12 });
  await t.db
    .updateTable('scam_entities')
    .set({ verifier_id: earlierVerifier.id, moderated_at: daysAgo(9.5) })
    .where('id', '=', reopened.entity.id)
    .execute();

  const queue = await t.request({ url: '/api/v1/moderation/queue?size=10', token: validator.token });
  expect(queue.statusCode).toBe(200);
  const page: { id: string; reports: { detail: string; verifier: { name: string } | null }[] }[] = queue.json().data;
  expect(page.map((entity) => entity.id)).toEqual([crowded.entity.id, hindi.entity.id, reopened.entity.id]);
  for (const entity of page) {
    const detail = await t.request({
      url: `/api/v1/scam-report/spammer-detail?id=${entity.id}`,
      token: validator.token,
    });
    expect(entity.reports).toEqual(detail.json().data.reports);
  }
  const [crowdedReports, hindiReports, reopenedReports] = page.map((entity) => entity.reports);
  expect(crowdedReports).toHaveLength(500);
  // 502 entries: the newest 500, so the first report and the next one are left out.
  expect(crowdedReports![0]!.detail).toBe('Call number 500');
  expect(crowdedReports![499]!.detail).toBe('Call number 1');
  expect(hindiReports!.map((entry) => entry.detail)).toEqual([
    'दूसरी शिकायत 1',
    'दूसरी शिकायत 0',
    'बैंक से बोल रहा हूँ, OTP बताइए',
  ]);
  expect(reopenedReports!.map((entry) => entry.verifier)).toEqual([null, { name: 'Meera S.' }]);
});

it("leaves out the validator's own reports on every page, wherever they fall between the others", async () => {
  const validator = await createSignedInUser(t.db, t.config.jwtSecret, { rank: 11, rank_score: 200 });
  const reporter = await createUser(t.db);
  // The oldest PENDING entities of this file, so they open the queue: the validator reported the 2nd and 4th.
  const entities = [];
  for (let i = 0; i < 5; i++) {
    const reporterId = i === 1 || i === 3 ? validator.user.id : reporter.id;
    entities.push(
      (await createReportedEntity(t.db, { status: 'PENDING', reporterId, createdAt: daysAgo(100 - i) })).entity,
    );
  }
  const page = async (number: number, size: number) => {
    const response = await t.request({
      url: `/api/v1/moderation/queue?page=${number}&size=${size}`,
      token: validator.token,
    });
    return (response.json().data as { id: string }[]).map((entity) => entity.id);
  };
  const [first, , third, , fifth] = entities.map((entity) => entity.id);
  expect([...(await page(1, 1)), ...(await page(2, 1)), ...(await page(3, 1))]).toEqual([first, third, fifth]);
  expect(await page(1, 2)).toEqual([first, third]);
  expect((await page(2, 2))[0]).toBe(fifth);
});

it('an empty page reads no entries', async () => {
  const validator = await createSignedInUser(t.db, t.config.jwtSecret, { rank: 11, rank_score: 200 });
  const queue = await t.request({ url: '/api/v1/moderation/queue?page=1000&size=10', token: validator.token });
  expect(queue.statusCode).toBe(200);
  expect(queue.json().data).toEqual([]);
});

it('reads every page of a queue deeper than 100 entities in order, ties by id (PostgreSQL reads the ids of each page first, then their rows)', async () => {
  const validator = await createSignedInUser(t.db, t.config.jwtSecret, { rank: 11, rank_score: 200 });
  const reporter = await createUser(t.db);
  // 140 PENDING entities, three to a second (ties in created_at), every fifth reported by the validator.
  for (let i = 0; i < 140; i++) {
    const reporterId = i % 5 === 0 ? validator.user.id : reporter.id;
    await createReportedEntity(t.db, { status: 'PENDING', reporterId, createdAt: daysAgo(50, Math.floor(i / 3)) });
  }
  // The queue as a sort in JavaScript: every PENDING entity of the database the validator did not report.
  const own = new Set(
    (
      await t.db.selectFrom('report_entries').select('entity_id').where('reporter_id', '=', validator.user.id).execute()
    ).map((row) => row.entity_id),
  );
  const pending = await t.db
    .selectFrom('scam_entities')
    .select(['id', 'created_at'])
    .where('status', '=', 'PENDING')
    .execute();
  const expected = pending
    .filter((entity) => !own.has(entity.id))
    .sort((a, b) => (a.created_at === b.created_at ? (a.id < b.id ? -1 : 1) : a.created_at < b.created_at ? -1 : 1))
    .map((entity) => entity.id);
  expect(expected.length).toBeGreaterThan(110);

  for (const size of [7, 50]) {
    const read: string[] = [];
    for (let number = 1; ; number++) {
      const response = await t.request({
        url: `/api/v1/moderation/queue?page=${number}&size=${size}`,
        token: validator.token,
      });
      expect(response.statusCode).toBe(200);
      const ids = (response.json().data as { id: string }[]).map((entity) => entity.id);
      if (ids.length === 0) break;
      read.push(...ids);
    }
    expect(read).toEqual(expected);
  }
});
