// Races on the auth counters, through a real listening server with truly parallel requests: the
// OTP tries of a code, the login attempts of a phone and the resend cooldown. Runs on PostgreSQL
// too when DATABASE_URL_TEST is set (test-app.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES, OTP_MAX_WRONG_TRIES } from '@satark/shared/constants';
import { loginLockedMessage, SERVER_MESSAGES } from '@satark/shared/messages';
import { call, listenUrl, together, type Answer } from '../../test/listening.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { PASSWORD, newPhone, readOtp, signUp } from '../../test/auth-helpers.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  // One proxy hop, so each test can speak from its own address (X-Forwarded-For) and the per-IP
  // cap of 30 auth calls a minute does not mix into the per-phone counts under test.
  t = await createTestApp({ TRUST_PROXY: '1' });
  base = await listenUrl(t.app);
});
afterAll(async () => t.close());

let clientIp = '';
let tests = 0;
beforeEach(() => {
  tests += 1;
  clientIp = `10.77.0.${tests}`;
});
const authPost = (path: string, body: object) =>
  call(base, 'POST', `/api/v1/auth${path}`, { body, headers: { 'x-forwarded-for': clientIp } });
const wrongCode = (code: string) => (offset: number) => String((Number(code) + 1 + offset) % 10_000).padStart(4, '0');
const statuses = (answers: Answer[]) => answers.map((answer) => answer.status);

async function registered(): Promise<{ phoneNo: string; code: string }> {
  const phoneNo = newPhone();
  const answer = await authPost('/register', { countryCode: '+91', phoneNo, name: 'Asha', password: PASSWORD });
  expect(answer.status).toBe(201);
  return { phoneNo, code: await readOtp(t, phoneNo) };
}

const storedTries = async (phoneNo: string) =>
  await t.db
    .selectFrom('otps')
    .select(['wrong_tries', 'consumed_at'])
    .where('phone', '=', `+91${phoneNo}`)
    .executeTakeFirstOrThrow();

describe('OTP tries under parallel requests', () => {
  it('checks at most 3 of 20 wrong codes and the right one sent together', async () => {
    const { phoneNo, code } = await registered();
    const wrong = wrongCode(code);
    const answers = await together(21, (i) =>
      authPost('/verify-user', { countryCode: '+91', phoneNo, verifyCode: i === 20 ? code : wrong(i) }),
    );
    const stored = await storedTries(phoneNo);
    // Every try is counted before the code is compared, the right one included.
    expect(stored.wrong_tries).toBeLessThanOrEqual(OTP_MAX_WRONG_TRIES);
    expect(stored.consumed_at).not.toBeNull();
    const accepted = answers.filter((answer) => answer.status === 200);
    expect(accepted.length).toBeLessThanOrEqual(1);
    expect(answers.filter((answer) => answer.status === 400).length).toBeGreaterThanOrEqual(20);
    // Whatever happened, the code is spent now.
    expect((await authPost('/verify-user', { countryCode: '+91', phoneNo, verifyCode: code })).status).toBe(400);
  });

  it('voids the code after 20 parallel wrong tries, and then refuses the right one', async () => {
    const { phoneNo, code } = await registered();
    const wrong = wrongCode(code);
    const answers = await together(20, (i) =>
      authPost('/verify-user', { countryCode: '+91', phoneNo, verifyCode: wrong(i) }),
    );
    expect(new Set(statuses(answers))).toEqual(new Set([400]));
    expect(answers.filter((a) => a.body.message === SERVER_MESSAGES.otpTooManyTries)).toHaveLength(1);
    expect((await storedTries(phoneNo)).wrong_tries).toBe(OTP_MAX_WRONG_TRIES);

    const right = await authPost('/verify-user', { countryCode: '+91', phoneNo, verifyCode: code });
    expect(right.status).toBe(400);
    expect(right.body).toMatchObject({ code: 'OTP_INVALID' });
  });
});

describe('login attempts under parallel requests', () => {
  const login = (phoneNo: string, password: string) => authPost('/login', { countryCode: '+91', phoneNo, password });

  function expectLocked(answer: Answer) {
    expect(answer.status).toBe(429);
    expect(answer.body).toMatchObject({ success: false, code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    const retryAfter = Number(answer.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(answer.body.message).toBe(loginLockedMessage(retryAfter));
  }

  it('checks at most 5 of 26 wrong passwords sent together, then locks even the right one', async () => {
    const account = await signUp(t);
    const answers = await together(26, () => login(account.phoneNo, 'Wrong@123'));
    expect(answers.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    for (const answer of answers.filter((a) => a.status !== 401)) expectLocked(answer);

    const right = await login(account.phoneNo, PASSWORD);
    expectLocked(right);
    expect(right.body.message).toBe('Too many failed logins. Try again in 15 minutes.');
  });

  it('checks at most 5 passwords when 25 wrong ones and the right one arrive together', async () => {
    const account = await signUp(t);
    const answers = await together(26, (i) => login(account.phoneNo, i === 25 ? PASSWORD : 'Wrong@123'));
    const checked = answers.filter((answer) => answer.status === 401 || answer.status === 200);
    expect(checked.length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    for (const answer of answers.filter((a) => a.status === 429)) expectLocked(answer);
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(26 - LOGIN_MAX_FAILURES);
  });

  it('the same for a phone without an account', async () => {
    const answers = await together(12, () => login(newPhone(), 'Wrong@123'));
    // Different phones: each is checked once.
    expect(new Set(statuses(answers))).toEqual(new Set([401]));
    const phoneNo = newPhone();
    const same = await together(12, () => login(phoneNo, 'Wrong@123'));
    expect(same.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    for (const answer of same.filter((a) => a.status !== 401)) expectLocked(answer);
  });
});

describe('OTP send limits under parallel requests', () => {
  it('sends one code when ten resends arrive together, the others get 429', async () => {
    const phoneNo = newPhone();
    const answers = await together(10, () => authPost('/resend-otp', { countryCode: '+91', phoneNo }));
    expect(statuses(answers).filter((status) => status === 200)).toHaveLength(1);
    expect(statuses(answers).filter((status) => status === 429)).toHaveLength(9);
  });
});
