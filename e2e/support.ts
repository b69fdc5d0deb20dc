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
