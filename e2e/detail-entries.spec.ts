// A number reported more often than its detail lists (the newest 500): the detail page goes on past
// them with older pages from the API, 20 cards at a time, to the very first report. The 520 older
// reports are written straight into the e2e server's SQLite file (as a data load would): 520
// sign-ups through the API would take minutes and trip the per-address limits. The server sees the
// write as any other process's (its data version), and everything after it goes through the app.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { createVerifiedScams, E2E_DATA_DIR, runTag } from './support';

test.use({ serviceWorkers: 'block' });

const OLDER = 520;
let entityId: string;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  [entityId] = await createVerifiedScams(request, [
    { type: 'email', uniqueId: `older-${runTag()}@example.in`, detail: 'The newest report' },
  ]);
  const db = new SQLite(path.join(E2E_DATA_DIR, 'satark.db'));
  try {
    db.pragma('busy_timeout = 10000');
    const addUser = db.prepare(
      `insert into users (id, name, country_code, phone_no, password_hash, google_sub, is_verified, rank,
         rank_score, status, deletion_scheduled_at, deleted_at, created_at, updated_at)
       values (?, ?, null, null, null, null, 1, 1, 0, 'ACTIVE', null, null, ?, ?)`,
    );
    const addEntry = db.prepare(
      `insert into report_entries (id, entity_id, reporter_id, detail, article_slug, created_at)
       values (?, ?, ?, ?, null, ?)`,
    );
    // A minute apart, the first an hour before the report made through the API, going back.
    const start = Date.now() - 60 * 60_000;
    db.transaction(() => {
      for (let i = 1; i <= OLDER; i += 1) {
        const at = new Date(start - i * 60_000).toISOString();
        const userId = randomUUID();
        addUser.run(userId, `Older Reporter${i}`, at, at);
        addEntry.run(randomUUID(), entityId, userId, `Older report ${i}`, at);
      }
      db.prepare('update scam_entities set report_count = report_count + ? where id = ?').run(OLDER, entityId);
    })();
  } finally {
    db.close();
  }
});

test('the detail page of a number with 521 reports reads back to the first one', async ({ page }) => {
  test.setTimeout(120_000);
  const olderPages: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/spammer-detail/reports')) olderPages.push(new URL(request.url()).search);
  });
  await page.goto(`/reports/detail/${entityId}`);
  const entries = page.getByRole('region', { name: 'Reports (521)' });
  await expect(entries.getByRole('article')).toHaveCount(20);
  await expect(entries.getByRole('article').first()).toContainText('The newest report');
  await expect(page.getByText('Showing 20 of 521 reports')).toBeVisible();

  const showMore = entries.getByRole('button', { name: /^Show \d+ more$/ });
  // Through the 500 the detail lists: no call for older reports until the step before their end.
  for (let shown = 20; shown < 480; shown += 20) {
    await showMore.click();
    await expect(entries.getByRole('article')).toHaveCount(shown + 20);
  }
  expect(olderPages).toEqual([]);
  await showMore.click();
  await expect(entries.getByRole('article')).toHaveCount(500);
  await expect.poll(() => olderPages.length).toBe(1);
  expect(olderPages[0]).toMatch(/[?&]before=[0-9a-f-]{36}(&|$)/);
  expect(olderPages[0]).toContain('size=100');

  // Past them: the older page's reports, the keyboard focus on the first one added.
  await showMore.click();
  await expect(entries.getByRole('article')).toHaveCount(520);
  await expect(entries.getByRole('article').nth(500)).toContainText('Older report 500');
  await expect(entries.getByRole('article').nth(500)).toBeFocused();
  await expect(page.getByText('Showing 520 of 521 reports')).toBeVisible();
  await entries.getByRole('button', { name: 'Show 1 more' }).click();
  await expect(entries.getByRole('article')).toHaveCount(521);
  await expect(entries.getByRole('article').last()).toContainText(`Older report ${OLDER}`);
  await expect(showMore).toHaveCount(0);
  await expect(page.getByText(/^Showing/)).toHaveCount(0);
  expect(olderPages).toHaveLength(1);
});
