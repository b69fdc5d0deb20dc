import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from './field-errors.js';
import { FIELD_MESSAGES } from './messages.js';
import {
  checkBatchSchema,
  articleListQuerySchema,
  checkProofFile,
  checkRequestSchema,
  cleanFileName,
  reportSubmissionSchema,
} from './report-schemas.js';
import { toArticleLanguage } from './constants.js';
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

describe('check request parsed once', () => {
  const found = (input: unknown) => checkRequestSchema.parse(input).found;
  const phone = { type: 'number', uniqueId: '+919876543210', scammerId: '+91 98765 43210' };

  it.each(['9876543210', '098765 43210', '+91 98765-43210', '९८७६५४३२१०', '+९१ ९८७६५ ४३२१०'])(
    'reads the phone %j as its E.164 key and keeps the text as typed',
    (phoneNo) => {
      const parsed = checkRequestSchema.parse({ type: 'number', phoneNo: ` ${phoneNo} ` });
      expect(parsed).toEqual({ type: 'number', countryCode: '+91', phoneNo, found: [phone] });
    },
  );
  it('keeps a short code and a foreign number as they are', () => {
    expect(found({ type: 'number', phoneNo: '1930' })).toEqual([
      { type: 'number', uniqueId: '1930', scammerId: '1930' },
    ]);
    expect(found({ type: 'number', phoneNo: '+44 7014 233755' })).toEqual([
      { type: 'number', uniqueId: '+447014233755', scammerId: '+447014233755' },
    ]);
  });
  it('lower-cases an e-mail and a UPI id, spaces trimmed', () => {
    expect(found({ type: 'email', email: '  Fraud.Desk@Example.IN ' })).toEqual([
      { type: 'email', uniqueId: 'fraud.desk@example.in', scammerId: 'fraud.desk@example.in' },
    ]);
    expect(found({ type: 'upi', upi: ' Fraud.Pay@YBL ' })).toEqual([
      { type: 'upi', uniqueId: 'fraud.pay@ybl', scammerId: 'fraud.pay@ybl' },
    ]);
  });
  it('looks up any non-blank e-mail text, as the card takes it, under the same key rule', () => {
    expect(found({ type: 'email', email: ' Not An Address ' })).toEqual([
      { type: 'email', uniqueId: 'not an address', scammerId: 'not an address' },
    ]);
  });
  it.each([
    ['example.in', 'example.in'],
    ['HTTPS://WWW.Example.in/a/?q=1#top', 'example.in/a'],
    ['http://paytm-kyc.example.in/update/', 'paytm-kyc.example.in/update'],
    ['http://103.208.86.96:8080/login', '103.208.86.96:8080/login'],
    ['https://बैंक.भारत/kyc', 'xn--i1b2bwdrf.xn--h2brj9c/kyc'],
  ])('reads the website %j as %j', (website, key) => {
    const parsed = checkRequestSchema.parse({ type: 'website', website });
    expect(parsed).toEqual({ type: 'website', website, found: [{ type: 'website', uniqueId: key, scammerId: key }] });
  });
  it('reads an SMS sender as one identifier, not as a pasted message', () => {
    expect(checkRequestSchema.parse({ type: 'sms', sms: 'VM-HDFCBK-S' })).toEqual({
      type: 'sms',
      sms: 'VM-HDFCBK-S',
      found: [{ type: 'sms', uniqueId: 'HDFCBK', scammerId: 'HDFCBK' }],
      pasted: false,
    });
    expect(found({ type: 'sms', sms: '९८७६५४३२१०' })).toEqual([{ ...phone, type: 'sms' }]);
  });
  it('reads each identifier out of a pasted message, in order', () => {
    const sms = 'Your KYC expires today. Call 98765 43210 or pay refund@ybl at http://sbi-kyc.example.in/x';
    const parsed = checkRequestSchema.parse({ type: 'sms', sms });
    expect(parsed).toMatchObject({ type: 'sms', sms, pasted: true });
    expect(parsed.found).toEqual([
      phone,
      { type: 'upi', uniqueId: 'refund@ybl', scammerId: 'refund@ybl' },
      { type: 'website', uniqueId: 'sbi-kyc.example.in/x', scammerId: 'sbi-kyc.example.in/x' },
    ]);
  });
  it('finds nothing in a message without identifiers, and still parses', () => {
    expect(checkRequestSchema.parse({ type: 'sms', sms: 'Hello, are you home today?' })).toMatchObject({
      found: [],
      pasted: true,
    });
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

describe('one report schema for the form and the server', () => {
  it.each([
    ['number', ' 098765 43210 ', '+919876543210', '+91 98765 43210'],
    ['number', '९८७६५४३२१०', '+919876543210', '+91 98765 43210'],
    ['upi', ' Fraud.Pay@YBL', 'fraud.pay@ybl', 'fraud.pay@ybl'],
    ['sms', 'vm-hdfcbk-s', 'HDFCBK', 'HDFCBK'],
    ['sms', 'JD-562993-P', '562993', '562993'],
    ['email', ' Fraud.Desk@Example.IN ', 'fraud.desk@example.in', 'fraud.desk@example.in'],
    ['website', 'HTTPS://WWW.Example.in/a/?q=1', 'example.in/a', 'example.in/a'],
  ])('parses a %s report %j to its identifier %j', (type, uniqueId, key, shown) => {
    const parsed = reportSubmissionSchema.parse({ type, uniqueId, detail: ' called me ', hasProof: false });
    expect(parsed).toEqual({
      type,
      uniqueId: uniqueId.trim(),
      identifier: { uniqueId: key, scammerId: shown },
      detail: 'called me',
      articleSlug: undefined,
      hasProof: false,
    });
  });
  it('takes the article slug, and reads an empty or null one as none', () => {
    const base = { type: 'upi', uniqueId: 'a.b@ybl', detail: 'x', hasProof: false };
    expect(reportSubmissionSchema.parse({ ...base, articleSlug: '__new__fake-kyc' }).articleSlug).toBe(
      '__new__fake-kyc',
    );
    expect(reportSubmissionSchema.parse({ ...base, articleSlug: '' }).articleSlug).toBeUndefined();
    expect(reportSubmissionSchema.parse({ ...base, articleSlug: null }).articleSlug).toBeUndefined();
  });
  it('needs the SMS content even with a proof, as the form always did; other types take a proof alone', () => {
    const sms = { type: 'sms', uniqueId: 'VM-HDFCBK-S', hasProof: true };
    expect(firstErrors(reportSubmissionSchema.safeParse({ ...sms, detail: '  ' }))).toEqual({
      detail: FIELD_MESSAGES.required,
    });
    expect(firstErrors(reportSubmissionSchema.safeParse(sms))).toEqual({ detail: FIELD_MESSAGES.required });
    expect(reportSubmissionSchema.safeParse({ ...sms, detail: 'Your KYC is pending' }).success).toBe(true);
    expect(reportSubmissionSchema.safeParse({ type: 'number', uniqueId: '9876543210', hasProof: true }).success).toBe(
      true,
    );
  });
  it('shows every field its first failing rule at once', () => {
    const result = reportSubmissionSchema.safeParse({
      type: 'upi',
      uniqueId: 'nope',
      detail: '',
      articleSlug: '../x',
      hasProof: false,
    });
    expect(firstErrors(result)).toEqual({
      uniqueId: FIELD_MESSAGES.upiReport,
      detail: FIELD_MESSAGES.required,
      articleSlug: FIELD_MESSAGES.required,
    });
  });
  it('without a type, names the type and still checks what every type shares', () => {
    expect(firstErrors(reportSubmissionSchema.safeParse({ hasProof: false }))).toEqual({
      type: FIELD_MESSAGES.required,
      uniqueId: FIELD_MESSAGES.required,
    });
    expect(
      firstErrors(
        reportSubmissionSchema.safeParse({ type: '', uniqueId: 'x', detail: '', articleSlug: '', hasProof: false }),
      ),
    ).toEqual({ type: FIELD_MESSAGES.required });
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
    expect(parsed.items).toEqual([
      { ...upi(0), found: [{ type: 'upi', uniqueId: 'item0@ybl', scammerId: 'item0@ybl' }] },
      {
        type: 'number',
        countryCode: '+91',
        phoneNo: '098765 43210',
        found: [{ type: 'number', uniqueId: '+919876543210', scammerId: '+91 98765 43210' }],
      },
    ]);
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

describe('article language', () => {
  it('defaults to English, takes hi, and refuses anything else with the language message', () => {
    expect(articleListQuerySchema.parse({})).toEqual({ lang: 'en' });
    expect(articleListQuerySchema.parse({ lang: 'hi' })).toEqual({ lang: 'hi' });
    for (const lang of ['fr', 'HI', 'hi-IN', '']) {
      expect(firstErrors(articleListQuerySchema.safeParse({ lang }))).toEqual({ lang: FIELD_MESSAGES.language });
    }
  });

  it("maps the app's language to the one to ask for, English when there is no match", () => {
    expect(toArticleLanguage('hi')).toBe('hi');
    expect(toArticleLanguage('hi-IN')).toBe('hi');
    expect(toArticleLanguage('en-GB')).toBe('en');
    expect(toArticleLanguage('ta')).toBe('en');
    expect(toArticleLanguage(undefined)).toBe('en');
  });
});
