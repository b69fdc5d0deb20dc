// Sharing (API.md "Sharing"): link-preview tags in the served HTML, the Share action's WhatsApp
// link where the browser has no Web Share API, and the manifest's share target running a check.
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedScams, freshPhone, registerViaApi, reportViaApi, watchConsole } from './support';

// The service worker precaches every route chunk and then serves them itself, out of page.route's
// sight: on a slow run it claimed the page before the reader's chunk was asked for, the chunk the
// test cuts arrived from its cache, and the check answered "clear" instead of failing.
test.use({ serviceWorkers: 'block' });

/** The content of a <meta property|name=…> tag in served HTML. */
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)" />`).exec(html)?.[1];

/** "98765 43210" as the display form "+91 98765 43210". */
const display = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

/** A browser without navigator.share, like most desktop browsers. */
async function withoutWebShare(page: Page) {
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
    delete (Navigator.prototype as { canShare?: unknown }).canShare;
  });
}

test('the detail page HTML names an ACTIVE listing in its preview tags and nothing about a PENDING one', async ({
  request,
  baseURL,
}) => {
  const phone = freshPhone();
  const [activeId] = await createVerifiedScams(request, [
    { type: 'number', uniqueId: phone, detail: 'OTP fraud call' },
  ]);
  const active = await request.get(`/reports/detail/${activeId}`);
  expect(active.status()).toBe(200);
  const html = await active.text();
  const title = `${display(phone)} was reported as a scam once on Satark`;
  expect(meta(html, 'og:title')).toBe(title);
  expect(meta(html, 'twitter:title')).toBe(title);
  expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  expect(meta(html, 'og:url')).toBe(`${baseURL}/reports/detail/${activeId}`);
  const image = meta(html, 'og:image')!;
  expect(image).toBe(`${baseURL}/images/share-card.png`);
  // The card is there, and is the size the tags promise.
  const png = await request.get(image);
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
  const body = await png.body();
  expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630]);

  // The installed app accepts shares (GET, so the check page reads them from the address).
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { share_target: unknown };
  expect(manifest.share_target).toEqual({
    action: '/share-target',
    method: 'GET',
    params: { title: 'title', text: 'text', url: 'url' },
  });

  const pendingPhone = freshPhone();
  const reporter = await registerViaApi(request, freshPhone());
  const pendingId = await reportViaApi(request, reporter, { type: 'number', uniqueId: pendingPhone, detail: 'x' });
  const pending = await (await request.get(`/reports/detail/${pendingId}`)).text();
  expect(meta(pending, 'og:title')).toBe('Satark — check before you trust');
  expect(meta(pending, 'og:url')).toBe(`${baseURL}/`);
  expect(pending).not.toContain(pendingPhone.slice(5));
  expect(pending).not.toContain(pendingId);
});

test('without the Web Share API, Share offers a WhatsApp link with the warning and a copy-link button', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const errors = watchConsole(page);
  const phone = freshPhone();
  const [id] = await createVerifiedScams(request, [{ type: 'number', uniqueId: phone, detail: 'Fake bank call' }]);
  await withoutWebShare(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  // On the scam result of the check card.
  await page.goto('/');
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByRole('button', { name: 'Check for scam' }).click();
  const result = page.getByTestId('check-result');
  await expect(result).toHaveAttribute('data-result', 'scam');
  const link = `${baseURL}/reports/detail/${id}`;
  const english = `Warning: ${display(phone)} was reported as a scam once on Satark. Check before you answer or pay: ${link}`;
  const whatsApp = result.getByRole('link', { name: 'Share on WhatsApp' });
  await expect(whatsApp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(english)}`);
  await expect(whatsApp).toHaveAttribute('target', '_blank');
  await result.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied. Paste it in any chat to warn others.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: testInfo.outputPath('share-check-result.png'), fullPage: true });

  // On the detail page, in Hindi: the message is in the reader's language.
  await page.evaluate(() => window.localStorage.setItem('satark.language', 'hi'));
  await page.goto(`/reports/detail/${id}`);
  const hindi = `सावधान! ${display(phone)} की सतर्क पर एक बार स्कैम के रूप में रिपोर्ट की गई है। पैसे भेजने या जवाब देने से पहले जाँच लें: ${link}`;
  await expect(page.getByRole('link', { name: 'WhatsApp पर भेजें' })).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(hindi)}`,
  );
  await expect(page.getByRole('button', { name: 'लिंक कॉपी करें' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('share-detail-hi.png'), fullPage: true });
  expect(errors).toEqual([]);
});

test('with the Web Share API, one Share button hands the warning to the phone', async ({ page, request, baseURL }) => {
  const phone = freshPhone();
  const [id] = await createVerifiedScams(request, [{ type: 'number', uniqueId: phone, detail: 'Lottery call' }]);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
        return Promise.resolve();
      },
    });
  });
  await page.goto(`/reports/detail/${id}`);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
    .toEqual({
      title: `${display(phone)} was reported as a scam once on Satark`,
      text: `Warning: ${display(phone)} was reported as a scam once on Satark. Check before you answer or pay:`,
      url: `${baseURL}/reports/detail/${id}`,
    });
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveCount(0);
});

test('an SMS shared from the messages app opens the SMS tab and runs the check; a lone link uses Website', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const phone = freshPhone();
  await createVerifiedScams(request, [{ type: 'number', uniqueId: phone, detail: 'KYC scam SMS' }]);
  const sms = `Dear customer, your SBI KYC expires today. Call ${phone} now to avoid blocking.`;
  await page.goto(`/share-target?title=&text=${encodeURIComponent(sms)}`);
  await expect(page).toHaveURL(/\/$/);
  const result = page.getByTestId('check-result');
  await expect(result).toHaveAttribute('data-result', 'scam');
  await expect(result.getByRole('textbox')).toHaveValue(sms);
  await expect(result.getByText(display(phone)).first()).toBeVisible();
  await page.getByRole('button', { name: 'Back to the check' }).click();
  await expect(page.getByRole('tab', { name: 'SMS', exact: true })).toHaveAttribute('aria-selected', 'true');
  // A reload does not run the check again.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Check for scam' })).toBeVisible();
  await expect(page.getByTestId('check-result')).toHaveCount(0);

  await page.goto(`/share-target?url=${encodeURIComponent('https://never-reported-share.example.in/login')}`);
  await expect(page.getByTestId('check-result')).toHaveAttribute('data-result', 'clear');
  await expect(page.getByText('Website is not reported as scam')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a shared message whose reader’s code does not arrive waits on the SMS tab; Retry checks it', async ({ page }) => {
  const readerChunk = '**/assets/shared-text-*.js';
  await page.route(readerChunk, (route) => route.abort('internetdisconnected'));
  const message = 'Hello, the meeting moved to 5 pm tomorrow.';
  await page.goto(`/share-target?text=${encodeURIComponent(message)}`);
  await expect(page).toHaveURL(/\/$/);
  const result = page.getByTestId('check-result');
  await expect(result).toHaveAttribute('data-result', 'failed');
  await expect(page.getByText(/is not reported as scam/)).toHaveCount(0);

  await page.unroute(readerChunk);
  await result.getByRole('button', { name: 'Retry' }).click();
  await expect(result).toHaveAttribute('data-result', 'clear');
  await expect(result.getByRole('heading', { name: 'SMS is not reported as scam' })).toBeVisible();
  await expect(result.getByText(message)).toBeVisible();
});

test('Paste fills the SMS and Website boxes from the clipboard', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await expect(page.getByTestId('check-paste')).toHaveCount(0);
  await page.getByRole('tab', { name: 'SMS', exact: true }).click();
  await page.evaluate(() =>
    navigator.clipboard.writeText('Your parcel is on hold, pay Rs 25 at http://post-in.example.tk'),
  );
  await page.getByRole('button', { name: 'Paste' }).click();
  await expect(page.getByLabel('SMS sender or message')).toHaveValue(
    'Your parcel is on hold, pay Rs 25 at http://post-in.example.tk',
  );
  await page.getByRole('tab', { name: 'Website', exact: true }).click();
  await page.evaluate(() => navigator.clipboard.writeText('  https://paste-check.example.in/x  '));
  await page.getByRole('button', { name: 'Paste' }).click();
  await expect(page.getByLabel('Website URL')).toHaveValue('https://paste-check.example.in/x');
});
