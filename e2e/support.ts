// Helpers the journeys share: fresh phone numbers, reading OTPs from the outbox, console-error capture.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

let counter = 0;
/** A valid Indian mobile number unique to this run and worker. */
export function freshPhone(): string {
  counter += 1;
  const seed = (Date.now() % 1_000_000) * 100 + counter * 7 + Math.floor(Math.random() * 7);
  return `7${String(seed).padStart(9, '0').slice(-9)}`;
}

/** The newest OTP sent to a 10-digit number, read from the dev SMS outbox like a tester would. */
export async function readOtp(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/v1/dev/sms-outbox?phone=${encodeURIComponent(`+91${phone}`)}`);
      const body = (await response.json()) as { data: { body: string }[] };
      code = /\b(\d{4})\b/.exec(body.data[0]?.body ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Collects console errors so a journey can assert there were none. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The e2e server's data folder (scripts/e2e-server.mjs). */
export const E2E_DATA_DIR = path.resolve(import.meta.dirname, '..', '.tmp', 'e2e-data');

/** Runs the operator's command line on the e2e server's database, e.g. `admin('promote', phone)`. */
export function admin(...args: string[]): string {
  return execFileSync('npm', ['run', '--silent', 'admin', '--', ...args], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
}

// ---- Reporting helpers (report-scam, reports, moderation, leader-board, learn journeys) ----

export const E2E_PASSWORD = 'Secret@123';

/** A registered, verified user made through the API like the sign-up screens would: phone and token. */
export async function signUpViaApi(request: APIRequestContext, name = 'E2E Reporter') {
  const phone = freshPhone();
  const headers = clientIpHeaders();
  const registered = await request.post('/api/v1/auth/register', {
    headers,
    data: { countryCode: '+91', phoneNo: phone, name, password: E2E_PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const verifyCode = await readOtp(request, phone);
  const verified = await request.post('/api/v1/auth/verify-user', {
    headers,
    data: { countryCode: '+91', phoneNo: phone, verifyCode },
  });
  const body = (await verified.json()) as { access_token: string };
  expect(body.access_token).toBeTruthy();
  return { phone, name, token: body.access_token };
}

/** Starts every page of this test signed in with `token` (the web app keeps it in localStorage). */
export async function signInPage(page: Page, token: string) {
  await page.addInitScript((value) => window.localStorage.setItem('satark.accessToken', value), token);
}

/** A real PNG made with sharp. */
export async function pngFile(name = 'scam screenshot.png', color = '#3366cc') {
  const { default: sharp } = await import('sharp');
  const buffer = await sharp({ create: { width: 96, height: 64, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** POSTs one report as the web form does; waits out a 429 (Retry-After) so a busy run stays green. */
export async function submitReportViaApi(
  request: APIRequestContext,
  token: string,
  payload: { type: string; uniqueId: string; detail?: string; articleSlug?: string },
  proof?: { name: string; mimeType: string; buffer: Buffer },
): Promise<{ id: string; scammerId: string }> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await request.post('/api/v1/scam-report/report-scammer', {
      headers: { Authorization: `Bearer ${token}`, 'App-Check': 'web' },
      multipart: {
        json: JSON.stringify({ detail: '', ...payload }),
        ...(proof ? { proof } : {}),
      },
    });
    if (response.status() === 429 && attempt < 3) {
      const wait = Number(response.headers()['retry-after'] ?? 5);
      await new Promise((resolve) => setTimeout(resolve, Math.min(wait, 30) * 1000));
      continue;
    }
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { data: { id: string; scammerId: string } }).data;
  }
}

/** A signed-up user promoted to validator with the operator's command line. */
export async function signUpValidator(request: APIRequestContext, name = 'E2E Validator') {
  const user = await signUpViaApi(request, name);
  admin('promote', user.phone);
  return user;
}

/** A short token unique to this run, for identifiers the tests search for. */
export const runTag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

// ---- Account and report helpers for the web journeys (check, auth, account) ----

export const STRONG_PASSWORD = 'Satark@123';

/**
 * A made-up client address for one journey. The server keys its per-IP limits (20 OTPs an hour,
 * 30 auth calls a minute) on the client IP; the e2e server trusts one proxy hop (TRUST_PROXY=1), so
 * the address in this header is the client and each journey counts as its own client.
 */
export function clientIpHeaders(): Record<string, string> {
  const part = () => 1 + Math.floor(Math.random() * 250);
  return { 'X-Forwarded-For': `10.${part()}.${part()}.${part()}` };
}

/** Registers and verifies a user through the API (OTP read from the outbox); returns the access token. */
export async function registerViaApi(
  request: APIRequestContext,
  phone: string,
  name = 'Journey User',
  password = STRONG_PASSWORD,
  headers: Record<string, string> = clientIpHeaders(),
): Promise<string> {
  const registered = await request.post('/api/v1/auth/register', {
    headers,
    data: { countryCode: '+91', phoneNo: phone, name, password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const verifyCode = await readOtp(request, phone);
  const verified = await request.post('/api/v1/auth/verify-user', {
    headers,
    data: { countryCode: '+91', phoneNo: phone, verifyCode },
  });
  expect(verified.ok(), await verified.text()).toBeTruthy();
  return ((await verified.json()) as { access_token: string }).access_token;
}

/** Reports an identifier through the multipart API as the given user; returns the entity id. */
export async function reportViaApi(
  request: APIRequestContext,
  token: string,
  payload: { type: string; uniqueId: string; detail: string },
): Promise<string> {
  const response = await request.post('/api/v1/scam-report/report-scammer', {
    headers: { Authorization: `Bearer ${token}`, 'App-Check': 'web' },
    multipart: { json: JSON.stringify(payload) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/**
 * Reported and verified (ACTIVE) entities: one fresh reporter reports each payload and one fresh
 * validator (promoted with the admin command) verifies them. Returns the entity ids in order.
 */
export async function createVerifiedScams(
  request: APIRequestContext,
  payloads: { type: string; uniqueId: string; detail: string }[],
): Promise<string[]> {
  const headers = clientIpHeaders();
  const reporter = await registerViaApi(request, freshPhone(), 'Reporter', STRONG_PASSWORD, headers);
  const validatorPhone = freshPhone();
  const validator = await registerViaApi(request, validatorPhone, 'Validator', STRONG_PASSWORD, headers);
  admin('promote', validatorPhone);
  const ids: string[] = [];
  for (const payload of payloads) {
    const id = await reportViaApi(request, reporter, payload);
    const verified = await request.post('/api/v1/scam-report/scam-verification', {
      headers: { Authorization: `Bearer ${validator}`, 'App-Check': 'web' },
      data: { id, scammerId: payload.uniqueId, uniqueId: payload.uniqueId, name: 'Journey Scammer' },
    });
    expect(verified.ok(), await verified.text()).toBeTruthy();
    ids.push(id);
  }
  return ids;
}

/** Opens the app already signed in with `token` (set once, before the app's scripts run). */
export async function signInWithToken(page: Page, token: string) {
  await page.addInitScript((value) => {
    if (!window.sessionStorage.getItem('e2e.tokenSet')) {
      window.localStorage.setItem('satark.accessToken', value);
      window.sessionStorage.setItem('e2e.tokenSet', '1');
    }
  }, token);
}

/** True on the 390 px phone project, where the navbar collapses into a drawer. */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 768;

// ---- Accessibility ----

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation, printing
 * each one (rule, impact, help and the elements). `falsePositives` names rules to skip; each use
 * must say why next to the call.
 */
export async function expectAccessible(page: Page, falsePositives: string[] = []) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  let builder = new AxeBuilder({ page });
  if (falsePositives.length) builder = builder.disableRules(falsePositives);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help} (${v.helpUrl})\n` +
      v.nodes
        .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`)
        .join('\n'),
  );
  expect(report, `axe found serious or critical violations on ${page.url()}:\n${report.join('\n')}`).toEqual([]);
}
