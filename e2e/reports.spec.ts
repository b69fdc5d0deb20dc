// Report list journeys: heading by reportType, debounced search, filters, paging, the narrow card
// view, the URL as the list's state (back button), and 'Next n of total' on the detail page.
import { expect, test } from '@playwright/test';
import { submitReportViaApi, runTag, signInPage, signUpViaApi } from './support';

test.use({ serviceWorkers: 'block' });
test.describe.configure({ mode: 'default' });

const COUNT = 16; // one more than the desktop page size, so both layouts have two pages
let reporter: { token: string };
let tag: string;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  reporter = await signUpViaApi(request, 'List Reporter');
  tag = `list-${runTag()}`;
  for (let i = 0; i < COUNT; i += 1) {
    await submitReportViaApi(request, reporter.token, {
      type: i % 4 === 0 ? 'website' : 'email',
      uniqueId: i % 4 === 0 ? `${tag}-${i}.example.in` : `${tag}-${i}@example.in`,
      detail: `Report number ${i}`,
    });
  }
});

test('headings follow reportType', async ({ page }) => {
  for (const [query, heading] of [
    ['', 'All Reports'],
    ['?reportType=recent', 'Recently Reported'],
    ['?reportType=most', 'Most Reported'],
    ['?reportType=nonsense', 'All Reports'],
  ]) {
    await page.goto(`/reports${query}`);
    await expect(page.locator('#main h1')).toHaveText(heading!);
  }
  await signInPage(page, reporter.token);
  await page.goto('/reports?reportType=myreport');
  await expect(page.locator('#main h1')).toHaveText('My Reports');
});

test('search, filters, paging and the URL as state', async ({ page, isMobile }) => {
  await signInPage(page, reporter.token);
  await page.goto('/reports');
  await page.getByRole('searchbox', { name: 'Search reports' }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));

  const rows = isMobile ? page.getByRole('article') : page.locator('tbody tr');
  const pageSize = isMobile ? 10 : 15;
  await expect(rows).toHaveCount(pageSize);
  if (isMobile) {
    await expect(page.locator('table')).toHaveCount(0);
    await expect(page.getByLabel('Rows per page')).toHaveValue('10');
  } else {
    for (const column of ['Scammer Entity', 'Type', 'Last Reported At', 'Report Count', 'Status', 'View']) {
      await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Rows per page')).toHaveValue('15');
  }
  // The India-time list date, 'dd MMM yyyy, hh:mm a'.
  await expect(rows.first()).toContainText(/\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} (AM|PM)/);

  // Page 2 holds the rest; the buttons show the current page ± 1 with first/prev/next/last.
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows).toHaveCount(COUNT - pageSize);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(rows).toHaveCount(pageSize);

  // A bigger page size puts everything on one page and hides the pagination.
  await page.getByLabel('Rows per page').selectOption(isMobile ? '15' : '20');
  if (!isMobile) {
    await expect(rows).toHaveCount(COUNT);
    await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
  }

  // Filters: Type, Status, From Date, To Date, Popular.
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Type', { exact: true }).selectOption('website');
  await expect(rows).toHaveCount(COUNT / 4);
  await expect(page).toHaveURL(/type=website/);
  await page.getByLabel('Status', { exact: true }).selectOption('PENDING');
  await expect(rows).toHaveCount(COUNT / 4);
  await page.getByLabel('Status', { exact: true }).selectOption('ACTIVE');
  await expect(page.getByText('No reports found.')).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('');
  await page.getByLabel('From Date').fill('2001-01-01');
  await page.getByLabel('To Date').fill('2001-12-31');
  await expect(page.getByText('No reports found.')).toBeVisible();
  await page.getByLabel('To Date').fill('');
  await expect(rows).toHaveCount(COUNT / 4);
  await page.getByLabel('Popular').selectOption('myreport');
  await expect(page.locator('#main h1')).toHaveText('My Reports');
  await expect(rows).toHaveCount(COUNT / 4);

  // The URL is shareable: a fresh page with it shows the same list.
  const url = page.url();
  await page.goto(url);
  await expect(rows).toHaveCount(COUNT / 4);

  await page.getByRole('searchbox', { name: 'Search reports' }).fill(`${tag}-nothing-here`);
  await expect(page.getByText('No reports found.')).toBeVisible();
});

test('the detail page links to the next report of the list', async ({ page }) => {
  await signInPage(page, reporter.token);
  await page.goto(`/reports?search=${tag}&type=email`);
  await page
    .getByRole('link', { name: /^View report of/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/reports\/detail\//);
  await expect(page.getByText('Report number', { exact: false })).toBeVisible();
  const next = page.getByRole('link', { name: /Next 2 of 12/ });
  await expect(next).toBeVisible();
  const first = page.url();
  await next.click();
  await expect(page).not.toHaveURL(first);
  await expect(page.getByRole('link', { name: /Next 3 of 12/ })).toBeVisible();
  await page.getByRole('link', { name: /Back to reports/ }).click();
  await expect(page).toHaveURL(/type=email/);
});
