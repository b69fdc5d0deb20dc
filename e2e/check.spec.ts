// The scam check card on the home page (SPEC.md §2 "Scam check card"): the answers from the server.
// The field rules and the tab switch are asserted in apps/web/src/features/check/check-card.test.tsx.
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedScams, freshPhone, watchConsole } from './support';

const TAB = { number: 'Phone', upi: 'UPI', sms: 'SMS', email: 'Email', website: 'Website' } as const;
const LABEL = {
  number: 'Phone Number',
  upi: 'UPI ID',
  sms: 'SMS sender or message',
  email: 'Email address',
  website: 'Website URL',
} as const;
type Type = keyof typeof TAB;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const letters = () =>
  Array.from({ length: 5 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');

/** Today in India as DD-MM-YYYY, the card's date format. */
const todayInIndia = () =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(new Date())
    .replaceAll('/', '-');

async function check(page: Page, type: Type, value: string) {
  await page.getByRole('tab', { name: TAB[type], exact: true }).click();
  await page.getByLabel(LABEL[type]).fill(value);
  await page.getByRole('button', { name: 'Check for scam' }).click();
}

test('a verified phone, UPI, SMS, e-mail and website each show as scam', async ({ page, request }) => {
  test.slow();
  const errors = watchConsole(page);
  const values: Record<Type, string> = {
    number: freshPhone(),
    upi: `refund.${unique()}@ybl`,
    sms: `JK${letters()}`,
    email: `kyc.${unique()}@scam-example.in`,
    website: `kyc-${unique()}.example.in/update`,
  };
  const types = Object.keys(values) as Type[];
  const ids = await createVerifiedScams(
    request,
    types.map((type) => ({ type, uniqueId: values[type], detail: `Journey report for ${type}` })),
  );

  await page.goto('/');
  for (const [index, type] of types.entries()) {
    await check(page, type, values[type]);
    const result = page.getByTestId('check-result');
    await expect(result).toHaveAttribute('data-result', 'scam');
    await expect(result.getByText('Identified as scam')).toBeVisible();
    await expect(result.getByRole('textbox')).toBeDisabled();
    await expect(result.getByText('1 SCAM REPORTS')).toBeVisible();
    await expect(result.getByText('Verified by Satark validators')).toBeVisible();
    await expect(result.getByText('TRAI CONFIRMS')).toHaveCount(0);
    await expect(result.getByText(`Last Reported on ${todayInIndia()}`)).toBeVisible();
    await expect(result.getByText('ACTIVE', { exact: true })).toBeVisible();
    await expect(result.getByRole('button', { name: 'Report Scam' })).toBeVisible();
    await expect(result.getByRole('link', { name: 'View Report' })).toHaveAttribute(
      'href',
      `/reports/detail/${ids[index]}`,
    );
    await page.getByRole('button', { name: 'Back to the check' }).click();
    await expect(page.getByRole('button', { name: 'Check for scam' })).toBeEnabled();
  }

  // View Report opens the detail page; Report Scam (signed out) asks to log in first.
  await check(page, 'number', values.number);
  await page.getByRole('link', { name: 'View Report' }).click();
  await expect(page).toHaveURL(`/reports/detail/${ids[0]}`);
  await page.goto('/');
  await check(page, 'upi', values.upi);
  await page.getByRole('button', { name: 'Report Scam' }).click();
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  expect(errors).toEqual([]);
});

// The check's rules (zod, the phone and domain rules, ~125 kB gzipped) load when the person turns
// to the card, not with the page: evaluating them right after the first paint was a 100-200 ms task
// on a slow phone (docs/decisions/first-screen-javascript.md).
test("the check's rules load when the card is first touched, and a check right after is answered", async ({ page }) => {
  const rules: string[] = [];
  page.on('request', (sent) => {
    if (/\/assets\/(report-schemas|identifiers)-[\w-]+\.js$/.test(sent.url())) rules.push(sent.url());
  });
  await page.goto('/');
  await expect(page.getByLabel(LABEL.number)).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(rules).toEqual([]);

  await page.getByLabel(LABEL.number).click();
  await expect.poll(() => rules.length).toBeGreaterThan(0);
  await page.getByLabel(LABEL.number).fill(freshPhone());
  await page.getByRole('button', { name: 'Check for scam' }).click();
  await expect(page.getByTestId('check-result')).toHaveAttribute('data-result', 'clear');
});

test('values nobody reported are not reported as scam', async ({ page }) => {
  const errors = watchConsole(page);
  const cases: [Type, string, string][] = [
    ['number', freshPhone(), 'Phone Number'],
    ['upi', `clean.${unique()}@okaxis`, 'UPI'],
    ['sms', `QZ${letters()}`, 'SMS'],
    ['email', `hello.${unique()}@example.org`, 'Email'],
    ['website', `https://clean-${unique()}.example.org`, 'Website'],
  ];
  await page.goto('/home');
  for (const [type, value, name] of cases) {
    await check(page, type, value);
    const result = page.getByTestId('check-result');
    await expect(result).toHaveAttribute('data-result', 'clear');
    await expect(result.getByRole('heading', { name: `${name} is not reported as scam` })).toBeVisible();
    await expect(result.getByText('If you think this is scam.')).toBeVisible();
    await result.getByRole('button', { name: `Try another ${name}` }).click();
    await expect(page.getByLabel(LABEL[type])).toHaveValue('');
  }

  // 'Click here!' while signed out → login, remembering the value for the report form.
  await check(page, 'number', cases[0]![1]);
  await page.getByRole('button', { name: 'Click here!' }).click();
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByText('Log in to report this scam.', { exact: false })).toBeVisible();
  expect(errors).toEqual([]);
});
