import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, SERVER_MESSAGES } from '@satark/shared/messages';
import { isoBefore } from '../../lib/ids.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { PASSWORD, ageOtps, get, newIp, newPhone, outbox, post, readOtp, signUp } from '../../test/auth-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const register = (phoneNo: string, name = 'Asha', password = PASSWORD) =>
  post(t, '/register', { countryCode: '+91', phoneNo, name, password });

describe('sign-up', () => {
  it('registers, texts a 4-digit code and logs in on verify-user', async () => {
    const phoneNo = newPhone();
    const registered = await register(phoneNo, 'Asha Rao');
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toEqual({ success: true, message: SERVER_MESSAGES.otpSent });

    const [sms] = await outbox(t, phoneNo);
    expect(sms!.to).toBe(`+91${phoneNo}`);
    expect(sms!.body).toMatch(
      /^Your Satark code is (\d{4})\. It is valid for 10 minutes\. Never share it with anyone\.\n\n@localhost #\1$/,
    );
    const stored = await t.db
      .selectFrom('otps')
      .selectAll()
      .where('phone', '=', `+91${phoneNo}`)
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(await readOtp(t, phoneNo));
    expect(stored.purpose).toBe('signup');

    const verified = await post(t, '/verify-user', {
      countryCode: '+91',
      phoneNo,
      verifyCode: await readOtp(t, phoneNo),
    });
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body).toMatchObject({ success: true, message: SERVER_MESSAGES.verified, access_token: expect.any(String) });
    expect(Object.keys(body.data.user).sort()).toEqual(
      [
        'countryCode',
        'createdAt',
        'deletionScheduledAt',
        'id',
        'name',
        'phoneNo',
        'rank',
        'rankScore',
        'status',
      ].sort(),
    );
    expect(body.data.user).toMatchObject({
      name: 'Asha Rao',
      countryCode: '+91',
      phoneNo,
      rank: 1,
      rankScore: 0,
      status: 'ACTIVE',
      deletionScheduledAt: null,
    });

    const me = await get(t, '/user', { token: body.access_token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ success: true, data: { user: body.data.user } });
  });

  it('stores any spelling of the number as +91 and the 10-digit national number', async () => {
    const phoneNo = newPhone();
    expect((await register(`+91 ${phoneNo.slice(0, 5)} ${phoneNo.slice(5)}`)).statusCode).toBe(201);
    const user = await t.db.selectFrom('users').selectAll().where('phone_no', '=', phoneNo).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ country_code: '+91', is_verified: 0 });
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a phone that a verified account holds with 409 PHONE_TAKEN', async () => {
    const account = await signUp(t);
    const again = await register(account.phoneNo, 'Other');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, code: 'PHONE_TAKEN', message: SERVER_MESSAGES.phoneTaken });
  });

  it('updates an unverified account on a second registration and sends a new code', async () => {
    const phoneNo = newPhone();
    await register(phoneNo, 'First');
    const firstCode = await readOtp(t, phoneNo);
    await ageOtps(t, phoneNo);
    expect((await register(phoneNo, 'Second', 'Other@123')).statusCode).toBe(201);
    expect(await outbox(t, phoneNo)).toHaveLength(2);
    const users = await t.db.selectFrom('users').selectAll().where('phone_no', '=', phoneNo).execute();
    expect(users).toHaveLength(1);
    expect(users[0]!.name).toBe('Second');

    const secondCode = await readOtp(t, phoneNo);
    if (firstCode !== secondCode) {
      const stale = await post(t, '/verify-user', { countryCode: '+91', phoneNo, verifyCode: firstCode });
      expect(stale.json()).toMatchObject({ code: 'OTP_INVALID' });
    }
    expect((await post(t, '/verify-user', { countryCode: '+91', phoneNo, verifyCode: secondCode })).statusCode).toBe(
      200,
    );
    expect((await post(t, '/login', { countryCode: '+91', phoneNo, password: 'Other@123' })).statusCode).toBe(200);
  });

  it('counts verified accounts only', async () => {
    const count = async () => (await get(t, '/users-count')).json().count as number;
    const before = await count();
    const phoneNo = newPhone();
    await register(phoneNo);
    expect(await count()).toBe(before);
    await post(t, '/verify-user', { countryCode: '+91', phoneNo, verifyCode: await readOtp(t, phoneNo) });
    expect((await get(t, '/users-count')).json()).toEqual({ success: true, count: before + 1 });
  });
});

describe('one-time codes', () => {
  const verify = (phoneNo: string, verifyCode: string) =>
    post(t, '/verify-user', { countryCode: '+91', phoneNo, verifyCode });
  const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

  it('refuses a wrong code with 400 OTP_INVALID on the verifyCode field', async () => {
    const phoneNo = newPhone();
    await register(phoneNo);
    const response = await verify(phoneNo, wrongCode(await readOtp(t, phoneNo)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'OTP_INVALID',
      message: SERVER_MESSAGES.otpInvalid,
      errors: { verifyCode: SERVER_MESSAGES.otpInvalid },
    });
  });

  it('refuses an expired code', async () => {
    const phoneNo = newPhone();
    await register(phoneNo);
    await t.db
      .updateTable('otps')
      .set({ expires_at: isoBefore(1000) })
      .where('phone', '=', `+91${phoneNo}`)
      .execute();
    expect((await verify(phoneNo, await readOtp(t, phoneNo))).json()).toMatchObject({ code: 'OTP_INVALID' });
  });

  it('voids a code after 3 wrong tries', async () => {
    const phoneNo = newPhone();
    await register(phoneNo);
    const code = await readOtp(t, phoneNo);
    expect((await verify(phoneNo, wrongCode(code))).json().message).toBe(SERVER_MESSAGES.otpInvalid);
    expect((await verify(phoneNo, wrongCode(code))).json().message).toBe(SERVER_MESSAGES.otpInvalid);
    expect((await verify(phoneNo, wrongCode(code))).json().message).toBe(SERVER_MESSAGES.otpTooManyTries);
    const right = await verify(phoneNo, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(SERVER_MESSAGES.otpInvalid);
  });

  it('accepts a code once', async () => {
    const phoneNo = newPhone();
    await register(phoneNo);
    const code = await readOtp(t, phoneNo);
    expect((await verify(phoneNo, code)).statusCode).toBe(200);
    expect((await verify(phoneNo, code)).statusCode).toBe(400);
  });

  it('binds a code to its purpose: a sign-up code cannot reset a password', async () => {
    const phoneNo = newPhone();
    await register(phoneNo);
    const reset = await post(t, '/reset-password', {
      countryCode: '+91',
      phoneNo,
      verifyCode: await readOtp(t, phoneNo),
      password: 'Newpass@1',
    });
    expect(reset.json()).toMatchObject({ code: 'OTP_INVALID' });
  });

  it('refuses a resend within 60 s with 429 and Retry-After, then sends a new code', async () => {
    const phoneNo = newPhone();
    await register(phoneNo);
    const early = await post(t, '/resend-otp', { countryCode: '+91', phoneNo });
    expect(early.statusCode).toBe(429);
    const retryAfter = Number(early.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(early.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: SERVER_MESSAGES.otpCooldown,
      retryAfter,
    });

    await ageOtps(t, phoneNo);
    const later = await post(t, '/resend-otp', { countryCode: '+91', phoneNo });
    expect(later.json()).toEqual({ success: true, message: SERVER_MESSAGES.otpSent });
    expect(await outbox(t, phoneNo)).toHaveLength(2);
    expect((await verify(phoneNo, await readOtp(t, phoneNo))).statusCode).toBe(200);
  });

  it('answers resend-otp for a phone that was never sent a code the same way, and sends nothing', async () => {
    const phoneNo = newPhone();
    const response = await post(t, '/resend-otp', { countryCode: '+91', phoneNo });
    expect(response.json()).toEqual({ success: true, message: SERVER_MESSAGES.otpSent });
    expect(await outbox(t, phoneNo)).toHaveLength(0);
  });

  it('sends at most 5 codes per phone per hour', async () => {
    const phoneNo = newPhone();
    await register(phoneNo);
    for (let sent = 1; sent < 5; sent += 1) {
      await ageOtps(t, phoneNo);
      expect((await post(t, '/resend-otp', { countryCode: '+91', phoneNo })).statusCode).toBe(200);
    }
    await ageOtps(t, phoneNo);
    const sixth = await post(t, '/resend-otp', { countryCode: '+91', phoneNo });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(SERVER_MESSAGES.rateLimited);
    // The oldest of the five leaves the hour window first: about 60 - 5 minutes from now.
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(50 * 60);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
    expect(await outbox(t, phoneNo)).toHaveLength(5);
  });

  it('sends at most 10 codes per phone per day', async () => {
    const phoneNo = newPhone();
    for (let i = 0; i < 10; i += 1) {
      await t.db
        .insertInto('otps')
        .values({
          id: crypto.randomUUID(),
          phone: `+91${phoneNo}`,
          purpose: 'signup',
          code_hash: 'x',
          user_id: null,
          expires_at: isoBefore(0),
          consumed_at: null,
          client_ip: null,
          created_at: isoBefore((2 + i) * 3_600_000),
        })
        .execute();
    }
    const response = await register(phoneNo);
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.db.selectFrom('users').select('id').where('phone_no', '=', phoneNo).execute()).toHaveLength(0);
  });

  it('sends at most 20 codes per client IP per hour', async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i += 1) {
      await t.db
        .insertInto('otps')
        .values({
          id: crypto.randomUUID(),
          phone: `+91${newPhone()}`,
          purpose: 'signup',
          code_hash: 'x',
          user_id: null,
          expires_at: isoBefore(0),
          consumed_at: null,
          client_ip: ip,
          created_at: isoBefore(10 * 60_000),
        })
        .execute();
    }
    const response = await post(
      t,
      '/register',
      { countryCode: '+91', phoneNo: newPhone(), name: 'A', password: PASSWORD },
      { ip },
    );
    expect(response.statusCode).toBe(429);
    const fromOtherIp = await register(newPhone());
    expect(fromOtherIp.statusCode).toBe(201);
  });
});

describe('login', () => {
  const login = (phoneNo: string, password: string) => post(t, '/login', { countryCode: '+91', phoneNo, password });

  it('logs in with the right password', async () => {
    const account = await signUp(t, 'Ravi');
    const response = await login(account.phoneNo, PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: SERVER_MESSAGES.loggedIn,
      access_token: expect.any(String),
      data: { user: { id: account.userId, name: 'Ravi', phoneNo: account.phoneNo } },
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2|password_hash|code_hash/);
  });

  it('gives the same 401 for a wrong password and an unknown phone', async () => {
    const account = await signUp(t);
    const wrongPassword = await login(account.phoneNo, 'Wrong@123');
    const unknownPhone = await login(newPhone(), PASSWORD);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownPhone.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      success: false,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid phone number or password.',
    });
    expect(unknownPhone.json()).toEqual(wrongPassword.json());
  });

  it('refuses an unverified account with 403 NOT_VERIFIED and sends it a new code', async () => {
    const phoneNo = newPhone();
    await register(phoneNo);
    await ageOtps(t, phoneNo);
    const response = await login(phoneNo, PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, code: 'NOT_VERIFIED', message: SERVER_MESSAGES.notVerified });
    expect(await outbox(t, phoneNo)).toHaveLength(2);
    expect(
      (await post(t, '/verify-user', { countryCode: '+91', phoneNo, verifyCode: await readOtp(t, phoneNo) }))
        .statusCode,
    ).toBe(200);
  });

  it('locks a phone for 15 minutes after 5 failures', async () => {
    const account = await signUp(t);
    for (let i = 0; i < 5; i += 1) expect((await login(account.phoneNo, 'Wrong@123')).statusCode).toBe(401);
    const locked = await login(account.phoneNo, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // Another phone is not affected.
    expect((await login(newPhone(), PASSWORD)).statusCode).toBe(401);

    await t.db
      .updateTable('login_failures')
      .set({ created_at: isoBefore(16 * 60_000) })
      .where('phone', '=', `+91${account.phoneNo}`)
      .execute();
    expect((await login(account.phoneNo, PASSWORD)).statusCode).toBe(200);
  });

  it('logout revokes that token at once, and only that one', async () => {
    const account = await signUp(t);
    const other = (await login(account.phoneNo, PASSWORD)).json().access_token as string;
    const out = await get(t, '/logout', { token: account.token });
    expect(out.json()).toEqual({ success: true, message: SERVER_MESSAGES.loggedOut });
    const after = await get(t, '/user', { token: account.token });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ success: false, code: 'UNAUTHENTICATED', message: SERVER_MESSAGES.unauthenticated });
    expect((await get(t, '/logout', { token: account.token })).statusCode).toBe(401);
    expect((await get(t, '/user', { token: other })).statusCode).toBe(200);
  });

  it('is-token-valid answers 200 either way, never 401', async () => {
    const account = await signUp(t);
    const valid = await get(t, `/is-token-valid?token=${account.token}`);
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toMatchObject({ success: true, userData: { user: { id: account.userId } } });

    for (const url of ['/is-token-valid?token=not-a-token', '/is-token-valid']) {
      const response = await get(t, url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: false });
    }
    await get(t, '/logout', { token: account.token });
    expect((await get(t, `/is-token-valid?token=${account.token}`)).json()).toEqual({ success: false });
  });

  it('needs a token for the signed-in calls', async () => {
    const calls: [string, string][] = [
      ['GET', '/user'],
      ['GET', '/logout'],
      ['POST', '/send-otp'],
      ['POST', '/verify-otp'],
      ['POST', '/delete-account'],
      ['DELETE', '/cancel-account-deletion'],
      ['POST', '/immediate-delete-account'],
    ];
    for (const [method, path] of calls) {
      for (const token of [undefined, 'garbage']) {
        const response = await t.request({
          method: method as 'GET',
          url: `/api/v1/auth${path}`,
          remoteAddress: newIp(),
          ...(token ? { token } : {}),
        });
        expect(response.statusCode, `${method} ${path}`).toBe(401);
        expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
      }
    }
  });
});

describe('password reset', () => {
  it('answers forgot-password identically whether or not the phone has an account', async () => {
    const account = await signUp(t);
    await ageOtps(t, account.phoneNo);
    const nobody = newPhone();
    const known = await post(t, '/forgot-password', { countryCode: '+91', phoneNo: account.phoneNo });
    const unknown = await post(t, '/forgot-password', { countryCode: '+91', phoneNo: nobody });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ success: true, message: SERVER_MESSAGES.forgotSent });
    expect(await outbox(t, account.phoneNo)).toHaveLength(2); // sign-up code, then reset code
    expect(await outbox(t, nobody)).toHaveLength(0);

    // Even inside the resend cooldown, the answer stays the same.
    const again = await post(t, '/forgot-password', { countryCode: '+91', phoneNo: account.phoneNo });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(unknown.body);
  });

  it('resets the password with the code and ends every session', async () => {
    const account = await signUp(t);
    const secondSession = (
      await post(t, '/login', { countryCode: '+91', phoneNo: account.phoneNo, password: PASSWORD })
    ).json().access_token as string;
    await ageOtps(t, account.phoneNo);
    await post(t, '/forgot-password', { countryCode: '+91', phoneNo: account.phoneNo });
    const reset = await post(t, '/reset-password', {
      countryCode: '+91',
      phoneNo: account.phoneNo,
      verifyCode: await readOtp(t, account.phoneNo),
      password: 'Brand@new1',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, message: SERVER_MESSAGES.passwordReset });

    for (const token of [account.token, secondSession]) expect((await get(t, '/user', { token })).statusCode).toBe(401);
    const oldPassword = await post(t, '/login', { countryCode: '+91', phoneNo: account.phoneNo, password: PASSWORD });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await post(t, '/login', {
      countryCode: '+91',
      phoneNo: account.phoneNo,
      password: 'Brand@new1',
    });
    expect(newPassword.statusCode).toBe(200);
  });

  it('refuses a wrong reset code and keeps the old password', async () => {
    const account = await signUp(t);
    await ageOtps(t, account.phoneNo);
    await post(t, '/forgot-password', { countryCode: '+91', phoneNo: account.phoneNo });
    const code = await readOtp(t, account.phoneNo);
    const reset = await post(t, '/reset-password', {
      countryCode: '+91',
      phoneNo: account.phoneNo,
      verifyCode: code === '0000' ? '0001' : '0000',
      password: 'Brand@new1',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({ code: 'OTP_INVALID' });
    expect((await get(t, '/user', { token: account.token })).statusCode).toBe(200);
  });
});

describe('phone change (send-otp, verify-otp)', () => {
  it('attaches a new phone to the signed-in account', async () => {
    const account = await signUp(t);
    const newNumber = newPhone();
    const sent = await post(t, '/send-otp', { countryCode: '+91', phoneNo: newNumber }, { token: account.token });
    expect(sent.json()).toEqual({ success: true, message: SERVER_MESSAGES.otpSent });
    const verified = await post(
      t,
      '/verify-otp',
      { countryCode: '+91', phoneNo: newNumber, verifyCode: await readOtp(t, newNumber) },
      { token: account.token },
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      success: true,
      data: { user: { id: account.userId, phoneNo: newNumber } },
    });
    expect((await post(t, '/login', { countryCode: '+91', phoneNo: newNumber, password: PASSWORD })).statusCode).toBe(
      200,
    );
    expect(
      (await post(t, '/login', { countryCode: '+91', phoneNo: account.phoneNo, password: PASSWORD })).statusCode,
    ).toBe(401);
  });

  it('refuses a phone held by another verified account with 409 PHONE_TAKEN', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const sent = await post(t, '/send-otp', { countryCode: '+91', phoneNo: other.phoneNo }, { token: me.token });
    expect(sent.statusCode).toBe(409);
    expect(sent.json()).toMatchObject({ code: 'PHONE_TAKEN' });
  });

  it('does not accept a code sent for another account', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const newNumber = newPhone();
    await post(t, '/send-otp', { countryCode: '+91', phoneNo: newNumber }, { token: other.token });
    const stolen = await post(
      t,
      '/verify-otp',
      { countryCode: '+91', phoneNo: newNumber, verifyCode: await readOtp(t, newNumber) },
      { token: me.token },
    );
    expect(stolen.json()).toMatchObject({ code: 'OTP_INVALID' });
  });

  it('frees a phone from an account that never verified it', async () => {
    const me = await signUp(t);
    const abandoned = newPhone();
    await register(abandoned);
    await ageOtps(t, abandoned);
    await post(t, '/send-otp', { countryCode: '+91', phoneNo: abandoned }, { token: me.token });
    const verified = await post(
      t,
      '/verify-otp',
      { countryCode: '+91', phoneNo: abandoned, verifyCode: await readOtp(t, abandoned) },
      { token: me.token },
    );
    expect(verified.statusCode).toBe(200);
    const holders = await t.db.selectFrom('users').select('id').where('phone_no', '=', abandoned).execute();
    expect(holders).toEqual([{ id: me.userId }]);
  });
});

describe('field rules (SPEC.md §5)', () => {
  const valid = { countryCode: '+91', phoneNo: '9876543210', name: 'Asha', password: PASSWORD, verifyCode: '1234' };
  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    ['/register', { ...valid, phoneNo: '' }, { phoneNo: FIELD_MESSAGES.required }],
    ['/register', { ...valid, phoneNo: '12345' }, { phoneNo: FIELD_MESSAGES.phone }],
    ['/register', { ...valid, phoneNo: 'abcdefghij' }, { phoneNo: FIELD_MESSAGES.phone }],
    ['/register', { ...valid, countryCode: '+1' }, { countryCode: FIELD_MESSAGES.countryCode }],
    ['/register', { ...valid, name: '   ' }, { name: FIELD_MESSAGES.required }],
    ['/register', { ...valid, name: '!!!' }, { name: FIELD_MESSAGES.name }],
    ['/register', { ...valid, password: '' }, { password: FIELD_MESSAGES.passwordRequired }],
    ['/register', { ...valid, password: 'abc' }, { password: FIELD_MESSAGES.password }],
    ['/register', { ...valid, password: 'abcdef1!' }, { password: FIELD_MESSAGES.password }],
    ['/login', { countryCode: '+91', phoneNo: '9876543210' }, { password: FIELD_MESSAGES.passwordRequired }],
    ['/login', { countryCode: '+91', phoneNo: '', password: 'x' }, { phoneNo: FIELD_MESSAGES.required }],
    ['/forgot-password', { countryCode: '+91', phoneNo: '000' }, { phoneNo: FIELD_MESSAGES.phone }],
    ['/resend-otp', { countryCode: '+91' }, { phoneNo: FIELD_MESSAGES.required }],
    ['/verify-user', { ...valid, verifyCode: '' }, { verifyCode: FIELD_MESSAGES.required }],
    ['/verify-user', { ...valid, verifyCode: '12a' }, { verifyCode: FIELD_MESSAGES.otp }],
    ['/reset-password', { ...valid, password: 'password' }, { password: FIELD_MESSAGES.password }],
    ['/reset-password', { ...valid, verifyCode: '' }, { verifyCode: FIELD_MESSAGES.required }],
    ['/google', { credential: '' }, { credential: FIELD_MESSAGES.required }],
  ];
  it.each(cases)('%s %j → %j', async (path, payload, errors) => {
    const response = await post(t, path, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: SERVER_MESSAGES.validation,
      errors,
    });
  });
});

describe('bad input on every call', () => {
  const phoneFields = ['countryCode', 'phoneNo'];
  const fieldsOf: Record<string, string[]> = {
    '/register': [...phoneFields, 'name', 'password'],
    '/verify-user': [...phoneFields, 'verifyCode'],
    '/login': [...phoneFields, 'password'],
    '/google': ['credential'],
    '/forgot-password': phoneFields,
    '/reset-password': [...phoneFields, 'verifyCode', 'password'],
    '/resend-otp': phoneFields,
    '/send-otp': phoneFields,
    '/verify-otp': [...phoneFields, 'verifyCode'],
  };
  const bodyCalls = Object.keys(fieldsOf);
  const huge = 'x'.repeat(100_000);
  let token: string;
  let rowsBefore: Record<string, number>;

  const countRows = async () => {
    const counts: Record<string, number> = {};
    for (const table of ['users', 'otps', 'sessions', 'sms_outbox', 'login_failures'] as const) {
      const row = await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      counts[table] = Number(row.n);
    }
    return counts;
  };

  beforeAll(async () => {
    token = (await signUp(t)).token;
    rowsBefore = await countRows();
  });

  afterAll(async () => {
    expect(await countRows()).toEqual(rowsBefore);
  });

  const expectEnvelope = (response: Awaited<ReturnType<typeof post>>, status: number) => {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('application/json');
    const body = response.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: expect.any(String) });
    return body;
  };

  it.each(bodyCalls)('%s: a missing body lists every missing field', async (path) => {
    const body = expectEnvelope(await post(t, path, undefined, { token }), 400);
    expect(Object.keys(body.errors).length).toBeGreaterThan(0);
    for (const message of Object.values(body.errors)) expect(message).toMatch(/required|valid/i);
  });

  it.each(bodyCalls)('%s: wrong types', async (path) => {
    const payload = {
      countryCode: 91,
      phoneNo: 9876543210,
      name: ['x'],
      password: { a: 1 },
      verifyCode: 1234,
      credential: 5,
    };
    const body = expectEnvelope(await post(t, path, payload, { token }), 400);
    expect(body.errors).toBeTypeOf('object');
  });

  it.each(bodyCalls)('%s: a 100 kB string in any of its fields', async (path) => {
    const fine: Record<string, string> = {
      countryCode: '+91',
      phoneNo: newPhone(),
      name: 'Asha',
      password: PASSWORD,
      verifyCode: '1234',
      credential: 'x',
    };
    for (const field of fieldsOf[path]!) {
      const payload = Object.fromEntries(fieldsOf[path]!.map((name) => [name, name === field ? huge : fine[name]]));
      const body = expectEnvelope(await post(t, path, payload, { token }), 400);
      expect(Object.keys(body.errors)).toEqual([field]);
      expect(JSON.stringify(body).length).toBeLessThan(1000);
    }
  });

  it.each(bodyCalls)('%s: a JSON array or null instead of an object', async (path) => {
    expectEnvelope(await post(t, path, [1, 2], { token }), 400);
  });

  it.each(bodyCalls)('%s: a body that is not JSON', async (path) => {
    const base = { method: 'POST' as const, url: `/api/v1/auth${path}`, token, remoteAddress: newIp() };
    expectEnvelope(
      await t.request({
        ...base,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'phoneNo=1',
      }),
      415,
    );
    expectEnvelope(
      await t.request({ ...base, headers: { 'content-type': 'application/json' }, payload: '{"phoneNo":' }),
      400,
    );
    expectEnvelope(await t.request({ ...base, headers: { 'content-type': 'text/plain' }, payload: 'phoneNo=1' }), 400);
  });

  it('is-token-valid with a 100 kB token is a 4xx envelope, not a crash', async () => {
    const response = await get(t, `/is-token-valid?token=${huge}`);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ success: false });
  });
});

describe('per-IP limit', () => {
  it('caps each auth POST at 30 a minute per client address', async () => {
    const ip = newIp();
    for (let i = 0; i < 30; i += 1) {
      expect((await post(t, '/forgot-password', { countryCode: '+91', phoneNo: newPhone() }, { ip })).statusCode).toBe(
        200,
      );
    }
    const blocked = await post(t, '/forgot-password', { countryCode: '+91', phoneNo: newPhone() }, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another route keeps its own count. (Not resend-otp: the 30 forgot-password calls spent this
    // address's 20 code sends an hour, whether or not the phones had accounts.)
    const login = await post(t, '/login', { countryCode: '+91', phoneNo: newPhone(), password: PASSWORD }, { ip });
    expect(login.statusCode).toBe(401);
  });
});
