// Owner disputes, the validators' review page and notifications (API.md "Owner disputes",
// "Validators' queue and notifications"): an owner registers with the listed number and disputes,
// a validator removes the listing from /review, the check clears, and both sides are told.
import { expect, test, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import {
  clientIpHeaders,
  freshPhone,
  readOtp,
  signInWithToken,
  signUpValidator,
  signUpViaApi,
  STRONG_PASSWORD,
  submitReportViaApi,
  watchConsole,
} from './support';

const shotsDir = 'test-results/disputes-screens';
/** 360 px is the phone most people use; the phone project is 390 px wide. */
const narrow = (testInfo: TestInfo) => testInfo.project.name === 'phone';

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: `${shotsDir}/${name}-${testInfo.project.name}.png`, fullPage: true });
}

/** A page of its own (cookies, storage) for a second person, with this project's device settings. */
async function pageFor(browser: Browser, testInfo: TestInfo, token?: string): Promise<Page> {
  const use = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: narrow(testInfo) ? { width: 360, height: 780 } : use.viewport,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    deviceScaleFactor: use.deviceScaleFactor,
  });
  const page = await context.newPage();
  if (token) await signInWithToken(page, token);
  return page;
}

/** The bell's list, opened; returns the panel. */
async function openNotifications(page: Page) {
  await page.getByTestId('notification-bell').click();
  const panel = page.getByTestId('notification-panel');
  await expect(panel).toBeVisible();
  return panel;
}

test('an owner disputes, a validator removes the listing, the check clears and both sides are told', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const phone = freshPhone();
  const scammerId = `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

  // A reporter lists the number and a first validator verifies it.
  const reporter = await signUpViaApi(request, 'Asha Reporter');
  const listing = await submitReportViaApi(request, reporter.token, {
    type: 'number',
    uniqueId: phone,
    detail: 'Called about a KYC update and asked for my OTP.',
  });
  const verifier = await signUpValidator(request, 'First Validator');
  const verified = await request.post('/api/v1/scam-report/scam-verification', {
    headers: { Authorization: `Bearer ${verifier.token}`, 'App-Check': 'web' },
    data: { id: listing.id, name: 'Fake KYC' },
  });
  expect(verified.ok()).toBeTruthy();

  // The owner registers with the listed number in the app.
  const owner = await pageFor(browser, testInfo);
  const ownerErrors = watchConsole(owner);
  await owner.setExtraHTTPHeaders(clientIpHeaders());
  await owner.goto('/auth/register');
  const register = owner.getByRole('dialog', { name: 'Register' });
  await register.getByLabel('Phone Number').fill(phone);
  await register.getByLabel('Name').fill('Ravi Owner');
  await register.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await register.getByRole('button', { name: 'Send OTP' }).click();
  await expect(owner).toHaveURL('/auth/verify-otp');
  const code = await readOtp(request, phone);
  const verify = owner.getByRole('dialog', { name: 'Verify OTP' });
  for (const [index, digit] of [...code].entries()) await verify.getByLabel(`Digit ${index + 1} of 4`).fill(digit);
  await verify.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(owner).toHaveURL('/home');

  // The detail page says what happens before the form; the success screen gives the reference.
  await owner.goto(`/reports/detail/${listing.id}`);
  await expect(owner.getByRole('heading', { name: scammerId })).toBeVisible();
  await expect(owner.getByTestId('disputed-notice')).toHaveCount(0);
  const entry = owner.getByTestId('dispute-entry');
  await expect(entry.getByText('Is this your number?')).toBeVisible();
  await entry.getByRole('button', { name: 'Dispute this listing' }).click();
  const explain = owner.getByRole('dialog', { name: 'Dispute a listing' });
  await expect(explain.getByText('within 15 days', { exact: false })).toBeVisible();
  await expect(explain.getByText('proves that you own this number', { exact: false })).toBeVisible();
  await expect(explain.getByText('your dispute counts as coming from the owner', { exact: false })).toBeVisible();
  await shoot(owner, testInfo, '1-explain');
  await explain.getByRole('button', { name: 'Continue' }).click();
  const form = owner.getByRole('dialog', { name: 'Why is this listing wrong?' });
  await form.getByLabel('Reason (at least 20 characters)').fill('Too short');
  await form.getByRole('button', { name: 'Send dispute' }).click();
  await expect(form.getByText('Write at least 20 characters')).toBeVisible();
  await form
    .getByLabel('Reason (at least 20 characters)')
    .fill('This is the number of my grocery shop for ten years. A rival reported it after a quarrel.');
  await shoot(owner, testInfo, '2-form');
  await form.getByRole('button', { name: 'Send dispute' }).click();
  const success = owner.getByRole('dialog', { name: 'Dispute received' });
  const reference = (await success.getByTestId('dispute-reference').textContent()) ?? '';
  expect(reference).toMatch(/^SAT-D-[2-9A-HJKMNP-Z]{6}$/);
  await shoot(owner, testInfo, '3-success');
  await success.getByRole('button', { name: 'Done' }).click();
  await owner.reload();
  await expect(owner.getByTestId('disputed-notice')).toContainText('The owner of this number disputes this listing');
  await shoot(owner, testInfo, '4-detail-notice');

  // A visitor who checks the number on the home check card still gets the warning, with the
  // notice that the owner disputes it and the way to dispute.
  const visitor = await pageFor(browser, testInfo);
  await visitor.goto('/');
  await visitor.getByRole('tab', { name: 'Phone', exact: true }).click();
  await visitor.getByLabel('Phone Number').fill(phone);
  await visitor.getByRole('button', { name: 'Check for scam' }).click();
  const scamResult = visitor.getByTestId('check-result');
  await expect(scamResult).toHaveAttribute('data-result', 'scam');
  await expect(scamResult.getByTestId('disputed-notice')).toContainText(
    'The owner of this number disputes this listing',
  );
  const resultEntry = scamResult.getByTestId('dispute-entry');
  await expect(resultEntry.getByText('Is this your number?')).toBeVisible();
  await expect(resultEntry.getByRole('button', { name: 'Dispute this listing' })).toBeVisible();
  await shoot(visitor, testInfo, '4b-check-disputed');

  // The reporter hears about the dispute.
  const reporterPage = await pageFor(browser, testInfo, reporter.token);
  await reporterPage.goto('/');
  await expect(reporterPage.getByTestId('notification-count')).toHaveText('2');
  let panel = await openNotifications(reporterPage);
  await expect(panel.getByText(`Your report of ${scammerId} was verified`, { exact: false })).toBeVisible();
  await expect(
    panel.getByText(`Someone who says they own ${scammerId} disputes your report`, { exact: false }),
  ).toBeVisible();
  await shoot(reporterPage, testInfo, '5-bell');
  await reporterPage.keyboard.press('Escape');
  await expect(reporterPage.getByTestId('notification-count')).toHaveCount(0);

  // The validator who verified the listing may not decide: the review page says why.
  const verifierPage = await pageFor(browser, testInfo, verifier.token);
  await verifierPage.goto('/review');
  await verifierPage.getByRole('tab', { name: 'Disputes' }).click();
  const own = verifierPage.getByTestId('dispute-item').filter({ hasText: reference });
  await own.getByRole('button', { name: 'Remove listing' }).click();
  const refuse = verifierPage.getByRole('dialog', { name: 'Remove the listing' });
  await refuse.getByLabel('Note to the owner (required)').fill('I verified this one myself.');
  await refuse.getByRole('button', { name: 'Remove listing' }).click();
  await expect(
    verifierPage.getByText('You cannot decide a dispute about a listing you reported or verified.'),
  ).toBeVisible();
  await refuse.getByRole('button', { name: 'Cancel' }).click();
  await expect(verifierPage.getByTestId('dispute-item').filter({ hasText: reference })).toHaveCount(1);

  // Another validator removes it from /review.
  const reviewer = await signUpValidator(request, 'Second Validator');
  const review = await pageFor(browser, testInfo, reviewer.token);
  const reviewErrors = watchConsole(review);
  await review.goto('/review');
  await expect(review.getByRole('heading', { name: 'Review' })).toBeVisible();
  await review.getByRole('tab', { name: 'Disputes' }).click();
  const item = review.getByTestId('dispute-item').filter({ hasText: reference });
  await expect(item.getByText('Owner verified', { exact: false })).toBeVisible();
  await expect(item.getByText('A rival reported it after a quarrel.', { exact: false })).toBeVisible();
  await expect(item.getByText('Called about a KYC update', { exact: false })).toBeVisible();
  await shoot(review, testInfo, '6-review-disputes');
  await item.getByRole('button', { name: 'Remove listing' }).click();
  const decide = review.getByRole('dialog', { name: 'Remove the listing' });
  await decide.getByRole('button', { name: 'Remove listing' }).click();
  await expect(decide.getByText('Write a note that explains the decision')).toBeVisible();
  await decide.getByLabel('Note to the owner (required)').fill('The shop licence shows this number since 2015.');
  await decide.getByRole('button', { name: 'Remove listing' }).click();
  await expect(review.getByText('The listing has been removed. The owner will be told.')).toBeVisible();
  await expect(review.getByTestId('dispute-item').filter({ hasText: reference })).toHaveCount(0);

  // The check now answers "not reported", in words the visitor reads.
  await visitor.goto('/');
  await visitor.getByRole('tab', { name: 'Phone', exact: true }).click();
  await visitor.getByLabel('Phone Number').fill(phone);
  await visitor.getByRole('button', { name: 'Check for scam' }).click();
  const clear = visitor.getByTestId('check-result');
  await expect(clear).toHaveAttribute('data-result', 'clear');
  await expect(clear.getByText('Phone Number is not reported as scam')).toBeVisible();
  await expect(clear.getByTestId('disputed-notice')).toHaveCount(0);

  // Both sides find a notice that says what happened.
  await owner.goto('/');
  panel = await openNotifications(owner);
  await expect(
    panel.getByText(`Your dispute about ${scammerId} was accepted and the listing was removed.`, { exact: false }),
  ).toBeVisible();
  await owner.keyboard.press('Escape');
  await reporterPage.reload();
  panel = await openNotifications(reporterPage);
  await expect(
    panel.getByText(`Your report of ${scammerId} was rejected. Reason: Removed after review of the owner's dispute`, {
      exact: false,
    }),
  ).toBeVisible();

  // My disputes shows the decision and its note.
  await owner.goto('/my-disputes');
  const mine = owner.getByTestId('my-dispute').filter({ hasText: reference });
  await expect(mine.getByText('Listing removed')).toBeVisible();
  await expect(mine.getByText('The shop licence shows this number since 2015.')).toBeVisible();
  await shoot(owner, testInfo, '7-my-disputes');
  expect(ownerErrors).toEqual([]);
  expect(reviewErrors).toEqual([]);
});

/**
 * The queue is oldest first and other journeys add to it in parallel, so a fresh listing sits on
 * the last page, or a page before it once other validators have cleared older ones.
 */
async function findInQueue(page: Page, card: Locator) {
  await expect(page.getByText(/for review, oldest first/)).toBeVisible();
  const current = page.getByRole('navigation', { name: 'Pagination' }).locator('[aria-current="page"]');
  if ((await current.count()) === 0) return; // one page: the listing is on it
  const turnTo = async (button: 'Last page' | 'Previous page') => {
    const loaded = page.waitForResponse((response) => response.url().includes('/moderation/queue'));
    await page.getByRole('button', { name: button }).click();
    await loaded;
    // Let React render the page that just arrived before looking for the card.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  };
  await turnTo('Last page');
  for (let tries = 0; tries < 5 && !(await card.isVisible()); tries += 1) {
    if (Number(await current.textContent()) <= 1) break;
    await turnTo('Previous page');
  }
}

test('the review page: 404 for a non-validator; a validator verifies from the queue', async ({
  browser,
  request,
}, testInfo) => {
  const reporter = await signUpViaApi(request, 'Queue Reporter');
  const phone = freshPhone();
  const listing = await submitReportViaApi(request, reporter.token, {
    type: 'number',
    uniqueId: phone,
    detail: 'Offered a job if I paid a registration fee.',
  });

  const plain = await pageFor(browser, testInfo, reporter.token);
  await plain.goto('/review');
  await expect(plain.getByText('404', { exact: true })).toBeVisible();
  await expect(plain.getByRole('tab', { name: 'Disputes' })).toHaveCount(0);

  const validator = await signUpValidator(request, 'Queue Validator');
  const page = await pageFor(browser, testInfo, validator.token);
  const errors = watchConsole(page);
  await page.goto('/');
  // The entry is in the user menu on a wide screen and in the drawer on a phone.
  if (narrow(testInfo)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Main menu' }).getByRole('link', { name: 'Review' }).click();
  } else {
    await page.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Review' }).click();
  }
  await expect(page).toHaveURL('/review');
  const card = page.getByTestId('queue-item').filter({ hasText: listing.scammerId });
  await findInQueue(page, card);
  await expect(card.getByText('Offered a job if I paid a registration fee.')).toBeVisible();
  await shoot(page, testInfo, '8-review-queue');
  await card.getByRole('button', { name: 'Verify' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify report' });
  await dialog.getByLabel('Scammer name').fill('Job fee fraud');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('queue-item').filter({ hasText: listing.scammerId })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the about and privacy pages name the grievance officer and the 24-hour / 15-day promise', async ({
  browser,
}, testInfo) => {
  const page = await pageFor(browser, testInfo);
  for (const path of ['/about', '/privacy-policy']) {
    await page.goto(path);
    const section = page.getByTestId('grievance-contact');
    await expect(section.getByRole('link', { name: 'grievance@satark.example.in' })).toBeVisible();
    await expect(section.getByText('within 24 hours and resolve it within 15 days', { exact: false })).toBeVisible();
  }
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  const hindi = page.getByTestId('grievance-contact');
  await expect(hindi.getByRole('heading', { name: 'शिकायत अधिकारी' })).toBeVisible();
  await expect(hindi.getByText('24 घंटों के भीतर', { exact: false })).toBeVisible();
  await shoot(page, testInfo, '9-privacy-hi');
});
