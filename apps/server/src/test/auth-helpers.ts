// Helpers for the auth tests: fresh phones and client IPs, reading codes from the SMS outbox as a
// person would, and a signed-up account in one call.
import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import { isoBefore } from '../lib/ids.js';
import type { TestApp } from './test-app.js';

export const PASSWORD = 'Secret@123';

/** A valid 10-digit Indian mobile number nobody in this test run has used. */
export const newPhone = (): string => `9${randomInt(100_000_000, 1_000_000_000)}`;

let ipCounter = 0;
/** A client address of its own, so per-IP limits of one test never touch another. */
export const newIp = (): string => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

export interface CallOptions {
  token?: string;
  ip?: string;
}

export function post(t: TestApp, path: string, payload?: unknown, options: CallOptions = {}) {
  return t.request({
    method: 'POST',
    url: `/api/v1/auth${path}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    remoteAddress: options.ip ?? newIp(),
    ...(options.token ? { token: options.token } : {}),
  });
}

export function get(t: TestApp, path: string, options: CallOptions = {}) {
  return t.request({
    method: 'GET',
    url: `/api/v1/auth${path}`,
    remoteAddress: options.ip ?? newIp(),
    ...(options.token ? { token: options.token } : {}),
  });
}

/** The texts sent to a phone (10-digit national number), newest first, read through the dev endpoint. */
export async function outbox(t: TestApp, phoneNo: string): Promise<{ to: string; body: string }[]> {
  const response = await t.request({ url: `/api/v1/dev/sms-outbox?phone=${encodeURIComponent(`+91${phoneNo}`)}` });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** The code in the newest text sent to a phone. */
export async function readOtp(t: TestApp, phoneNo: string): Promise<string> {
  const [latest] = await outbox(t, phoneNo);
  const code = latest && /code is (\d{4})\./.exec(latest.body)?.[1];
  if (!code) throw new Error(`no code was sent to ${phoneNo}`);
  return code;
}

/** Moves every code sent to a phone back in time, as if `ms` had passed (past the resend cooldown). */
export async function ageOtps(t: TestApp, phoneNo: string, ms = 61_000): Promise<void> {
  const rows = await t.db
    .selectFrom('otps')
    .select(['id', 'created_at'])
    .where('phone', '=', `+91${phoneNo}`)
    .execute();
  for (const row of rows) {
    await t.db
      .updateTable('otps')
      .set({ created_at: isoBefore(ms, Date.parse(row.created_at)) })
      .where('id', '=', row.id)
      .execute();
  }
}

export interface Account {
  phoneNo: string;
  password: string;
  token: string;
  userId: string;
}

/** Registers and verifies a new account; returns its phone and a fresh access token. */
export async function signUp(t: TestApp, name = 'Asha'): Promise<Account> {
  const phoneNo = newPhone();
  const registered = await post(t, '/register', { countryCode: '+91', phoneNo, name, password: PASSWORD });
  expect(registered.statusCode).toBe(201);
  const verified = await post(t, '/verify-user', {
    countryCode: '+91',
    phoneNo,
    verifyCode: await readOtp(t, phoneNo),
  });
  expect(verified.statusCode).toBe(200);
  const body = verified.json();
  return { phoneNo, password: PASSWORD, token: body.access_token, userId: body.data.user.id };
}

/** A second app with a changed configuration on the same test database (cheaper than a new database). */
export async function appWithConfig(t: TestApp, patch: Partial<Config>): Promise<TestApp> {
  const config = { ...t.config, ...patch };
  const app = await buildApp(config, { db: t.db });
  await app.ready();
  return {
    app,
    db: t.db,
    config,
    request: ({ token, headers, ...rest }) =>
      app.inject({
        ...rest,
        headers: { 'app-check': 'web', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      }),
    close: () => app.close(),
  };
}
