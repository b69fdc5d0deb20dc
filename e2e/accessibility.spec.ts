// axe-core on every main page, in both projects: any serious or critical violation fails the
// journey (e2e/support.ts, expectAccessible). Pages are checked with their content loaded, the
// signed-in pages as a validator (who also sees the review page, both its tabs) with notices of
// their own.
import { expect, test, type Page } from '@playwright/test';
import {
  createVerifiedScams,
  expectAccessible,
  freshPhone,
  isPhone,
  signInWithToken,
  signUpValidator,
  signUpViaApi,
  submitReportViaApi,
  watchConsole,
} from './support';

test.use({ serviceWorkers: 'block' });
// A test here loads up to a dozen pages and runs axe on each (seconds apiece on a busy 2-core machine).
test.describe.configure({ timeout: 180_000 });

let reportedPhone: string;
let reportId: string;
let validatorToken: string;

test.beforeAll(async ({ request }) => {
  reportedPhone = freshPhone();
  [reportId] = await createVerifiedScams(request, [
    { type: 'number', uniqueId: reportedPhone, detail: 'Called pretending to be from the bank.' },
  ]);
  validatorToken = (await signUpValidator(request, 'Accessible Validator')).token;

  // Content for /notifications and the review page's Disputes tab: the validator reports a number,
  // a second validator verifies it (a notice) and someone who says they own it disputes it (an open
  // dispute, and a second notice).
  const listing = await submitReportViaApi(request, validatorToken, {
    type: 'number',
    uniqueId: freshPhone(),
    detail: 'Asked for a fee to release a parcel.',
  });
  const verifier = await signUpValidator(request, 'Accessible Verifier');
  const verified = await request.post('/api/v1/scam-report/scam-verification', {
    headers: { Authorization: `Bearer ${verifier.token}`, 'App-Check': 'web' },
    data: { id: listing.id, name: 'Fake courier' },
  });
  expect(verified.ok(), await verified.text()).toBeTruthy();
  const owner = await signUpViaApi(request, 'Accessible Owner');
  const disputed = await request.post('/api/v1/scam-report/disputes', {
    headers: { Authorization: `Bearer ${owner.token}`, 'App-Check': 'web' },
    multipart: {
      json: JSON.stringify({ id: listing.id, reason: 'This is the number of my shop, not a courier.' }),
    },
  });
  expect(disputed.status(), await disputed.text()).toBe(201);
});

const mainHeading = (page: Page) => page.locator('#main h1, main h1').first();

/** Waits until a page shows its content. */
type Ready = (page: Page) => Promise<void>;

/** Opens each page, waits for its content and runs axe on it, one step per page. */
async function checkPages(page: Page, pages: [string, Ready][]) {
  for (const [path, ready] of pages) {
    await test.step(path, async () => {
      await page.goto(path);
      await ready(page);
      await expectAccessible(page);
    });
  }
}

test('home with a check result shown', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Phone', exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(/Phone Number/).fill(reportedPhone);
  await page.getByRole('button', { name: 'Check for scam' }).click();
  await expect(page.getByTestId('check-result')).toBeVisible();
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('public pages', async ({ page }) => {
  const pages: [string, Ready][] = [
    [
      '/learn',
      (p) => expect(p.getByRole('list', { name: 'Learn about scams' }).getByRole('article').first()).toBeVisible(),
    ],
    ['/leader-board', (p) => expect(mainHeading(p)).toBeVisible()],
    ['/reports', (p) => expect(p.getByRole('main').getByRole('link').first()).toBeVisible()],
    [`/reports/detail/${reportId}`, (p) => expect(p.getByText('Scammer ID')).toBeVisible()],
    ['/auth/login', (p) => expect(p.getByRole('dialog')).toBeVisible()],
    ['/auth/register', (p) => expect(p.getByRole('dialog')).toBeVisible()],
    ['/privacy-policy', (p) => expect(mainHeading(p)).toBeVisible()],
    ['/terms-of-use', (p) => expect(mainHeading(p)).toBeVisible()],
    ['/about', (p) => expect(mainHeading(p)).toBeVisible()],
    ['/faq', (p) => expect(mainHeading(p)).toBeVisible()],
    ['/no/such/page', (p) => expect(mainHeading(p)).toBeVisible()],
  ];
  await checkPages(page, pages);
  // An article: the first card of the list.
  await test.step('an article', async () => {
    await page.goto('/learn');
    await page.getByRole('list', { name: 'Learn about scams' }).getByRole('article').first().getByRole('link').click();
    await expect(page.locator('.article-body p').first()).toBeVisible();
    await expectAccessible(page);
  });
});

test('signed-in pages, as a validator', async ({ page }) => {
  await signInWithToken(page, validatorToken);
  const pages: [string, Ready][] = [
    ['/report-scam', (p) => expect(p.getByLabel('Select Type')).toBeVisible()],
    [
      '/report-scam',
      // The article combobox, open on its listbox.
      async (p) => {
        await p.getByRole('combobox', { name: 'What Scam is this ?' }).click();
        await expect(p.getByRole('listbox', { name: 'What Scam is this ?' }).getByRole('option').first()).toBeVisible();
      },
    ],
    ['/reports?reportType=myreport', (p) => expect(mainHeading(p)).toBeVisible()],
    ['/my-disputes', (p) => expect(mainHeading(p)).toBeVisible()],
    ['/review', (p) => expect(p.getByRole('tab').first()).toBeVisible()],
  ];
  await checkPages(page, pages);
  // The phone's menu drawer, open.
  if (isPhone(page)) {
    await test.step('the menu drawer', async () => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeVisible();
      await expectAccessible(page);
    });
  }
});

// A test of its own, so each stays well inside the timeout on a busy machine (an axe run takes seconds).
test("the review page's Disputes tab and the notifications page, as a validator", async ({ page }) => {
  await signInWithToken(page, validatorToken);
  await checkPages(page, [
    [
      '/review',
      // The Disputes tab, with the open dispute made above (or older ones) listed.
      async (p) => {
        await p.getByRole('tab', { name: 'Disputes' }).click();
        await expect(p.getByRole('tab', { name: 'Disputes' })).toHaveAttribute('aria-selected', 'true');
        await expect(p.getByTestId('dispute-item').first()).toBeVisible();
      },
    ],
    [
      '/notifications',
      // The two notices the validator's report got (a validator may have others, such as on promotion).
      async (p) => {
        await expect(p.locator('[data-testid="notification"][data-kind="REPORT_VERIFIED"]')).toBeVisible();
        await expect(p.locator('[data-testid="notification"][data-kind="ENTITY_DISPUTED"]')).toBeVisible();
      },
    ],
  ]);
});

test('the check fails on a serious violation and names it', async ({ page }) => {
  await page.goto('/faq');
  await expect(mainHeading(page)).toBeVisible();
  // A button without a name (critical) and an image without a text alternative (critical).
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML(
      'beforeend',
      '<button type="button" id="nameless"></button><img id="no-alt" src="/favicon.ico">',
    );
  });
  const failure = await expectAccessible(page).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain('button-name');
  expect(failure).toContain('#nameless');
  expect(failure).toContain('image-alt');
});
