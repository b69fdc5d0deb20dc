// Hindi learn articles and the Devanagari font (issue 14 items 6 and 8): in English the only font
// file fetched is the language switch's 2.4 kB label face; after switching to हिन्दी the learn list
// and an article read in Hindi, asked for with lang=hi, and the font file arrives.
import { copyFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { isPhone, watchConsole } from './support';

// The font must come from the page's own requests, not from a service worker's cache.
test.use({ serviceWorkers: 'block' });

const FONT_FILE = /noto-sans-devanagari-devanagari-\d00-normal[^/]*\.woff2$/;
const DEVANAGARI = /[\u0900-\u097F]/;

function recordRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

async function switchTo(page: Page, label: 'हिन्दी' | 'English') {
  if (isPhone(page)) {
    await page.getByRole('button', { name: /Open menu|मेन्यू खोलें/ }).click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('button', { name: label }).click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  } else {
    await page.getByRole('banner').getByRole('button', { name: label }).click();
  }
}

test('English asks for no Devanagari font; in Hindi the learn page and an article read in Hindi', async ({ page }) => {
  const errors = watchConsole(page);
  const urls = recordRequests(page);

  await page.goto('/learn');
  const cards = page.locator('#main ul article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByRole('heading')).not.toHaveText(DEVANAGARI);
  await page.goto('/learn/digital-arrest-scam');
  await expect(page.locator('#main h1')).toHaveText(/^Digital arrest scam/);
  await page.waitForLoadState('networkidle');
  expect(urls.filter((url) => FONT_FILE.test(url))).toEqual([]);
  expect(urls.some((url) => /scam-articles\/detail\?.*lang=en/.test(url))).toBe(true);

  // Switching on the article page refetches it in Hindi and fetches the font.
  const fontRequest = page.waitForRequest(FONT_FILE);
  await switchTo(page, 'हिन्दी');
  await expect(page.locator('#main h1')).toHaveText('डिजिटल अरेस्ट स्कैम: कोई पुलिस अफ़सर वीडियो कॉल पर गिरफ़्तार नहीं करता');
  await expect(page.locator('.article-body h2').first()).toHaveText('यह कैसे होता है');
  await expect(page.locator('.article-body')).toContainText('1930');
  await fontRequest;
  expect(urls.some((url) => /scam-articles\/detail\?.*lang=hi/.test(url))).toBe(true);
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'हिन्दी'))).toBe(true);

  // The learn list, reached from the article, is in Hindi too.
  await page
    .locator('#main')
    .getByRole('link', { name: /← सभी लेख/ })
    .click();
  await expect(page).toHaveURL(/\/learn$/);
  await expect(page.getByRole('heading', { level: 1, name: 'स्कैम के बारे में जानें' })).toBeVisible();
  const hindiCards = page.getByRole('list', { name: 'स्कैम के बारे में जानें' }).getByRole('article');
  await expect(hindiCards).toHaveCount(13);
  for (const heading of await hindiCards.getByRole('heading').allTextContents()) {
    expect(heading).toMatch(DEVANAGARI);
  }
  await expect(hindiCards.filter({ hasText: 'KYC अपडेट स्कैम' })).toHaveCount(1);
  // The date names its month in Hindi too.
  await expect(hindiCards.first()).toContainText(/द्वारा · \d{2} [\u0900-\u097F]+ \d{4}/);
  expect(urls.some((url) => /scam-articles\/get-all\?.*lang=hi/.test(url))).toBe(true);

  // And back: English again, from the cache or the server.
  await switchTo(page, 'English');
  await expect(page.getByRole('heading', { level: 1, name: 'Learn about scams' })).toBeVisible();
  const englishCard = page.getByRole('list', { name: 'Learn about scams' }).getByRole('article').first();
  await expect(englishCard).not.toContainText(DEVANAGARI);
  await expect(englishCard).toContainText(/By .+ · \d{2} [A-Z][a-z]{2} \d{4}/);
  expect(errors).toEqual([]);
});

test('a visitor who chose Hindi before gets the font with the first page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('satark.language', 'hi'));
  const fontRequest = page.waitForRequest(FONT_FILE);
  await page.goto('/learn/upi-collect-request-qr-code-scam');
  await expect(page.locator('#main h1')).toHaveText(/^UPI रिक्वेस्ट और QR कोड स्कैम/);
  await fontRequest;
});

test('in English the switch\'s "हिन्दी" is drawn from its own 2.4 kB face, whatever fonts the device has', async ({
  page,
}) => {
  const urls = recordRequests(page);
  await page.goto('/');
  const label = page.locator('header button[lang="hi"]');
  await expect(label).toHaveText('हिन्दी');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  // The font Chromium used for the letters, as DevTools shows it: not the generic family's (this
  // machine has no Devanagari font, and Chromium drew empty boxes with DejaVu Sans before).
  const devtools = await page.context().newCDPSession(page);
  const { root } = await devtools.send('DOM.getDocument');
  const { nodeId } = await devtools.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: 'header button[lang="hi"]',
  });
  await devtools.send('CSS.enable');
  const { fonts } = await devtools.send('CSS.getPlatformFontsForNode', { nodeId });
  expect(fonts).toEqual([expect.objectContaining({ familyName: 'Noto Sans Devanagari SemiBold', isCustomFont: true })]);
  // That face is the label's six letters only; the full Devanagari font is still Hindi's alone.
  const fontFiles = urls.filter((url) => url.endsWith('.woff2'));
  expect(fontFiles).toHaveLength(1);
  expect(fontFiles[0]).toMatch(/\/assets\/hindi-label-600-[^/]+\.woff2$/);
});

// Screens to look at (not compared): the Hindi learn list and an article at 360 and 1440 px.
for (const width of [360, 1440]) {
  test(`Hindi screens at ${width} px`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one set of screenshots is enough');
    await page.setViewportSize({ width, height: width < 768 ? 800 : 900 });
    await page.addInitScript(() => localStorage.setItem('satark.language', 'hi'));
    await page.goto('/learn');
    await expect(page.getByRole('list', { name: 'स्कैम के बारे में जानें' }).getByRole('article')).toHaveCount(13);
    await page.evaluate(() => document.fonts.ready);
    const shots = [testInfo.outputPath(`learn-hi-${width}.png`)];
    await page.screenshot({ path: shots[0] });
    await page.goto('/learn/digital-arrest-scam');
    await expect(page.locator('.article-body h2').first()).toHaveText('यह कैसे होता है');
    await page.evaluate(() => document.fonts.ready);
    shots.push(testInfo.outputPath(`article-hi-${width}.png`));
    await page.screenshot({ path: shots[1] });
    shots.push(testInfo.outputPath(`article-steps-hi-${width}.png`));
    await page.locator('.article-body ol').first().screenshot({ path: shots[2] });
    if (process.env.E2E_SCREENSHOT_DIR) {
      for (const shot of shots) copyFileSync(shot, `${process.env.E2E_SCREENSHOT_DIR}/${shot.split('/').pop()}`);
    }
  });
}
