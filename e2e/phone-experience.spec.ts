// The phone experience (issue 13) at 360 px and 390 px: never a false all-clear, the drawer,
// scroll positions, offline, the proof viewer, no horizontal scroll, and the smaller fixes.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  E2E_DATA_DIR,
  E2E_PASSWORD,
  admin,
  clientIpHeaders,
  createVerifiedScams,
  freshPhone,
  mp4File,
  pngFile,
  readOtp,
  runTag,
  signInPage,
  signUpViaApi,
  signUpValidator,
  submitReportViaApi,
  watchConsole,
} from './support';

const WIDTHS = [360, 390] as const;
const ROOT = path.resolve(import.meta.dirname, '..');
/**
 * A second server of the journeys (same database), which this spec stops and starts again: one
 * port per screen width, since the two widths' journeys may run at the same time.
 */
const ownPort = (width: number) => Number(process.env.E2E_PORT ?? 3100) + 10 + WIDTHS.indexOf(width as 360 | 390);
const ownUrl = (width: number) => `http://127.0.0.1:${ownPort(width)}`;

// These journeys are about phones; the desktop project only runs the ones that say so.
// eslint-disable-next-line no-empty-pattern -- Playwright wants the fixtures argument destructured
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'phone journeys');
});

async function startOwnServer(width: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/bundle/main.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(ownPort(width)),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      DATABASE_URL: '',
      APP_ENV: 'local',
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      TRUST_PROXY: '1',
    },
  });
  await expect
    .poll(
      () =>
        fetch(`${ownUrl(width)}/readyz`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
  return child;
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** Checks `value` on the home page's check card, on the tab named `tab`. */
async function checkOn(page: Page, tab: string, label: string, value: string) {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: 'Check for scam' }).click();
}

const checkPhone = (page: Page, phone: string) => checkOn(page, 'Phone', 'Phone Number', phone);

const CHECK_API = '**/api/v1/scam-report/check-scam-report';

/**
 * No page is wider than the screen. Measured against the screen's width, not window.innerWidth:
 * in a phone's browser (isMobile) the layout viewport grows to fit a page that is too wide, so
 * innerWidth grows with it and the comparison could never fail.
 */
async function expectNoHorizontalScroll(page: Page, where: string) {
  const screen = page.viewportSize()!.width;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${where} is ${scrollWidth} px wide on a ${screen} px screen`).toBeLessThanOrEqual(screen);
}

/**
 * A fixed panel (the drawer) neither sticks out of the screen nor scrolls sideways inside: fixed
 * boxes do not widen the page, so expectNoHorizontalScroll alone would not see them.
 */
async function expectInsideScreen(page: Page, panel: Locator, where: string) {
  const screen = page.viewportSize()!.width;
  const { left, right, scrollWidth, clientWidth } = await panel.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return { left: box.left, right: box.right, scrollWidth: node.scrollWidth, clientWidth: node.clientWidth };
  });
  expect(left, `${where} starts at ${left} px`).toBeGreaterThanOrEqual(0);
  expect(right, `${where} ends at ${right} px on a ${screen} px screen`).toBeLessThanOrEqual(screen);
  expect(scrollWidth, `${where} holds ${scrollWidth} px in ${clientWidth} px`).toBeLessThanOrEqual(clientWidth);
  await expectNoHorizontalScroll(page, where);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });

    test('a check made while the server is down says so, never "not reported"', async ({ page, request }) => {
      test.slow();
      const phone = freshPhone();
      await createVerifiedScams(request, [{ type: 'number', uniqueId: phone, detail: 'Stopped-server journey' }]);
      let server = await startOwnServer(width);
      try {
        await page.goto(`${ownUrl(width)}/`);
        await checkPhone(page, phone);
        const result = page.getByTestId('check-result');
        await expect(result).toHaveAttribute('data-result', 'scam');
        // The answer takes the focus and sits in a live region.
        await expect(result.getByRole('heading', { name: 'Identified as scam' })).toBeFocused();
        await expect(page.locator('[aria-live="polite"]').getByTestId('check-result')).toBeVisible();
        await expect(result.getByText('Verified by Satark validators')).toBeVisible();
        await page.getByRole('button', { name: 'Back to the check' }).click();

        await stopServer(server);
        await checkPhone(page, phone);
        await expect(result).toHaveAttribute('data-result', 'failed');
        await expect(result.getByText("Couldn't check right now. Check your connection and try again.")).toBeVisible();
        await expect(page.getByText(/is not reported as scam/)).toHaveCount(0);

        server = await startOwnServer(width);
        await result.getByRole('button', { name: 'Retry' }).click();
        await expect(result).toHaveAttribute('data-result', 'scam');
      } finally {
        await stopServer(server);
      }
    });

    // On a bad network a part's code may not arrive (here: the dispute entry, the drawer and the
    // trending articles). The answer and the page stay; the next answer and the next tap try again.
    test('a part whose code does not arrive is left out, never the answer with it', async ({ page, request }) => {
      const phone = freshPhone();
      await createVerifiedScams(request, [{ type: 'number', uniqueId: phone, detail: 'Missing-part journey' }]);
      const parts = /\/assets\/(dispute-entry|mobile-drawer|trending-articles)-[\w-]+\.js$/;
      await page.route(parts, (route) => route.abort('internetdisconnected'));
      const failedPart = (name: string) =>
        page.waitForEvent('requestfailed', (failed) => failed.url().includes(`/assets/${name}-`));

      const articlesFailed = failedPart('trending-articles');
      await page.goto('/');
      await articlesFailed;
      const articlesNotLoaded = page.getByTestId('part-not-loaded');
      await expect(articlesNotLoaded).toContainText('The trending scams could not load.');
      const disputeFailed = failedPart('dispute-entry');
      await checkPhone(page, phone);
      await disputeFailed;
      const result = page.getByTestId('check-result');
      await expect(result).toHaveAttribute('data-result', 'scam');
      await expect(result.getByText('Verified by Satark validators')).toBeVisible();
      await expect(result.getByTestId('dispute-entry')).toHaveCount(0);

      const drawerFailed = failedPart('mobile-drawer');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await drawerFailed;
      await expect(result.getByText('Verified by Satark validators')).toBeVisible();
      await expect(page.getByTestId('offline')).toHaveCount(0);

      // The connection is back.
      await page.unroute(parts);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Main menu' });
      await expect(drawer).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await page.getByRole('button', { name: 'Back to the check' }).click();
      await checkPhone(page, phone);
      await expect(result).toHaveAttribute('data-result', 'scam');
      await expect(result.getByTestId('dispute-entry')).toBeVisible();
      // The articles below the card: Retry loads them (no reload).
      await expect(page.getByRole('heading', { name: 'Trending scams' })).toHaveCount(0);
      await articlesNotLoaded.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { name: 'Trending scams' })).toBeVisible();
      await expect(articlesNotLoaded).toHaveCount(0);
    });

    // The toasts' library loads right after the first screen, when a bad network is most likely.
    test('the toasts’ code not arriving leaves the app; the next toast tries again', async ({ page }) => {
      const toastsChunk = '**/assets/dist-*.js';
      await page.route(toastsChunk, async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes('ToastContainer')) return route.abort('internetdisconnected');
        return route.fulfill({ response, body });
      });
      const toastsFailed = page.waitForEvent('requestfailed', (failed) => /\/assets\/dist-/.test(failed.url()));
      await page.goto('/');
      await toastsFailed;
      await expect(page.getByRole('tab', { name: 'Phone', exact: true })).toBeVisible();
      await expect(page.getByText('Something went wrong!')).toHaveCount(0);

      await page.unroute(toastsChunk);
      await page.getByRole('button', { name: 'Android app: coming soon' }).click();
      await expect(page.getByText("Meanwhile, add Satark to your home screen from your browser's menu.")).toBeVisible();
    });

    test('a check whose rules’ code does not arrive says it could not check; Retry checks', async ({ page }) => {
      const rulesChunk = '**/assets/report-schemas-*.js';
      await page.route(rulesChunk, (route) => route.abort('internetdisconnected'));
      await page.goto('/');
      const phone = freshPhone();
      await checkPhone(page, phone);
      const result = page.getByTestId('check-result');
      await expect(result).toHaveAttribute('data-result', 'failed');
      await expect(result.getByText("Couldn't check right now. Check your connection and try again.")).toBeVisible();
      await expect(page.getByText(/is not reported as scam/)).toHaveCount(0);

      await page.unroute(rulesChunk);
      await result.getByRole('button', { name: 'Retry' }).click();
      await expect(result).toHaveAttribute('data-result', 'clear');
    });

    test('an answer with success:false is a failed check too', async ({ page }) => {
      await page.route(CHECK_API, (route) =>
        route.fulfill({ status: 200, json: { success: false, code: 'INTERNAL', message: 'Something went wrong.' } }),
      );
      await page.goto('/');
      await checkPhone(page, freshPhone());
      await expect(page.getByTestId('check-result')).toHaveAttribute('data-result', 'failed');
      await expect(page.getByText(/is not reported as scam/)).toHaveCount(0);
    });

    test('the drawer: full height, focus kept inside, Escape, focus back, My reports', async ({ page, request }) => {
      const errors = watchConsole(page);
      await page.goto('/');
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      await menuButton.click();
      const drawer = page.getByRole('dialog', { name: 'Main menu' });
      await expect(drawer).toBeVisible();
      const box = (await drawer.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(740 - 1);
      expect(box.x + box.width).toBeLessThanOrEqual(width + 1);
      for (const name of ['Login', 'Register', 'Learn', 'Reports']) {
        await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
      }
      // Tab and Shift+Tab never leave the drawer.
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press(i % 4 === 3 ? 'Shift+Tab' : 'Tab');
        expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(menuButton).toBeFocused();

      const user = await signUpViaApi(request, 'Drawer Person');
      await signInPage(page, user.token);
      await page.goto('/learn');
      await menuButton.click();
      await drawer.getByRole('link', { name: 'My reports' }).click();
      await expect(page).toHaveURL(/\/reports\?reportType=myreport$/);
      await expect(drawer).toBeHidden();
      await menuButton.click();
      await drawer.getByRole('link', { name: 'My disputes' }).click();
      await expect(page).toHaveURL(/\/my-disputes$/);
      await expect(page.getByRole('heading', { name: 'My disputes' })).toBeVisible();
      await menuButton.click();
      await drawer.getByRole('link', { name: 'Notifications', exact: true }).click();
      await expect(page).toHaveURL(/\/notifications$/);
      await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
      await expect(page.getByText('Nothing new.', { exact: false })).toBeVisible();

      // The account menu's name contains what it shows (WCAG 2.5.3): on a phone only the initials
      // show, and they are decoration, hidden from the accessible name and from assistive tech.
      const account = page.getByRole('button', { name: 'Drawer Person: account menu' });
      const initials = account.getByTestId('user-menu-initials');
      await expect(initials).toBeVisible();
      await expect(initials).toHaveText('DP');
      await expect(initials).toHaveAttribute('aria-hidden', 'true');
      const spoken = await account.evaluate((button) => {
        const parts: string[] = [];
        const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement!;
          if (parent.closest('[aria-hidden="true"]') || !parent.checkVisibility()) continue;
          if (node.textContent?.trim()) parts.push(node.textContent.trim());
        }
        return parts.join(' ');
      });
      expect('Drawer Person: account menu').toContain(spoken);
      // The account menu also leads to My reports and to Notifications.
      await account.click();
      await page.getByRole('menuitem', { name: 'My reports' }).click();
      await expect(page).toHaveURL(/\/reports\?reportType=myreport$/);
      await account.click();
      await page.getByRole('menuitem', { name: 'Notifications' }).click();
      await expect(page).toHaveURL(/\/notifications$/);
      expect(errors).toEqual([]);
    });

    test('a new page opens at the top; back returns to where the list was', async ({ page }) => {
      await page.goto('/learn');
      const cards = page.getByRole('list', { name: 'Learn about scams' }).getByRole('article');
      await expect(cards.nth(3)).toBeVisible();
      const last = cards.last();
      await last.scrollIntoViewIfNeeded();
      const listScroll = await page.evaluate(() => window.scrollY);
      expect(listScroll).toBeGreaterThan(300);
      const title = (await last.getByRole('heading').textContent())!.trim();
      await last.getByRole('link').click();
      await expect(page).toHaveURL(/\/learn\/[a-z0-9-]+$/);
      // The article's own heading: /learn has an h1 too, still shown while the article loads (on a
      // busy CI machine the old page's h1 was found, scrolled where the list was).
      await expect(page.locator('#main h1')).toHaveText(title);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await expect(page).toHaveURL(/\/learn$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(listScroll - 50);
      // The banner is one line on inner pages below 768 px.
      const banner = (await page.getByTestId('hero').boundingBox())!;
      expect(banner.height).toBeLessThan(80);
    });

    test('a page button of /reports and View on its last card both open at the top', async ({ page, request }) => {
      test.slow();
      const reporter = await signUpViaApi(request, 'Scroll Reporter');
      const tag = `scroll-${runTag()}`;
      for (let i = 0; i < 10; i += 1) {
        await submitReportViaApi(request, reporter.token, {
          type: 'email',
          uniqueId: `${tag}-${i}@example.in`,
          detail: `Scroll report ${i}`,
        });
      }
      // Under review, the reports are listed for their reporter. Five a page: two full pages,
      // each taller than the screen.
      await signInPage(page, reporter.token);
      await page.goto(`/reports?search=${tag}&size=5`);
      const cards = page.getByRole('list', { name: 'All Reports' }).getByRole('article');
      await expect(cards).toHaveCount(5);
      const firstHeading = cards.first().getByRole('heading');
      const pageOne = (await firstHeading.textContent())!;
      const scrollY = () => page.evaluate(() => window.scrollY);
      const toBottom = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // Both pages seen once, so the list shows them at once and at full height: only a real
      // scroll to the top gets to 0 (a page made short by a spinner would pull it up by itself).
      await page.getByRole('button', { name: 'Page 2' }).click();
      await expect(firstHeading).not.toHaveText(pageOne);
      await expect(cards).toHaveCount(5);
      const pageTwo = (await firstHeading.textContent())!;
      await page.getByRole('button', { name: 'Page 1' }).click();
      await expect(firstHeading).toHaveText(pageOne);

      // SPEC.md §9: the pagination scrolls to the top on a page change.
      await toBottom();
      expect(await scrollY()).toBeGreaterThan(300);
      await page.getByRole('button', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      await expect(firstHeading).toHaveText(pageTwo);
      await expect.poll(scrollY).toBe(0);

      // View on the last card of the last page, scrolled down to it: the report opens at its top.
      // Twice, the second time from memory, at full height at once (see above).
      const last = cards.last();
      const id = (await last.getByRole('heading').textContent())!;
      for (const visit of ['first', 'again']) {
        await last.evaluate((node) => node.scrollIntoView({ block: 'end' }));
        await expect(last).toBeInViewport({ ratio: 1 });
        expect(await scrollY()).toBeGreaterThan(300);
        await last.getByRole('link', { name: /^View report of/ }).click();
        await expect(page).toHaveURL(/\/reports\/detail\//);
        await expect(page.getByRole('heading', { name: id, exact: true })).toBeVisible();
        await expect(page.getByText(/^Scroll report \d$/).first()).toBeVisible();
        expect(await scrollY(), `the report opened ${visit}`).toBe(0);
        if (visit === 'first') {
          await page.goBack();
          await expect(firstHeading).toHaveText(pageTwo);
        }
      }
    });

    test('a page that cannot load offline says so in the layout, and recovers by itself', async ({ page, context }) => {
      await page.goto('/');
      await expect(page.getByTestId('check-card')).toBeVisible();
      await context.setOffline(true);
      await page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('link', { name: /Leader/ })
        .click();
      const offline = page.getByTestId('offline').first();
      await expect(offline).toBeVisible();
      await expect(offline.getByRole('heading', { name: "You're offline" })).toBeVisible();
      await expect(offline.getByRole('button', { name: 'Retry' })).toBeVisible();
      // Inside the normal layout: the header and its menu are still there.
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
      await context.setOffline(false);
      // Back online, the page reloads itself (PageError): a whole first load of the app, which on a
      // busy CI machine took longer than the 10 s an expectation waits by default.
      const reloaded = { timeout: 30_000 };
      await expect(page.getByTestId('offline')).toHaveCount(0, reloaded);
      await expect(page).toHaveURL(/\/leader-board$/);
      await expect(page.getByRole('heading', { name: /Leader/ }).first()).toBeVisible(reloaded);
    });

    test("a page whose code did not arrive says You're offline; Retry loads it", async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('check-card')).toBeVisible();
      // The connection drops without the phone noticing (it still says online, so no "online" event
      // will come to recover by itself): the Leader Board's code does not arrive.
      const chunk = '**/assets/leader-board-page-*.js';
      await page.route(chunk, (route) => route.abort('internetdisconnected'));
      await page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('link', { name: /Leader/ })
        .click();
      const offline = page.getByTestId('offline');
      await expect(offline).toHaveCount(1);
      await expect(offline.getByRole('heading', { name: "You're offline" })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
      expect(await page.evaluate(() => navigator.onLine)).toBe(true);
      await expect(page).toHaveURL(/\/leader-board$/);

      // The connection is back; only the Retry button can know.
      await page.unroute(chunk);
      await offline.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { name: /Leader/ }).first()).toBeVisible();
      await expect(page.getByTestId('offline')).toHaveCount(0);
      await expect(page).toHaveURL(/\/leader-board$/);
    });

    test('the proof opens full size; the evidence comes before Verify and Reject', async ({ page, request }) => {
      const errors = watchConsole(page);
      const reporter = await signUpViaApi(request, 'Proof Reporter');
      const validator = await signUpValidator(request, 'Proof Validator');
      const report = await submitReportViaApi(
        request,
        reporter.token,
        { type: 'number', uniqueId: freshPhone(), detail: 'He sent this screenshot.' },
        await pngFile('upi screenshot.png'),
      );
      await signInPage(page, validator.token);
      await page.goto(`/reports/detail/${report.id}`);
      const proof = page.getByRole('button', { name: /^Open .+\.png full size$/ });
      await expect(proof).toBeEnabled();
      const verify = page.getByRole('button', { name: 'Verify' });
      const proofTop = (await proof.boundingBox())!.y;
      const verifyTop = (await verify.boundingBox())!.y;
      expect(proofTop).toBeLessThan(verifyTop);

      await proof.click();
      const viewer = page.getByRole('dialog', { name: /^Proof: .+\.png$/ });
      await expect(viewer).toBeVisible();
      const image = viewer.getByRole('img');
      await expect(image).toBeVisible();
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
      // Pinch-zoom stays the browser's: the page allows zoom and the image area pans and pinches.
      expect(await page.locator('meta[name="viewport"]').getAttribute('content')).not.toMatch(/user-scalable=no/);
      expect(await image.evaluate((img) => getComputedStyle(img.parentElement!).touchAction)).toMatch(
        /pinch-zoom|manipulation/, // "pan-x pan-y pinch-zoom" computes to "manipulation"
      );
      await viewer.getByRole('button', { name: 'Zoom in' }).click();
      await expect(viewer.getByRole('button', { name: 'Fit to screen' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();
      await expect(proof).toBeFocused();
      expect(errors).toEqual([]);
    });

    test('an audio proof plays in the page; a PDF proof opens in a new tab', async ({ page, context, request }) => {
      const errors = watchConsole(page);
      const reporter = await signUpViaApi(request, 'Media Reporter');
      const validator = await signUpValidator(request, 'Media Validator');
      // Half a second of 8 kHz, 8-bit mono silence: a real WAV file.
      const samples = Buffer.alloc(4000, 0x80);
      const header = Buffer.alloc(44);
      header.write('RIFF', 0);
      header.writeUInt32LE(36 + samples.length, 4);
      header.write('WAVEfmt ', 8);
      header.writeUInt32LE(16, 16);
      header.writeUInt16LE(1, 20); // PCM
      header.writeUInt16LE(1, 22); // mono
      header.writeUInt32LE(8000, 24);
      header.writeUInt32LE(8000, 28);
      header.writeUInt16LE(1, 32);
      header.writeUInt16LE(8, 34);
      header.write('data', 36);
      header.writeUInt32LE(samples.length, 40);
      const audio = await submitReportViaApi(
        request,
        reporter.token,
        { type: 'number', uniqueId: freshPhone(), detail: 'He left this voicemail.' },
        { name: 'voicemail.wav', mimeType: 'audio/wav', buffer: Buffer.concat([header, samples]) },
      );
      const pdf = await submitReportViaApi(
        request,
        reporter.token,
        { type: 'number', uniqueId: freshPhone(), detail: 'He sent this fake notice.' },
        {
          name: 'notice.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]),
        },
      );
      await signInPage(page, validator.token);

      await page.goto(`/reports/detail/${audio.id}`);
      const player = page.getByLabel(/^Audios: .+\.wav$/);
      await expect(player).toBeVisible();
      expect(await player.evaluate((node) => node.tagName)).toBe('AUDIO');
      expect(await player.evaluate((node: HTMLAudioElement) => node.controls)).toBe(true);
      // The browser read the file: its length is known.
      await expect
        .poll(() => player.evaluate((node: HTMLAudioElement) => (Number.isFinite(node.duration) ? node.duration : 0)))
        .toBeGreaterThan(0.4);

      await page.goto(`/reports/detail/${pdf.id}`);
      const open = page.getByRole('button', { name: /^Open .+\.pdf in a new tab$/ });
      // The new tab asks for the signed link; the server sends a PDF as an attachment, so the tab
      // shows it or hands it to the browser's downloads.
      const popupOpened = context.waitForEvent('page');
      const fileRequested = context.waitForEvent('request', (req) => new URL(req.url()).pathname.startsWith('/files/'));
      await open.click();
      const popup = await popupOpened;
      const fileRequest = await fileRequested;
      expect(fileRequest.frame().page()).toBe(popup);
      const fileUrl = fileRequest.url();
      const file = await request.get(fileUrl);
      expect(file.ok()).toBe(true);
      expect(file.headers()['content-type']).toContain('application/pdf');
      await expect(page).toHaveURL(new RegExp(`/reports/detail/${pdf.id}$`));
      await popup.close();
      expect(errors).toEqual([]);
    });

    test('a video proof plays inline in the page', async ({ page, request }) => {
      const errors = watchConsole(page);
      const reporter = await signUpViaApi(request, 'Video Reporter');
      const validator = await signUpValidator(request, 'Video Validator');
      const report = await submitReportViaApi(
        request,
        reporter.token,
        { type: 'number', uniqueId: freshPhone(), detail: 'He recorded this video call.' },
        mp4File('video call.mp4'),
      );
      await signInPage(page, validator.token);
      await page.goto(`/reports/detail/${report.id}`);
      const player = page.getByLabel(/^Videos: .+\.mp4$/);
      await expect(player).toBeVisible();
      expect(await player.evaluate((node) => node.tagName)).toBe('VIDEO');
      // The browser's own controls, inline (not the phone's full-screen player).
      expect(await player.evaluate((node: HTMLVideoElement) => [node.controls, node.playsInline])).toEqual([
        true,
        true,
      ]);
      const box = (await player.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      // The browser read and decoded the file: its picture size and length are known.
      await expect
        .poll(() =>
          player.evaluate((node: HTMLVideoElement) => [node.videoWidth, node.videoHeight, Math.round(node.duration)]),
        )
        .toEqual([16, 16, 1]);
      // It plays where it is (muted, as a script may start it without a tap).
      await player.evaluate((node: HTMLVideoElement) => {
        node.muted = true;
        return node.play();
      });
      await expect.poll(() => player.evaluate((node: HTMLVideoElement) => node.currentTime)).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
      await expect(page).toHaveURL(new RegExp(`/reports/detail/${report.id}$`));
      expect(errors).toEqual([]);
    });

    test('an under-review result explains itself and has no dead View Report link', async ({ page, request }) => {
      const reporter = await signUpViaApi(request, 'Pending Reporter');
      const phone = freshPhone();
      await submitReportViaApi(request, reporter.token, { type: 'number', uniqueId: phone, detail: 'pending' });
      await page.goto('/');
      await checkPhone(page, phone);
      const result = page.getByTestId('check-result');
      await expect(result).toHaveAttribute('data-result', 'pending');
      await expect(result.getByTestId('pending-explainer')).toContainText('Under review means');
      await expect(result.getByRole('link', { name: 'View Report' })).toHaveCount(0);
    });

    test('five wrong passwords lock the login and say for how long', async ({ page, request }) => {
      test.slow();
      const user = await signUpViaApi(request, 'Locked Person');
      await page.setExtraHTTPHeaders(clientIpHeaders());
      await page.goto('/auth/login');
      const dialog = page.getByRole('dialog', { name: 'Login' });
      const login = dialog.getByRole('button', { name: 'Login' });
      await dialog.getByLabel('Phone Number').fill(user.phone);
      await dialog.getByLabel('Password', { exact: true }).fill('Wrong@123');
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await expect(login).toBeEnabled(); // Login waits 3.5 s after a failure
        const refused = page.waitForResponse((r) => r.url().endsWith('/auth/login') && r.request().method() === 'POST');
        await login.click();
        await refused;
        // The toast of the attempt before may still show beside this one's (a slow machine).
        await expect(
          page.getByRole('alert').filter({ hasText: 'Invalid phone number or password.' }).last(),
        ).toBeVisible();
      }
      // Even the right password is refused now, with the time to wait.
      await dialog.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
      await expect(login).toBeEnabled();
      await login.click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Too many failed logins. Try again in 15 minutes.' }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/auth\/login$/);
    });

    test('a report shows its reporter as first name and last initial', async ({ page, request }) => {
      const reporter = await signUpViaApi(request, 'Asha Verma');
      const report = await submitReportViaApi(request, reporter.token, {
        type: 'number',
        uniqueId: freshPhone(),
        detail: 'Said my parcel was held at customs.',
      });
      const validator = await signUpValidator(request, 'Name Validator');
      const verified = await request.post('/api/v1/scam-report/scam-verification', {
        headers: { Authorization: `Bearer ${validator.token}`, 'App-Check': 'web' },
        data: { id: report.id, name: 'Customs parcel' },
      });
      expect(verified.ok(), await verified.text()).toBeTruthy();
      await page.goto(`/reports/detail/${report.id}`);
      await expect(page.getByRole('heading', { name: report.scammerId })).toBeVisible();
      await expect(page.getByText('Asha V.', { exact: true }).first()).toBeVisible();
      await expect(page.getByText('Asha Verma')).toHaveCount(0);
    });

    test('Register asks for consent with links; the app button is honest', async ({ page }) => {
      await page.goto('/auth/register');
      const consent = page.getByTestId('consent');
      await expect(consent).toHaveText('By continuing you agree to the Terms and the Privacy Policy.');
      await expect(consent.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms-of-use');
      await expect(consent.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Android app: coming soon' })).toBeVisible();
      await expect(page.getByText('Download Android App')).toHaveCount(0);
    });

    test('after a report, home opens at the top and the toast links to My reports', async ({ page, request }) => {
      const reporter = await signUpViaApi(request, 'Toast Reporter');
      await signInPage(page, reporter.token);
      await page.goto('/report-scam');
      await page.getByLabel('Select Type').selectOption('number');
      await page.getByLabel('Phone Number', { exact: true }).fill(freshPhone());
      await page.getByLabel('Description').fill('Asked for my UPI PIN.');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page).toHaveURL(/\/$/);
      // The address changes before the home page has rendered (its chunk may still be loading).
      await expect(page.getByTestId('check-card')).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.getByRole('button', { name: 'See my reports' }).click();
      await expect(page).toHaveURL(/\/reports\?reportType=myreport$/);
    });

    test('Android fills the code from the SMS (WebOTP)', async ({ page, request }) => {
      const phone = freshPhone();
      // Chromium on a desktop has no SMS: stand in for the browser's WebOTP with the real SMS text.
      await page.addInitScript(() => {
        (window as unknown as { OTPCredential: unknown }).OTPCredential = class {};
        const get = navigator.credentials.get.bind(navigator.credentials);
        navigator.credentials.get = (options?: CredentialRequestOptions & { otp?: unknown }) =>
          options?.otp
            ? new Promise((resolve) => {
                (window as unknown as { deliverSms: (code: string) => void }).deliverSms = (code) =>
                  resolve({ code, id: '', type: 'otp' } as unknown as Credential);
              })
            : get(options);
      });
      await page.goto('/auth/register');
      await page.getByLabel('Phone Number').fill(phone);
      await page.getByLabel('Name', { exact: true }).fill('Otp Person');
      await page.getByLabel('Password', { exact: true }).fill('Satark@123');
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expect(page).toHaveURL('/auth/verify-otp');
      const sms = await request.get(`/api/v1/dev/sms-outbox?phone=${encodeURIComponent(`+91${phone}`)}`);
      const body = ((await sms.json()) as { data: { body: string }[] }).data[0]!.body;
      const code = await readOtp(request, phone);
      expect(body.split('\n').at(-1)).toBe(`@localhost #${code}`);
      await page.waitForFunction(() => 'deliverSms' in window);
      await page.evaluate(
        (value) => (window as unknown as { deliverSms: (c: string) => void }).deliverSms(value),
        code,
      );
      const boxes = page.locator('input[autocomplete="one-time-code"], input[inputmode="numeric"]');
      await expect(boxes.first()).toHaveValue(code[0]!);
    });
  });
}

test.describe('with the service worker at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });

  test('every route chunk is precached: pages open offline, with the offline strip', async ({ page, context }) => {
    await page.goto('/');
    // The worker installs after load and keeps every built script and style.
    const cached = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      const names = await caches.keys();
      const urls = await Promise.all(
        names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname)),
      );
      return urls.flat();
    });
    const sw = await (await page.request.get('/sw.js')).text();
    const precache = JSON.parse(/self\.__PRECACHE__ = (.*);/.exec(sw)![1]!) as { files: string[] };
    expect(precache.files.filter((file) => /report-list-page|leader-board-page|faq-page/.test(file))).toHaveLength(3);
    expect(cached).toEqual(expect.arrayContaining(precache.files));

    await context.setOffline(true);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: "You're offline" })).toHaveCount(0);
  });

  // Someone on 2G (or with Data Saver on) pays for every kilobyte: the worker keeps the first screen
  // only, and each page they open as it loads (docs/decisions/precache-respects-saving-data.md).
  test('on a 2G connection only the first screen is kept ahead, and a page opened is kept as it loads', async ({
    playwright,
    launchOptions,
    baseURL,
  }) => {
    const browser = await playwright.chromium.launch({
      ...launchOptions,
      args: [...(launchOptions.args ?? []), '--force-effective-connection-type=2G'],
    });
    try {
      const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, isMobile: true });
      const page = await context.newPage();
      await page.goto('/');
      expect(
        await page.evaluate(() => (navigator as { connection?: { effectiveType: string } }).connection?.effectiveType),
      ).toBe('2g');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const keptAssets = () =>
        page.evaluate(async () => {
          const names = await caches.keys();
          const urls = await Promise.all(
            names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname)),
          );
          return urls.flat().filter((file) => file.startsWith('/assets/'));
        });
      const sw = await (await page.request.get('/sw.js')).text();
      const precache = JSON.parse(/self\.__PRECACHE__ = (.*);/.exec(sw)![1]!) as {
        files: string[];
        firstScreen: string[];
      };
      expect(precache.firstScreen.length).toBeGreaterThan(3);
      // Kept: the first screen, and whatever this page fetched once the worker controlled it (the
      // home page's later parts, its font): which of those came after the worker took over is timing.
      // What the page fetched is read after what is kept, so a part it loads in between is in both.
      const keptButNotFetched = async () => {
        const kept = await keptAssets();
        const fetchedByPage = await page.evaluate(() =>
          performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
        );
        return kept.filter((file) => !precache.firstScreen.includes(file) && !fetchedByPage.includes(file));
      };
      await expect.poll(keptButNotFetched).toEqual([]);
      const kept = await keptAssets();
      expect(kept).toEqual(expect.arrayContaining(precache.firstScreen));
      expect(precache.files.length).toBeGreaterThan(kept.length + 10);
      expect(kept.some((file) => /\/report-list-page-/.test(file))).toBe(false);

      await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Reports' }).click();
      await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
      await expect.poll(async () => (await keptAssets()).some((file) => /\/report-list-page-/.test(file))).toBe(true);
    } finally {
      await browser.close();
    }
  });
});

// No horizontal scroll on any page, signed out or signed in (as a validator), at 320, 360 and 390 px.
const PAGES = [
  '/',
  '/home',
  '/learn',
  '/learn/digital-arrest-scam',
  '/leader-board',
  '/reports',
  '/report-scam',
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  // Opened without a phone number (a bookmark): the way back to the step before.
  '/auth/reset-password',
  '/auth/verify-otp',
  '/privacy-policy',
  '/terms-of-use',
  '/about',
  '/faq',
  '/no-such-page',
  '/my-disputes',
  '/notifications',
  '/reports?reportType=myreport',
  `/share-target?text=${encodeURIComponent(
    'Dear customer your KYC expires today. Update at http://a-very-long-kyc-update-host-name.example.in/verify/now or call 9876543210',
  )}`,
  '/review',
];
for (const width of [320, 360, 390]) {
  test.describe(`no horizontal scroll at ${width} px`, () => {
    test.use({ viewport: { width, height: 640 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });

    for (const signedIn of [false, true]) {
      test(`every page, ${signedIn ? 'signed in' : 'signed out'}`, async ({ page, request }) => {
        test.slow();
        const reporter = await signUpViaApi(request, 'Wide Name Reporter');
        const report = await submitReportViaApi(request, reporter.token, {
          type: 'website',
          uniqueId: `a-very-long-scam-host-name-${Date.now()}.example.in/with/a/long/path`,
          detail: 'x'.repeat(200),
        });
        // Signed in as a validator, so /review shows the review page (the rank is read at load).
        if (signedIn) {
          admin('promote', reporter.phone);
          await signInPage(page, reporter.token);
        }
        for (const url of [...PAGES, `/reports/detail/${report.id}`]) {
          await page.goto(url);
          await page.waitForLoadState('networkidle');
          await expectNoHorizontalScroll(page, url);
        }
        if (signedIn) {
          await expect(page.getByRole('button', { name: 'Open menu' })).toBeInViewport({ ratio: 1 });
          // The review page's other tab.
          await page.goto('/review');
          await expect(page.getByRole('heading', { name: 'Review', level: 1 })).toBeVisible();
          await page.getByRole('tab', { name: 'Disputes' }).click();
          await page.waitForLoadState('networkidle');
          await expectNoHorizontalScroll(page, '/review, Disputes (validator)');
        } else {
          // The code screen after a register step.
          await page.setExtraHTTPHeaders(clientIpHeaders());
          await page.goto('/auth/register');
          await page.getByLabel('Phone Number').fill(freshPhone());
          await page.getByLabel('Name', { exact: true }).fill('Wide Name Person');
          await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
          await page.getByRole('button', { name: 'Send OTP' }).click();
          await expect(page).toHaveURL('/auth/verify-otp');
          await expect(page.getByRole('dialog', { name: 'Verify OTP' })).toBeVisible();
          await expectNoHorizontalScroll(page, '/auth/verify-otp');
          // The code screen after "Forgot password" (a number with no account gets it too).
          await page.goto('/auth/forgot-password');
          await page.getByLabel('Phone Number').fill(freshPhone());
          await page.getByRole('button', { name: 'Send OTP' }).click();
          await expect(page).toHaveURL('/auth/reset-password');
          await expect(page.getByRole('dialog', { name: 'Reset Password' }).getByLabel('New Password')).toBeVisible();
          await expectNoHorizontalScroll(page, '/auth/reset-password');
        }
      });

      test(`the check's answers and the open drawer, ${signedIn ? 'signed in' : 'signed out'}`, async ({
        page,
        request,
      }) => {
        test.slow();
        const reporter = await signUpViaApi(request, 'Wide Name Reporter');
        const report = await submitReportViaApi(request, reporter.token, {
          type: 'website',
          uniqueId: `a-very-long-scam-host-name-${Date.now()}.example.in/with/a/long/path`,
          detail: 'x'.repeat(200),
        });
        // A validator's drawer has the most links.
        if (signedIn) {
          admin('promote', reporter.phone);
          await signInPage(page, reporter.token);
        }
        // The check card's answers: one that could not be made, and long identifiers with no place
        // to break (a verified UPI id, the reported website, a website nobody reported).
        const result = page.getByTestId('check-result');
        await page.goto('/');
        await page.route(CHECK_API, (route) => route.abort('internetdisconnected'));
        await checkPhone(page, freshPhone());
        await expect(result).toHaveAttribute('data-result', 'failed');
        await expectNoHorizontalScroll(page, 'the failed check');
        await page.unroute(CHECK_API);
        const longUpi = `averylongupihandlewithnowheretobreak${Date.now()}@okhdfcbankltd`;
        await createVerifiedScams(request, [{ type: 'upi', uniqueId: longUpi, detail: 'Wide UPI journey' }]);
        for (const [tab, label, value, answer] of [
          ['UPI', 'UPI ID', longUpi, 'scam'],
          ['Website', 'Website URL', report.scammerId, 'pending'],
          [
            'Website',
            'Website URL',
            `averyverylonghostnamewithoutanybreaks${Date.now()}.example.in/averyverylongpathwithoutanybreaks`,
            'clear',
          ],
        ] as const) {
          await page.goto('/');
          await checkOn(page, tab, label, value);
          await expect(result).toHaveAttribute('data-result', answer);
          await expectNoHorizontalScroll(page, `the ${answer} answer for ${value}`);
        }

        // The open drawer.
        await page.getByRole('button', { name: 'Open menu' }).click();
        const drawer = page.getByRole('dialog', { name: 'Main menu' });
        await expect(drawer).toBeVisible();
        await expectInsideScreen(page, drawer, `the open drawer (${signedIn ? 'signed in' : 'signed out'})`);
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
      });
    }
  });
}
