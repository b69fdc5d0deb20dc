// Google sign-in on the login and register screens (issue 14 item 7), against a local stand-in for
// Google's script and keys (e2e/google-stand-in.ts): hidden and never loaded when the server has no
// GOOGLE_CLIENT_ID; with it, the button signs in and lands as a phone login does; a refused
// credential says so, in English and in Hindi.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_DATA_DIR, clientIpHeaders, watchConsole } from './support';
import { startGoogleStandIn, type GoogleStandIn } from './google-stand-in';

const ROOT = path.resolve(import.meta.dirname, '..');
/**
 * A second server of the journeys (same database) with Google sign-in on. Not PORT+10: the phone
 * journeys start theirs there, and the two files may run at once.
 */
const GOOGLE_PORT = Number(process.env.E2E_PORT ?? 3100) + 12;
const GOOGLE_URL = `http://127.0.0.1:${GOOGLE_PORT}`;
const CLIENT_ID = 'satark-e2e.apps.googleusercontent.com';

// One server and one stand-in for the whole file: its tests run one after another, in one project
// (the widths a test needs are set by the test).
test.describe.configure({ mode: 'serial' });
// eslint-disable-next-line no-empty-pattern -- Playwright wants the fixtures argument destructured
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'one server of its own: the phone project only');
});

let standIn: GoogleStandIn;
let server: ChildProcess | undefined;

// eslint-disable-next-line no-empty-pattern -- as above
test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== 'phone') return;
  standIn = await startGoogleStandIn();
  server = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/bundle/main.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(GOOGLE_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      DATABASE_URL: '',
      APP_ENV: 'local',
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      TRUST_PROXY: '1',
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: standIn.jwksUrl,
      GOOGLE_GSI_SCRIPT_URL: standIn.scriptUrl,
    },
  });
  await expect
    .poll(
      () =>
        fetch(`${GOOGLE_URL}/readyz`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await standIn?.close();
});

/** Every request the page makes for a Google Identity Services script, Google's or the stand-in's. */
function watchGsiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/gsi\/|accounts\.google\.com/.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/**
 * Opens an auth screen and lets the server's public settings arrive (fetched, or read from the
 * persisted query cache on a later load, when no request is made), so the button had its chance.
 */
async function openAuth(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('without GOOGLE_CLIENT_ID there is no Google button and no Google script', async ({ page }) => {
  const errors = watchConsole(page);
  const gsi = watchGsiRequests(page);
  for (const [url, title] of [
    ['/auth/login', 'Login'],
    ['/auth/register', 'Register'],
  ] as const) {
    await openAuth(page, url);
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByLabel('Phone Number')).toBeVisible();
    await expect(dialog.getByTestId('google-sign-in')).toHaveCount(0);
    await expect(dialog.getByText(/with Google/)).toHaveCount(0);
  }
  const csp = (await page.request.get('/')).headers()['content-security-policy'] ?? '';
  expect(csp).not.toMatch(/gsi|google/);
  expect(gsi).toEqual([]);
  expect(errors).toEqual([]);
});

test('the script loads only on the login and register screens, and the buttons say what they do', async ({ page }) => {
  const errors = watchConsole(page);
  const gsi = watchGsiRequests(page);
  await page.goto(`${GOOGLE_URL}/`);
  await expect(page.getByTestId('headline')).toBeVisible();
  await page.goto(`${GOOGLE_URL}/faq`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(gsi).toEqual([]);

  await openAuth(page, `${GOOGLE_URL}/auth/login`);
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  expect(gsi).toEqual([standIn.scriptUrl]);

  await login.getByRole('link', { name: 'Register' }).click();
  const register = page.getByRole('dialog', { name: 'Register' });
  await expect(register.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  // The same page keeps the one script it loaded.
  expect(gsi).toEqual([standIn.scriptUrl]);
  expect(errors).toEqual([]);
});

test('"Sign in with Google" signs in and lands on /home, as a phone login does', async ({ page }) => {
  const errors = watchConsole(page);
  await page.setExtraHTTPHeaders(clientIpHeaders());
  const name = `Google Asha ${Date.now() % 100000}`;
  standIn.next = { sub: `google-${Date.now()}-${Math.random()}`, name };

  await openAuth(page, `${GOOGLE_URL}/auth/login`);
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Logged in successfully.' })).toBeVisible();
  await expect(page).toHaveURL(`${GOOGLE_URL}/home`);
  // The same token storage as a phone login: it survives a reload.
  expect(await page.evaluate(() => window.localStorage.getItem('satark.accessToken'))).toBeTruthy();
  await page.reload();
  await page.getByRole('button', { name: `${name}: account menu` }).click();
  await expect(page.getByRole('menu').getByTestId('user-menu-name')).toHaveText(name);
  expect(errors).toEqual([]);
});

test('"Continue with Google" from the report form signs in and goes back to it', async ({ page }) => {
  const errors = watchConsole(page);
  await page.setExtraHTTPHeaders(clientIpHeaders());
  standIn.next = { sub: `google-${Date.now()}-${Math.random()}`, name: 'Google Ravi' };

  // The report form sends a signed-out visitor to log in, remembering where they were.
  await page.goto(`${GOOGLE_URL}/report-scam`);
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByRole('dialog', { name: 'Login' }).getByRole('link', { name: 'Register' }).click();
  await page.getByRole('dialog', { name: 'Register' }).getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(`${GOOGLE_URL}/report-scam`);
  await expect(page.getByRole('button', { name: 'Google Ravi: account menu' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a credential Google did not sign is refused with a clear message, in English and in Hindi', async ({ page }) => {
  await page.setExtraHTTPHeaders(clientIpHeaders());
  standIn.next = 'stranger';

  await openAuth(page, `${GOOGLE_URL}/auth/login`);
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByRole('button', { name: 'Sign in with Google' }).click();
  // Said inside the dialog, where a screen reader is (the modal hides the page's toasts from it).
  await expect(login.getByRole('alert')).toHaveText('Google sign-in failed. Please try again.');
  await expect(page).toHaveURL(`${GOOGLE_URL}/auth/login`);
  expect(await page.evaluate(() => window.localStorage.getItem('satark.accessToken'))).toBeNull();

  await page.evaluate(() => window.localStorage.setItem('satark.language', 'hi'));
  await openAuth(page, `${GOOGLE_URL}/auth/login`);
  const hindi = page.getByRole('dialog', { name: 'लॉग इन' });
  await expect(hindi.getByText('या', { exact: true })).toBeVisible();
  await hindi.getByRole('button', { name: 'Google से साइन इन करें' }).click();
  await expect(hindi.getByRole('alert')).toHaveText('Google साइन-इन विफल रहा। कृपया फिर कोशिश करें।');
  expect(await page.evaluate(() => window.localStorage.getItem('satark.accessToken'))).toBeNull();
});

test('when Google cannot be reached the screen says so and the phone form still works', async ({ page }) => {
  await page.route('**/gsi/client', (route) => route.abort());
  await openAuth(page, `${GOOGLE_URL}/auth/login`);
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(
    login.getByText('Google sign-in could not be loaded. You can still use your phone number.'),
  ).toBeVisible();
  await expect(login.getByLabel('Phone Number')).toBeEditable();
});

for (const width of [360, 1440]) {
  test(`login and register at ${width} px: the button fits the card, nothing scrolls sideways`, async ({
    page,
  }, testInfo) => {
    test.slow(); // four page loads and screenshots
    await page.setViewportSize({ width, height: width < 400 ? 740 : 900 });
    for (const [screen, title, label] of [
      ['login', 'Login', 'Sign in with Google'],
      ['register', 'Register', 'Continue with Google'],
    ] as const) {
      await openAuth(page, `${GOOGLE_URL}/auth/${screen}`);
      const dialog = page.getByRole('dialog', { name: title });
      const button = dialog.getByRole('button', { name: label });
      await expect(button).toBeVisible();
      const card = (await dialog.boundingBox())!;
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(card.x);
      expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(wide).toBeLessThanOrEqual(0);
      // For a person to look at (test-results/…/login-360.png and the like).
      await page.screenshot({ path: testInfo.outputPath(`${screen}-${width}.png`) });
    }
  });
}
