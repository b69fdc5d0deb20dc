// The first paint of index.html on a slow network (issue 13, docs/decisions/a-check-form-in-the-first-paint.md):
// before the app's JavaScript has arrived, its phone check form can be typed into and sent, and
// nothing typed or sent there is lost when the app takes over.
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedScams, freshPhone } from './support';

/** Holds every request for the app's scripts until `release()`: the app "still downloading". */
async function holdAppScripts(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

const bootForm = (page: Page) => page.locator('#boot form[data-skeleton="check-card"]');

/**
 * Once released, the whole app downloads at once and then sends the check: on a loaded 2-core CI
 * machine one of its scripts took 8.9 s (2026-11-29), past the 10 s an expectation waits by default.
 */
const APP_LOADED_AND_CHECKED = { timeout: 30_000 };

test('typing into the first paint carries over into the app, with the focus', async ({ page }) => {
  const release = await holdAppScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const field = bootForm(page).getByLabel('Mobile number');
  await expect(field).toBeEnabled();
  await field.click();
  await field.pressSequentially('98765');

  release();
  const card = page.getByTestId('check-card');
  const appField = card.getByLabel('Phone Number');
  await expect(appField).toHaveValue('98765');
  await expect(appField).toBeFocused();
  await expect(page.locator('#boot')).toHaveCount(0);
  // The person goes on typing where they were.
  await page.keyboard.type('43210');
  await expect(appField).toHaveValue('9876543210');
});

test('a check sent before the app has loaded waits on the page and runs when the app is there', async ({
  page,
  request,
}) => {
  const phone = freshPhone();
  await createVerifiedScams(request, [{ type: 'number', uniqueId: phone, detail: 'First paint journey' }]);
  const release = await holdAppScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  // boot-check.js is not one of the held app scripts: it keeps the sent check on the page.
  await page.waitForResponse((response) => response.url().endsWith('/boot-check.js'));
  await bootForm(page).getByLabel('Mobile number').fill(phone);
  await bootForm(page)
    .getByRole('button', { name: /^Check/ })
    .click();
  await expect(bootForm(page).getByRole('status')).toHaveText(/Checking as soon as Satark has loaded/);
  expect(new URL(page.url()).pathname).toBe('/');

  release();
  const result = page.getByTestId('check-result');
  await expect(result).toHaveAttribute('data-result', 'scam', APP_LOADED_AND_CHECKED);
  await expect(result.getByText('Identified as scam')).toBeVisible();
});

test('without its little script the first-paint form still checks, through /share-target', async ({ page }) => {
  await page.route('**/boot-check.js', (route) => route.abort());
  const release = await holdAppScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const phone = freshPhone();
  await bootForm(page).getByLabel('Mobile number').fill(`+91 ${phone}`);
  await bootForm(page)
    .getByRole('button', { name: /^Check/ })
    .click({ noWaitAfter: true });
  await page.waitForURL(/\/share-target\?text=/, { waitUntil: 'commit' });

  release();
  const result = page.getByTestId('check-result');
  // The Phone tab's answer for that number (not reported), and the address is home again.
  await expect(result).toHaveAttribute('data-result', 'clear', APP_LOADED_AND_CHECKED);
  await expect(result.getByRole('heading')).toHaveText('Phone Number is not reported as scam');
  await expect(result).toContainText(`+91 ${phone}`);
  await expect(page).toHaveURL(/\/$/);
});

test("/learn's first paint is its first article cards, as links, and the app takes their place", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const release = await holdAppScripts(page);
  await page.goto('/learn', { waitUntil: 'commit' });
  const cards = page.locator('#boot .sk-learn a');
  await expect(cards).toHaveCount(3);
  await expect(page.locator('#boot form')).toHaveCount(0);
  const href = await cards.first().getAttribute('href');
  expect(href).toMatch(/^\/learn\/[a-z0-9-]+$/);
  // The first card's image (the page's largest paint) has loaded while the app's scripts are held.
  await expect
    .poll(() =>
      cards
        .first()
        .locator('img')
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    )
    .toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  release();
  await expect(page.getByRole('heading', { name: 'Learn about scams', level: 1 })).toBeVisible();
  await expect(page.locator('#boot')).toHaveCount(0);
  // The same article comes first in the app's list.
  const appFirst = page.getByRole('list', { name: 'Learn about scams' }).getByRole('link').first();
  await expect(appFirst).toHaveAttribute('href', href!);
});

test('the home page does not move when the check card takes the place of its loading spinner', async ({ page }) => {
  // The pages' texts held (the check page waits for its namespace), so the layout shows its spinner
  // first, as on a slow phone.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/en-*.js', async (route) => {
    await gate;
    await route.continue();
  });
  await page.addInitScript(() => {
    const win = window as unknown as { layoutShift: number };
    win.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) win.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(page.locator('main [role="status"]')).toBeVisible();

  release();
  await expect(page.getByTestId('check-card')).toBeVisible();
  // Layout-shift entries arrive with the frames after the change.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.01);
});
