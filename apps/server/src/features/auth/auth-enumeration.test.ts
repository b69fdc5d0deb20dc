// No sequence of public auth calls tells whether a phone has an account: each sequence is played
// against a real, idle account and against a phone nobody registered, from fresh client addresses,
// and every answer must be the same (status, code, message, whether a wait is given).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { PASSWORD, ageOtps, newIp, newPhone, outbox, post, signUp } from '../../test/auth-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DAY = 24 * 60 * 60_000;

type Step = (phoneNo: string, ip: string) => ReturnType<typeof post>;
const forgot: Step = (phoneNo, ip) => post(t, '/forgot-password', { countryCode: '+91', phoneNo }, { ip });
const resend: Step = (phoneNo, ip) => post(t, '/resend-otp', { countryCode: '+91', phoneNo }, { ip });
const wrongLogin: Step = (phoneNo, ip) =>
  post(t, '/login', { countryCode: '+91', phoneNo, password: 'Wrong@123' }, { ip });
const register: Step = (phoneNo, ip) =>
  post(t, '/register', { countryCode: '+91', phoneNo, name: 'Asha', password: PASSWORD }, { ip });
/**
 * A code no message to this phone has carried, read at the moment of the guess: an earlier step
 * (resend-otp, forgot-password) may just have sent a new random code, which a guess fixed in
 * advance would match once in 10,000 runs.
 */
async function wrongCodeFor(phoneNo: string): Promise<string> {
  const sent = new Set((await outbox(t, phoneNo)).map((sms) => /code is (\d{4})\./.exec(sms.body)?.[1]));
  let guess = 0;
  while (sent.has(String(guess).padStart(4, '0'))) guess += 1;
  return String(guess).padStart(4, '0');
}
const wrongReset: Step = async (phoneNo, ip) =>
  post(
    t,
    '/reset-password',
    { countryCode: '+91', phoneNo, verifyCode: await wrongCodeFor(phoneNo), password: 'Newpass@1' },
    { ip },
  );
const wrongVerify: Step = async (phoneNo, ip) =>
  post(t, '/verify-user', { countryCode: '+91', phoneNo, verifyCode: await wrongCodeFor(phoneNo) }, { ip });

/** What a caller can see of an answer; the exact seconds of a wait may differ by the test's own run time. */
async function play(steps: Step[], phoneNo: string) {
  const ip = newIp();
  const seen = [];
  for (const step of steps) {
    const answer = await step(phoneNo, ip);
    const { retryAfter, ...body } = answer.json() as Record<string, unknown>;
    seen.push({ status: answer.statusCode, body, waits: retryAfter !== undefined });
  }
  return seen;
}

async function idleAccount(): Promise<string> {
  const account = await signUp(t);
  await ageOtps(t, account.phoneNo, 2 * DAY);
  return account.phoneNo;
}

/** An account that registered but never entered its code, idle since. */
async function idleUnverifiedAccount(): Promise<string> {
  const phoneNo = newPhone();
  expect((await register(phoneNo, newIp())).statusCode).toBe(201);
  await ageOtps(t, phoneNo, 2 * DAY);
  return phoneNo;
}

const sequences: [string, Step[]][] = [
  ['forgot-password, resend-otp', [forgot, resend]],
  ['resend-otp twice', [resend, resend]],
  ['forgot-password twice, resend-otp', [forgot, forgot, resend]],
  ['forgot-password, 4 wrong reset codes', [forgot, wrongReset, wrongReset, wrongReset, wrongReset]],
  ['resend-otp, 4 wrong sign-up codes', [resend, wrongVerify, wrongVerify, wrongVerify, wrongVerify]],
  ['7 wrong logins', Array<Step>(7).fill(wrongLogin)],
  ['6 forgot-password, resend-otp', [...Array<Step>(6).fill(forgot), resend]],
  ['wrong login, forgot-password, resend-otp, wrong login', [wrongLogin, forgot, resend, wrongLogin]],
];

describe('a verified account and an unknown phone answer every sequence the same', () => {
  it.each(sequences)('%s', async (_name, steps) => {
    const real = await play(steps, await idleAccount());
    const unknown = await play(steps, newPhone());
    expect(unknown).toEqual(real);
  });
});

describe('an unverified account and an unknown phone answer every sequence the same', () => {
  it.each([...sequences, ['register, resend-otp, wrong login', [register, resend, wrongLogin]] as [string, Step[]]])(
    '%s',
    async (_name, steps) => {
      const real = await play(steps, await idleUnverifiedAccount());
      const unknown = await play(steps, newPhone());
      expect(unknown).toEqual(real);
    },
  );
});

describe('the deliberate exception (API.md)', () => {
  it('register on a verified account is 409 PHONE_TAKEN', async () => {
    const [answer] = await play([register], await idleAccount());
    expect(answer).toMatchObject({ status: 409, body: { code: 'PHONE_TAKEN' } });
  });
});
