// About, FAQ, privacy, terms and the 404 page (SPEC.md §1, §2): outside the main layout.
import { expect, test } from '@playwright/test';
import { watchConsole } from './support';

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page not found — Page not found' })).toBeVisible();
  await expect(page.locator('h1')).toContainText('Page not found');
  await expect(page.getByTestId('tab-bar')).toHaveCount(0);
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Check for scam' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the FAQ keeps one answer open and a click toggles it', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/faq');
  const questions = [
    'What is Satark?',
    'How do I report a scam?',
    'Why should I trust Satark?',
    'Why should I use Satark?',
  ];
  for (const question of questions) await expect(page.getByRole('button', { name: question })).toBeVisible();
  const first = page.getByRole('button', { name: questions[0] });
  const second = page.getByRole('button', { name: questions[1] });
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: questions[1] })).toContainText('1930');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: questions[1] })).toBeHidden();
  expect(errors).toEqual([]);
});

test('about, privacy and terms carry what SPEC.md asks for', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/about');
  await expect(page.getByTestId('team-card')).toHaveCount(4);
  await expect(page.getByText('Developer', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('UX Designer', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join Discord' })).toBeVisible();

  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await expect(page.getByText('18 years of age or older', { exact: false })).toBeVisible();
  await expect(page.getByText('Digital Personal Data Protection Act, 2023', { exact: false })).toBeVisible();
  await expect(page.locator('a[href^="mailto:"]').first()).toBeVisible();

  await page.goto('/terms-of-use');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(16);
  await expect(page.getByRole('heading', { name: '14. Governing law and disputes' })).toBeVisible();
  await expect(page.getByText('governed by the laws of India', { exact: false })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the about page links the open data files, served by the API under CC BY 4.0, in English and Hindi', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.goto('/about');
  const section = page.getByRole('region', { name: 'Open data' });
  await expect(section).toBeVisible();
  const csv = section.getByRole('link', { name: 'Download CSV' });
  const jsonl = section.getByRole('link', { name: 'Download JSON Lines' });
  await expect(csv).toHaveAttribute('href', '/open-data/scams.csv');
  await expect(jsonl).toHaveAttribute('href', '/open-data/scams.jsonl');
  await expect(section.getByRole('link', { name: 'Read the CC BY 4.0 licence' })).toHaveAttribute(
    'href',
    'https://creativecommons.org/licenses/by/4.0/',
  );

  // What the link downloads is the file from the API, not the app's HTML.
  const file = await page.request.get((await csv.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('text/csv');
  expect(file.headers()['x-license']).toBe('CC-BY-4.0');
  expect((await file.text()).split('\r\n')[0]).toBe(
    'type,uniqueId,scammerId,reportCount,firstReportedAt,lastReportedAt,verifiedAt,categories',
  );

  await page.getByRole('button', { name: 'हिन्दी' }).click();
  const hindi = page.getByRole('region', { name: 'ओपन डेटा' });
  await expect(hindi.getByRole('link', { name: 'CSV डाउनलोड करें' })).toHaveAttribute('href', '/open-data/scams.csv');
  await expect(hindi.getByRole('link', { name: 'CC BY 4.0 लाइसेंस पढ़ें' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  expect(errors).toEqual([]);
});
