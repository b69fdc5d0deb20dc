// The complaint file from the web app: My Reports and the reporter's own entry on the detail page
// offer "Download complaint file"; the browser saves a real PDF fetched with the bearer token.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { pngFile, runTag, signInPage, signUpViaApi, submitReportViaApi } from './support';

test.use({ serviceWorkers: 'block' });

async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const bytes = await readFile((await download.path())!);
  return { name: download.suggestedFilename(), bytes };
}

test('a reporter downloads the complaint file from My Reports and from the detail page', async ({ page, request }) => {
  const reporter = await signUpViaApi(request, 'Complaint Reporter');
  const uniqueId = `complaint-${runTag()}.example.in`;
  const created = await submitReportViaApi(
    request,
    reporter.token,
    { type: 'website', uniqueId, detail: 'A fake refund page took my card number.' },
    await pngFile(),
  );
  await signInPage(page, reporter.token);

  await page.goto('/reports?reportType=myreport');
  await expect(page.getByText('call 1930 and file it at cybercrime.gov.in').first()).toBeVisible();
  const fromList = await downloaded(page, () =>
    page.getByRole('button', { name: 'Download complaint file' }).first().click(),
  );
  expect(fromList.name).toBe(`satark-complaint-${uniqueId}.pdf`);
  expect(fromList.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  await page.goto(`/reports/detail/${created.id}`);
  const fromDetail = await downloaded(page, () =>
    page.getByRole('button', { name: 'Download complaint file' }).click(),
  );
  expect(fromDetail.name).toBe(`satark-complaint-${uniqueId}.pdf`);
  expect(fromDetail.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  // The proof image is embedded.
  expect(fromDetail.bytes.toString('latin1')).toMatch(/\/Subtype \/Image/);
});
