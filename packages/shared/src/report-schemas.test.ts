import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from './field-errors.js';
import { FIELD_MESSAGES } from './messages.js';
import {
  checkBatchSchema,
  checkProofFile,
  checkRequestSchema,
  cleanFileName,
  reportSubmissionSchema,
} from './report-schemas.js';
import { loginSchema, registerSchema, verifyUserSchema } from './auth-schemas.js';

const firstErrors = (result: { error?: z.ZodError }) => (result.error ? fieldErrors(result.error) : {});

describe('auth forms', () => {
  it('accepts a good registration and defaults the country code', () => {
    const parsed = registerSchema.parse({ phoneNo: '98765 43210', name: 'Asha', password: 'Secret@1' });
    expect(parsed.countryCode).toBe('+91');
  });
  it('gives the SPEC.md messages for each bad field', () => {
    expect(firstErrors(registerSchema.safeParse({ phoneNo: '123', name: '  ', password: 'secret' }))).toEqual({
      phoneNo: FIELD_MESSAGES.phone,
      name: FIELD_MESSAGES.required,
      password: FIELD_MESSAGES.password,
    });
    expect(firstErrors(registerSchema.safeParse({}))).toEqual({
      phoneNo: FIELD_MESSAGES.required,
      name: FIELD_MESSAGES.required,
      password: FIELD_MESSAGES.passwordRequired,
    });
    expect(firstErrors(registerSchema.safeParse({ phoneNo: '9876543210', name: '!!!', password: 'Aa1!aa' }))).toEqual({
      name: FIELD_MESSAGES.name,
    });
    expect(firstErrors(loginSchema.safeParse({ phoneNo: '9876543210', password: '' }))).toEqual({
      password: FIELD_MESSAGES.passwordRequired,
    });
  });
  it('refuses another country code', () => {
    expect(firstErrors(loginSchema.safeParse({ countryCode: '+1', phoneNo: '9876543210', password: 'x' }))).toEqual({
      countryCode: FIELD_MESSAGES.countryCode,
    });
  });
  it('reads Hindi digits in an OTP and refuses a short one', () => {
    expect(verifyUserSchema.parse({ phoneNo: '9876543210', verifyCode: '१२३४' }).verifyCode).toBe('1234');
    expect(firstErrors(verifyUserSchema.safeParse({ phoneNo: '9876543210', verifyCode: '12' }))).toEqual({
      verifyCode: FIELD_MESSAGES.otp,
    });
    expect(firstErrors(verifyUserSchema.safeParse({ phoneNo: '9876543210', verifyCode: '' }))).toEqual({
      verifyCode: FIELD_MESSAGES.required,
    });
  });
  it('refuses a 100 kB string with a message, not a crash', () => {
    const result = loginSchema.safeParse({ phoneNo: '9'.repeat(100_000), password: 'p'.repeat(100_000) });
    expect(firstErrors(result)).toEqual({ phoneNo: FIELD_MESSAGES.phone, password: FIELD_MESSAGES.tooLong });
  });
});

describe('check request', () => {
  it.each([
    [{ type: 'number', phoneNo: '12' }, { phoneNo: FIELD_MESSAGES.phone }],
    [{ type: 'upi', upi: 'nope' }, { upi: FIELD_MESSAGES.upiCheck }],
    [{ type: 'sms', sms: '   ' }, { sms: FIELD_MESSAGES.required }],
    [{ type: 'email', email: '' }, { email: FIELD_MESSAGES.required }],
    [{ type: 'website', website: 'not a site' }, { website: FIELD_MESSAGES.website }],
  ])('%j gives %j', (input, errors) => {
    expect(firstErrors(checkRequestSchema.safeParse(input))).toEqual(errors);
  });
});

describe('report submission', () => {
  it.each([
    ['number', '12', FIELD_MESSAGES.phone],
    ['upi', 'nope', FIELD_MESSAGES.upiReport],
    ['sms', 'A!', FIELD_MESSAGES.smsSender],
    ['email', 'nope', FIELD_MESSAGES.emailReport],
    ['website', '', FIELD_MESSAGES.required],
  ])('a bad %s identifier gives its message', (type, uniqueId, message) => {
    const result = reportSubmissionSchema.safeParse({ type, uniqueId, detail: 'x', hasProof: false });
    expect(firstErrors(result).uniqueId).toBe(message);
  });
  it('needs a proof or a description', () => {
    const base = { type: 'upi', uniqueId: 'a.b@ybl' };
    expect(firstErrors(reportSubmissionSchema.safeParse({ ...base, hasProof: false }))).toEqual({
      detail: FIELD_MESSAGES.required,
    });
    expect(reportSubmissionSchema.safeParse({ ...base, hasProof: true }).success).toBe(true);
    expect(reportSubmissionSchema.safeParse({ ...base, detail: 'called me', hasProof: false }).success).toBe(true);
  });
  it('caps the description at 5000 characters', () => {
    const result = reportSubmissionSchema.safeParse({
      type: 'upi',
      uniqueId: 'a.b@ybl',
      detail: 'x'.repeat(5001),
      hasProof: false,
    });
    expect(firstErrors(result)).toEqual({ detail: FIELD_MESSAGES.detailTooLong });
  });
});

describe('proof files', () => {
  it('allows the listed types up to their limits', () => {
    expect(checkProofFile('image/png', 6_291_456)).toEqual({ ok: true, kind: 'other' });
    expect(checkProofFile('video/mp4', 12_582_912)).toEqual({ ok: true, kind: 'video' });
  });
  it('refuses other types and oversize files with the SPEC.md texts', () => {
    expect(checkProofFile('text/plain', 10)).toMatchObject({ ok: false, message: FIELD_MESSAGES.fileType });
    expect(checkProofFile('image/png', 6_291_457)).toMatchObject({ ok: false, message: FIELD_MESSAGES.fileTooLarge });
    expect(checkProofFile('video/quicktime', 12_582_913)).toMatchObject({
      ok: false,
      message: FIELD_MESSAGES.videoTooLarge,
    });
  });
  it('turns spaces in a name into underscores', () => {
    expect(cleanFileName('my  screen shot.png')).toBe('my_screen_shot.png');
  });
});

describe('check-batch', () => {
  const upi = (i: number) => ({ type: 'upi', upi: `item${i}@ybl` });
  it('takes 1 to 100 check requests, each read by the check rules, in order', () => {
    const parsed = checkBatchSchema.parse({ items: [upi(0), { type: 'number', phoneNo: '098765 43210' }] });
    expect(parsed.items).toEqual([upi(0), { type: 'number', countryCode: '+91', phoneNo: '098765 43210' }]);
    expect(checkBatchSchema.safeParse({ items: Array.from({ length: 100 }, (_, i) => upi(i)) }).success).toBe(true);
  });
  it('names the rule that failed: empty, too many, or the bad item by its index', () => {
    expect(firstErrors(checkBatchSchema.safeParse({ items: [] }))).toEqual({ items: FIELD_MESSAGES.batchEmpty });
    expect(firstErrors(checkBatchSchema.safeParse({ items: Array.from({ length: 101 }, (_, i) => upi(i)) }))).toEqual({
      items: FIELD_MESSAGES.batchTooLarge,
    });
    expect(firstErrors(checkBatchSchema.safeParse({}))).toEqual({ items: FIELD_MESSAGES.required });
    expect(firstErrors(checkBatchSchema.safeParse({ items: [upi(0), { type: 'upi', upi: 'nope' }] }))).toEqual({
      'items.1.upi': FIELD_MESSAGES.upiCheck,
    });
  });
});
