// A check that helps before anyone has reported (API.md "Answers beyond the database"): the
// signals of a pasted scam message and what was looked for, the calm Official card for 1930, and
// the refusal to report an official number.
import { expect, test, type Page } from '@playwright/test';
import { signInPage, signUpViaApi, watchConsole } from './support';

const SCAM_SMS =
  'Dear SBI customer, your YONO account will be blocked today. Update PAN at https://sbi-kyc-update.in/login ' +
  'or call 98765 43210 and share the OTP with our executive.';

/** Screenshots at the project's width (1440 px desktop, 360 px phone) for a person to look at. */
async function shoot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.setViewportSize({ width: width > 500 ? 1440 : 360, height: 900 });
  await page.screenshot({ path: test.info().outputPath(`${name}-${width > 500 ? 1440 : 360}.png`), fullPage: true });
}

test('a pasted scam message shows why it looks like a scam and what was looked for', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await page.getByRole('tab', { name: 'SMS', exact: true }).click();
  await page.getByLabel('SMS sender or message').fill(SCAM_SMS);
  await page.getByRole('button', { name: 'Check for scam' }).click();
  const result = page.getByTestId('check-result');
  await expect(result).toHaveAttribute('data-result', 'analyzer');
  await expect(result.getByRole('heading', { name: 'Looks like a scam', exact: true })).toBeVisible();
  const signals = result.getByTestId('signals');
  await expect(signals.getByText('Why this looks like a scam')).toBeVisible();
  await expect(signals.locator('li[data-code="otp_request"]')).toHaveText(
    'It asks for an OTP, PIN or password. No bank or company ever asks for these.',
  );
  await expect(signals.locator('li[data-code="kyc_update"]')).toBeVisible();
  await expect(result.getByTestId('lookalikes')).toContainText('sbi-kyc-update.in/login imitates State Bank of India');
  await expect(result.getByTestId('looked-for')).toHaveText(
    'We looked for: sbi-kyc-update.in/login, +91 98765 43210 — none reported',
  );
  await shoot(page, 'analyzer');
  expect(errors).toEqual([]);
});

test('an ordinary message with a number lists what was looked for, none reported', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('tab', { name: 'SMS', exact: true }).click();
  await page.getByLabel('SMS sender or message').fill('Reached home safely, call me on 91234 56789 when free');
  await page.getByRole('button', { name: 'Check for scam' }).click();
  const result = page.getByTestId('check-result');
  await expect(result).toHaveAttribute('data-result', 'clear');
  await expect(result.getByTestId('looked-for')).toHaveText('We looked for: +91 91234 56789 — none reported');
  await expect(result.getByTestId('signals')).toHaveCount(0);
});

test('a lookalike website is not given a green tick', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Website', exact: true }).click();
  await page.getByLabel('Website URL').fill('https://hdfcbank.com.verify-login.co/login');
  await page.getByRole('button', { name: 'Check for scam' }).click();
  const result = page.getByTestId('check-result');
  await expect(result).toHaveAttribute('data-careful', 'true');
  await expect(result.getByRole('heading', { name: 'Website is not reported yet, but be careful' })).toBeVisible();
  await expect(result.getByTestId('lookalikes')).toContainText(
    'hdfcbank.com.verify-login.co/login imitates HDFC Bank (hdfcbank.com). It is not the official one.',
  );
});

test('checking 1930 shows the calm Official card with its source', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await page.getByLabel('Phone Number').fill('1930');
  await page.getByRole('button', { name: 'Check for scam' }).click();
  const result = page.getByTestId('check-result');
  await expect(result).toHaveAttribute('data-result', 'official');
  await expect(result.getByText('Official', { exact: true })).toBeVisible();
  await expect(result.getByRole('heading', { name: 'National Cyber Crime Helpline' })).toBeVisible();
  await expect(result.getByRole('link', { name: /Source: https:\/\/cybercrime\.gov\.in/ })).toHaveAttribute(
    'href',
    'https://cybercrime.gov.in',
  );
  await expect(result.getByText('Identified as scam')).toHaveCount(0);
  await shoot(page, 'official');
  expect(errors).toEqual([]);
});

test('reporting 1930 is refused with the message naming the official helpline', async ({ page, request }) => {
  const reporter = await signUpViaApi(request, 'Safelist Reporter');
  await signInPage(page, reporter.token);
  await page.goto('/report-scam');
  await page.getByLabel('Select Type').selectOption('number');
  await page.getByLabel('Phone Number', { exact: true }).fill('1930');
  await page.getByLabel('Description', { exact: true }).fill('Someone called me from this number asking for my OTP');
  await page.getByRole('button', { name: 'Submit' }).click();
  const message =
    "This is an official National Cyber Crime Helpline number. It can't be reported. If someone pretending to be National Cyber Crime Helpline contacted you, report the number or link they used.";
  await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/report-scam$/);
  await shoot(page, 'safelisted');
});
