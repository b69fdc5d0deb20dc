// Moderation journeys: a validator verifies and rejects through the modals, proofs are shown and
// downloaded; and the headline journey from a first check to a verified scam.
import { expect, test, type Page } from '@playwright/test';
import {
  clientIpHeaders,
  E2E_PASSWORD,
  freshPhone,
  pngFile,
  readOtp,
  submitReportViaApi,
  runTag,
  signInPage,
  signUpValidator,
  signUpViaApi,
  watchConsole,
} from './support';

test.use({ serviceWorkers: 'block' });
test.describe.configure({ mode: 'default' });

let reporter: { token: string };
let validator: { token: string; phone: string };

test.beforeAll(async ({ request }) => {
  reporter = await signUpViaApi(request, 'Moderated Reporter');
  validator = await signUpValidator(request, 'Vigilant Validator');
});

const openDetail = async (page: Page, id: string) => {
  await page.goto(`/reports/detail/${id}`);
  await expect(page.getByText('Scammer ID')).toBeVisible();
};

test('a validator verifies a report through the modal', async ({ page, request, browser }) => {
  const errors = watchConsole(page);
  const upi = `verify.${runTag()}@okaxis`;
  const { id } = await submitReportViaApi(request, reporter.token, {
    type: 'upi',
    uniqueId: upi,
    detail: 'Fake refund.',
  });

  // A reporter sees the pending report but no moderation buttons.
  await signInPage(page, reporter.token);
  await openDetail(page, id);
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify' })).toHaveCount(0);

  const validatorPage = await browser.newPage({ serviceWorkers: 'block', viewport: page.viewportSize() });
  await signInPage(validatorPage, validator.token);
  await openDetail(validatorPage, id);
  await expect(validatorPage.getByText('Reported By', { exact: true })).toBeVisible();
  await expect(validatorPage.locator('#main').getByText('Moderated R.').first()).toBeVisible();
  await validatorPage.getByRole('button', { name: 'Verify' }).click();
  const dialog = validatorPage.getByRole('dialog', { name: 'Verify report' });
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await dialog.getByLabel('Scammer name').fill('Fake refund desk');
  await expect(dialog.getByText('This field is required')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(validatorPage.getByRole('dialog')).toHaveCount(0);
  await expect(validatorPage.getByText('Active', { exact: true })).toBeVisible();
  await expect(validatorPage.getByText('Fake refund desk')).toBeVisible();
  await expect(validatorPage.getByRole('button', { name: 'Verify' })).toHaveCount(0);
  await validatorPage.close();
  expect(errors).toEqual([]);
});

test('a validator rejects a report; the reason and the verifier are shown', async ({ page, request }) => {
  const site = `reject-${runTag()}.example.in`;
  const { id } = await submitReportViaApi(request, reporter.token, {
    type: 'website',
    uniqueId: site,
    detail: 'Looks odd.',
  });
  await signInPage(page, validator.token);
  await openDetail(page, id);
  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject report' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Reason').fill('   ');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await dialog.getByLabel('Reason').fill('This is the real bank website.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(page.getByText('Reason for reject')).toBeVisible();
  await expect(page.getByText('This is the real bank website.')).toBeVisible();
  await expect(page.getByText('Verified By')).toBeVisible();
  await expect(page.locator('#main').getByText('Vigilant V.')).toBeVisible();
});

test('a failed moderation says so', async ({ page, request }) => {
  const { id } = await submitReportViaApi(request, reporter.token, {
    type: 'email',
    uniqueId: `fail-${runTag()}@example.in`,
    detail: 'x',
  });
  await signInPage(page, validator.token);
  await openDetail(page, id);
  await page.route('**/api/v1/scam-report/scam-verification', (route) =>
    route.fulfill({ status: 500, json: { success: false, code: 'INTERNAL', message: 'boom' } }),
  );
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('dialog').getByLabel('Scammer name').fill('Someone');
  await page.getByRole('button', { name: 'Verify' }).last().click();
  await expect(page.getByText('Something went wrong!')).toBeVisible();
});

test('proofs are grouped, shown as thumbnails and downloaded', async ({ page, request }) => {
  const { id } = await submitReportViaApi(
    request,
    reporter.token,
    { type: 'number', uniqueId: `+91${freshPhone()}`, detail: 'Screenshot attached.' },
    await pngFile('proof shot.png'),
  );
  await signInPage(page, validator.token);
  await openDetail(page, id);
  await expect(page.getByRole('heading', { name: 'Images' })).toBeVisible();
  const thumbnail = page.getByRole('img', { name: /^Proof image/ });
  await expect(thumbnail).toBeVisible();
  await expect(thumbnail).toHaveJSProperty('naturalWidth', 96);
  const download = page.waitForEvent('download');
  await page
    .locator('#main')
    .getByRole('button', { name: /^Download / })
    .click();
  expect((await download).suggestedFilename()).toMatch(/\.png$/);

  // The signed URL no longer answers: the thumbnail and the download say so.
  await page.route('**/api/v1/scam-report/file**', (route) =>
    route.fulfill({ status: 404, json: { success: false, code: 'NOT_FOUND', message: 'File not found.' } }),
  );
  await page
    .locator('#main')
    .getByRole('button', { name: /^Download / })
    .click();
  await expect(page.getByText('Download failed. File no longer available.')).toBeVisible();
  await page.route('**/files/**', (route) => route.abort());
  await page.reload();
  await expect(page.getByText('Unable to load image.')).toBeVisible();
});

test('a thumbnail says it is loading until the image arrives', async ({ page, request }) => {
  const { id } = await submitReportViaApi(
    request,
    reporter.token,
    { type: 'number', uniqueId: `+91${freshPhone()}` },
    await pngFile('slow.png'),
  );
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/files/**', async (route) => {
    await held;
    await route.continue();
  });
  await signInPage(page, validator.token);
  await openDetail(page, id);
  await expect(page.getByText('Loading thumbnail...')).toBeVisible();
  release();
  await expect(page.getByRole('img', { name: /^Proof image/ })).toBeVisible();
  await expect(page.getByText('Loading thumbnail...')).toHaveCount(0);
});

test('headline: a new user reports an unreported number, a validator verifies it, the check shows it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const number = freshPhone();
  const me = freshPhone();
  await page.setExtraHTTPHeaders(clientIpHeaders());

  // Not reported yet.
  await page.goto('/');
  await page.getByLabel('Phone Number').fill(number);
  await page.getByRole('button', { name: 'Check for scam' }).click();
  await expect(page.getByText('Phone Number is not reported as scam')).toBeVisible();
  await page
    .getByRole('button', { name: 'Click here!' })
    .or(page.getByRole('link', { name: 'Click here!' }))
    .click();

  // Sign up on the way.
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page
    .getByRole('dialog')
    .getByRole('link', { name: 'Register' })
    .or(page.locator('main form').getByRole('link', { name: 'Register' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/auth\/register$/);
  const form = page.locator('form');
  await form.getByLabel('Phone Number').fill(me);
  await form.getByLabel('Name').fill('Asha Headline');
  await form.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await form.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(/\/auth\/verify-otp$/);
  const code = await readOtp(request, me);
  for (const [index, digit] of [...code].entries()) {
    await page.getByLabel(`Digit ${index + 1} of 4`).fill(digit);
  }
  await page.getByRole('button', { name: 'Verify OTP' }).click();

  // The form opens prefilled and locked; report with a screenshot.
  await expect(page).toHaveURL(/\/report-scam$/);
  await expect(page.getByLabel('Phone Number', { exact: true })).toHaveValue(number);
  await page.getByLabel('Description').fill('Called claiming to be from my bank and asked for the OTP.');
  await page.locator('input[type=file]').setInputFiles(await pngFile('bank call.png'));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Thank you! Your report has been submitted for review.')).toBeVisible();

  // A validator finds it in the list and verifies it.
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: page.viewportSize()! });
  const validatorPage = await context.newPage();
  await signInPage(validatorPage, validator.token);
  await validatorPage.goto(`/reports?search=${number}`);
  await validatorPage
    .getByRole('link', { name: /^View report of/ })
    .first()
    .click();
  await expect(validatorPage.getByText('Asha H.').first()).toBeVisible();
  await expect(validatorPage.getByRole('img', { name: /^Proof image/ })).toBeVisible();
  await validatorPage.getByRole('button', { name: 'Verify' }).click();
  await validatorPage.getByRole('dialog').getByLabel('Scammer name').fill('Fake bank officer');
  await validatorPage.getByRole('button', { name: 'Verify' }).last().click();
  await expect(validatorPage.getByText('Active', { exact: true })).toBeVisible();
  await context.close();

  // The check now says scam, with the count and the date.
  await page.goto('/');
  await page.getByLabel('Phone Number').fill(number);
  await page.getByRole('button', { name: 'Check for scam' }).click();
  await expect(page.getByText('Identified as scam')).toBeVisible();
  await expect(page.getByText('1 SCAM REPORTS')).toBeVisible();
  const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata' }).format(new Date()).replaceAll('/', '-');
  await expect(page.getByText(`Last Reported on ${today}`)).toBeVisible();
});
