// Report Scam form journeys: each type with and without proof, submit failures, and the prefill from
// the check card. The field rules, evidence rules and article dropdown are asserted in
// apps/web/src/features/report-scam/report-form.test.tsx.
import { expect, test, type Page } from '@playwright/test';
import { E2E_PASSWORD, freshPhone, pngFile, runTag, signInPage, signUpViaApi } from './support';

// The service worker would hide the routed failures below from page.route.
test.use({ serviceWorkers: 'block' });
// One reporter per file and project: the tests run in order in one worker.
test.describe.configure({ mode: 'default' });

let reporter: { phone: string; token: string };
test.beforeAll(async ({ request }) => {
  reporter = await signUpViaApi(request, 'Form Reporter');
});

const submit = (page: Page) => page.getByRole('button', { name: 'Submit' }).click();

async function openForm(page: Page) {
  await signInPage(page, reporter.token);
  await page.goto('/report-scam');
  await expect(page.getByRole('heading', { name: 'Report Scam' })).toBeVisible();
}

async function expectSubmitted(page: Page) {
  await expect(page.getByText('Thank you! Your report has been submitted for review.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

test('sends a visitor to login, remembering the form', async ({ page }) => {
  await page.goto('/report-scam');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('reports each type, with and without proof', async ({ page }) => {
  const tag = runTag();
  await openForm(page);

  // Phone with a screenshot and a tagged article.
  await page.getByLabel('Select Type').selectOption('number');
  await page.getByLabel('Phone Number', { exact: true }).fill(freshPhone());
  await page.locator('input[type=file]').setInputFiles(await pngFile());
  const combo = page.getByRole('combobox', { name: 'What Scam is this ?' });
  await combo.click();
  await page.getByRole('listbox', { name: 'What Scam is this ?' }).getByRole('option').first().click();
  await expect(page.getByTestId('article-preview')).toBeVisible();
  await submit(page);
  await expectSubmitted(page);

  // UPI with a description only.
  await page.goto('/report-scam');
  await page.getByLabel('Select Type').selectOption('upi');
  await page.getByLabel('UPI Id', { exact: true }).fill(`fraud.${tag}@ybl`);
  await page.getByLabel('Description').fill('Sent a collect request pretending to be a refund.');
  await submit(page);
  await expectSubmitted(page);

  // SMS from an alphanumeric sender, with proof and content.
  await page.goto('/report-scam');
  await page.getByLabel('Select Type').selectOption('sms');
  await page.getByLabel('Non-number').check();
  await page
    .getByLabel('Sender ID')
    .fill(`VM-K${tag.slice(-5).replace(/\d/g, (d) => String.fromCharCode(65 + Number(d)))}`);
  await page.getByLabel('SMS Content').fill('Your account is blocked, update KYC at bit.ly/x');
  await page.locator('input[type=file]').setInputFiles(await pngFile('sms.png', '#aa3333'));
  await submit(page);
  await expectSubmitted(page);

  // E-mail without proof, tagging a scam type created on the fly.
  await page.goto('/report-scam');
  await page.getByLabel('Select Type').selectOption('email');
  await page.getByLabel('Email Id', { exact: true }).fill(`prize-${tag}@lottery-win.example.in`);
  await page.getByLabel('Email Content').fill('You won a lottery, pay a fee to claim.');
  await combo.fill(`Fake prize ${tag}`);
  await page.getByRole('option', { name: `Add "Fake prize ${tag}"` }).click();
  await expect(combo).toHaveValue(`Fake prize ${tag}`);
  await submit(page);
  await expectSubmitted(page);

  // Website with proof only (no description needed).
  await page.goto('/report-scam');
  await page.getByLabel('Select Type').selectOption('website');
  await page.getByLabel('Website URL').fill(`https://kyc-${tag}.example.in/update`);
  await page.locator('input[type=file]').setInputFiles(await pngFile('site.png', '#22aa22'));
  await submit(page);
  await expectSubmitted(page);
});

test('a server refusal shows its message and re-enables Submit after 3.5 s', async ({ page }) => {
  const number = freshPhone();
  await openForm(page);
  for (const attempt of [1, 2]) {
    if (attempt === 2) await page.goto('/report-scam');
    await page.getByLabel('Select Type').selectOption('number');
    await page.getByLabel('Phone Number', { exact: true }).fill(number);
    await page.getByLabel('Description').fill('Called asking for an OTP.');
    await submit(page);
    if (attempt === 1) await expectSubmitted(page);
  }
  await expect(page.getByText('You have already reported this.')).toBeVisible();
  const button = page.getByRole('button', { name: 'Submit' });
  await expect(button).toBeDisabled();
  await expect(button).toBeEnabled({ timeout: 6_000 });
  await expect(page).toHaveURL(/\/report-scam$/);
});

test('a network failure shows the generic message and re-enables Submit at once', async ({ page }) => {
  await openForm(page);
  await page.route('**/api/v1/scam-report/report-scammer', (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Select Type').selectOption('number');
  await page.getByLabel('Phone Number', { exact: true }).fill(freshPhone());
  await page.getByLabel('Description').fill('Called asking for an OTP.');
  await submit(page);
  await expect(page.getByText('Something went wrong. Please try again later.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
});

test('the check card prefills and locks the form through login', async ({ page }) => {
  const number = freshPhone();
  await page.goto('/');
  await page.getByLabel('Phone Number').fill(number);
  await page.getByRole('button', { name: 'Check for scam' }).click();
  await expect(page.getByText('Phone Number is not reported as scam')).toBeVisible();
  await page
    .getByRole('button', { name: 'Click here!' })
    .or(page.getByRole('link', { name: 'Click here!' }))
    .click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  const form = page.locator('form');
  await form.getByLabel('Phone Number').fill(reporter.phone);
  await form.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/report-scam$/);
  await expect(page.getByLabel('Select Type')).toBeDisabled();
  await expect(page.getByLabel('Select Type')).toHaveValue('number');
  const phone = page.getByLabel('Phone Number', { exact: true });
  await expect(phone).toHaveValue(number);
  await expect(phone).toHaveAttribute('readonly', '');
});
