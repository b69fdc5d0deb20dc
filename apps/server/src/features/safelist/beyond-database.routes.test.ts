// API.md "Answers beyond the database" through the real app: found, official, lookalike, the
// analysis of pasted text, and the SAFELISTED refusal. Runs on SQLite, and on PostgreSQL with
// DATABASE_URL_TEST.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckResponse } from '@satark/shared/api-types';
import { SIGNAL_MESSAGES } from '@satark/shared/analysis/signal-messages';
import { safelistedMessage } from '@satark/shared/messages';
import { createReportedEntity, createSignedInUser, createUser, reportForm } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { seedSafelist } from './safelist.repository.js';
import { run } from '../../admin/cli.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedSafelist(t.db);
});
afterAll(async () => t.close());

const check = async (payload: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const response = await t.request({ method: 'POST', url: '/api/v1/scam-report/check-scam-report', payload, headers });
  expect(response.statusCode).toBe(200);
  return response.json() as CheckResponse;
};

const SCAM_SMS =
  'Dear SBI customer, your account will be blocked today. Update KYC at https://sbi-kyc-update.in/login ' +
  'or bit.ly/3xYab9K, call 98765 43210 and share the OTP with our executive.';

describe('found', () => {
  it('lists the single identifier checked, in its display form', async () => {
    expect((await check({ type: 'number', phoneNo: '098765 43219' })).found).toEqual([
      { type: 'number', uniqueId: '+919876543219', scammerId: '+91 98765 43219' },
    ]);
    expect((await check({ type: 'website', website: 'HTTP://1.2.3.4:8080/x/' })).found).toEqual([
      { type: 'website', uniqueId: '1.2.3.4:8080/x', scammerId: '1.2.3.4:8080/x' },
    ]);
  });

  it('lists every identifier read from a pasted message, in order, and looks each one up', async () => {
    const reporter = await createUser(t.db);
    await createReportedEntity(t.db, {
      type: 'website',
      raw: 'bit.ly/3xyab9k',
      status: 'ACTIVE',
      reporterId: reporter.id,
    });
    const body = await check({ type: 'sms', sms: SCAM_SMS });
    expect(body.found.map((f) => `${f.type}:${f.uniqueId}`)).toEqual([
      'website:sbi-kyc-update.in/login',
      'website:bit.ly/3xyab9k',
      'number:+919876543210',
    ]);
    expect(body.data.map((m) => m.uniqueId)).toEqual(['bit.ly/3xyab9k']);
    expect(body.source).toBe('database');
  });

  it('keeps a foreign number foreign and a toll-free number toll-free', async () => {
    const body = await check({ type: 'sms', sms: 'WhatsApp +44 7014 233755 or call 1800 270 2102' });
    expect(body.found.map((f) => f.uniqueId)).toEqual(['+447014233755', '+9118002702102']);
  });

  it('answers an e-mail check of text that is no address (found by the fuzz suite: it was a 500)', async () => {
    for (const email of ["' OR '1'='1", 'no-at-sign', 'name@', '@']) {
      const answer = await check({ type: 'email', email });
      expect(answer).toMatchObject({ success: true, data: [], official: [], lookalike: [] });
    }
  });

  it('reads a numeric TRAI header as a sender', async () => {
    expect((await check({ type: 'sms', sms: 'JD-562993-P' })).found).toEqual([
      { type: 'sms', uniqueId: '562993', scammerId: '562993' },
    ]);
  });
});

describe('official', () => {
  it('answers 1930 as the National Cyber Crime Helpline, with its source', async () => {
    const body = await check({ type: 'number', phoneNo: '1930' });
    expect(body.official).toEqual([
      {
        type: 'number',
        uniqueId: '1930',
        name: 'National Cyber Crime Helpline',
        category: 'helpline',
        source: 'https://cybercrime.gov.in',
      },
    ]);
    expect(body.data).toEqual([]);
  });

  it('covers a namespace rule (*.gov.in) and subdomains of an official host', async () => {
    expect((await check({ type: 'website', website: 'https://www.example.gov.in/x' })).official[0]?.name).toBe(
      'Government of India',
    );
    expect((await check({ type: 'website', website: 'retail.onlinesbi.sbi/login' })).official[0]?.name).toBe(
      'State Bank of India',
    );
    expect((await check({ type: 'website', website: 'gov.in.example.com' })).official).toEqual([]);
  });

  it('follows the operator: an entry added with the CLI answers at once, a removed one stops', async () => {
    const cli = (...argv: string[]) => run(argv, { db: t.db, out: () => {}, err: () => {} });
    expect((await check({ type: 'number', phoneNo: '14404' })).official).toEqual([]);
    expect(await cli('safelist', 'add', 'number', '14404', '--name', 'Test Helpline')).toBe(2); // no --source
    expect(
      await cli(
        'safelist',
        'add',
        'number',
        '14404',
        '--name',
        'Test Helpline',
        '--source',
        'https://example.gov.in/help',
      ),
    ).toBe(0);
    expect((await check({ type: 'number', phoneNo: '14404' })).official[0]?.name).toBe('Test Helpline');
    const listed: string[] = [];
    expect(await run(['safelist', 'list'], { db: t.db, out: (line) => listed.push(line), err: () => {} })).toBe(0);
    expect(listed).toContain('number\t14404\tTest Helpline\tofficial\thttps://example.gov.in/help');
    expect(listed.some((line) => line.startsWith('website\t*.gov.in\t'))).toBe(true);
    expect(await cli('safelist', 'remove', 'number', '14404')).toBe(0);
    expect((await check({ type: 'number', phoneNo: '14404' })).official).toEqual([]);
    expect(await cli('safelist', 'remove', 'number', '14404')).toBe(1);
  });
});

describe('lookalike', () => {
  it('names the identity a website imitates', async () => {
    expect((await check({ type: 'website', website: 'hdfcbank.com.verify-login.co/x' })).lookalike).toEqual([
      { uniqueId: 'hdfcbank.com.verify-login.co/x', imitates: { name: 'HDFC Bank', uniqueId: 'hdfcbank.com' } },
    ]);
    expect((await check({ type: 'website', website: 'icicibаnk.com' })).lookalike[0]?.imitates.uniqueId).toBe(
      'icicibank.com',
    );
    expect((await check({ type: 'website', website: 'zomato.com' })).lookalike).toEqual([]);
  });

  it('names the brand an e-mail address imitates, in a free-mail name or a lookalike domain', async () => {
    expect((await check({ type: 'email', email: 'SBI.Helpdesk@gmail.com' })).lookalike).toEqual([
      { uniqueId: 'sbi.helpdesk@gmail.com', imitates: { name: 'State Bank of India', uniqueId: 'sbi.co.in' } },
    ]);
    expect((await check({ type: 'email', email: 'care@hdfcbank-support.in' })).lookalike[0]?.imitates.name).toBe(
      'HDFC Bank',
    );
    expect((await check({ type: 'email', email: 'priya.sharma@gmail.com' })).lookalike).toEqual([]);
  });

  it('names the handle a UPI id imitates', async () => {
    expect((await check({ type: 'upi', upi: 'refund@okhdfcbnak' })).lookalike[0]?.imitates.uniqueId).toBe(
      '@okhdfcbank',
    );
  });
});

describe('analysis', () => {
  it('explains a scam message and answers as the analyzer when the database has nothing', async () => {
    const body = await check({ type: 'sms', sms: SCAM_SMS.replace('bit.ly/3xYab9K', 'tinyurl.com/kyc9') });
    expect(body.data).toEqual([]);
    expect(body.source).toBe('analyzer');
    expect(body.analysis?.verdict).toBe('likely_scam');
    const codes = body.analysis!.signals.map((s) => s.code);
    expect(codes).toEqual(expect.arrayContaining(['lookalike_link', 'kyc_update', 'otp_request', 'urgent_threat']));
    expect(body.analysis!.signals.find((s) => s.code === 'otp_request')?.message).toBe(SIGNAL_MESSAGES.en.otp_request);
  });

  it('keeps source "database" for a message that is only suspicious: only a likely scam speaks as the analyzer', async () => {
    const body = await check({ type: 'sms', sms: 'Your parcel is waiting, see bit.ly/9QpLm2R' });
    expect(body.data).toEqual([]);
    expect(body.analysis?.verdict).toBe('suspicious');
    expect(body.source).toBe('database');
  });

  it('answers in Hindi for Accept-Language: hi', async () => {
    const body = await check({ type: 'sms', sms: SCAM_SMS }, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(body.analysis!.signals.find((s) => s.code === 'otp_request')?.message).toBe(SIGNAL_MESSAGES.hi.otp_request);
  });

  it('finds no signs in an ordinary message and gives no analysis for a single identifier', async () => {
    const body = await check({ type: 'sms', sms: 'Reached home, call me at 98765 43210 when free' });
    expect(body.analysis).toEqual({ verdict: 'no_signs', signals: [] });
    expect(body.source).toBe('database');
    expect((await check({ type: 'number', phoneNo: '9876543210' })).analysis).toBeUndefined();
  });
});

describe('SAFELISTED', () => {
  it('refuses to report an official number or website with API.md message, and stores nothing', async () => {
    const { token } = await createSignedInUser(t.db, t.config.jwtSecret);
    const report = async (json: unknown) => {
      const { payload, headers } = await reportForm(json);
      return t.request({ method: 'POST', url: '/api/v1/scam-report/report-scammer', token, payload, headers });
    };
    const helpline = await report({ type: 'number', uniqueId: '1930', detail: 'they called me' });
    expect(helpline.statusCode).toBe(409);
    const message = safelistedMessage('National Cyber Crime Helpline', 'number');
    expect(helpline.json()).toEqual({ success: false, code: 'SAFELISTED', message, errors: { uniqueId: message } });
    expect(helpline.json().message).toBe(
      "This is an official National Cyber Crime Helpline number. It can't be reported. If someone pretending to be National Cyber Crime Helpline contacted you, report the number or link they used.",
    );
    const { payload, headers } = await reportForm({ type: 'number', uniqueId: '1930', detail: 'x' });
    const hindi = await t.request({
      method: 'POST',
      url: '/api/v1/scam-report/report-scammer',
      token,
      payload,
      headers: { ...headers, 'accept-language': 'hi' },
    });
    expect(hindi.json().message).toBe(safelistedMessage('National Cyber Crime Helpline', 'number', 'hi'));
    expect(hindi.json().message).toContain('आधिकारिक नंबर');
    const site = await report({ type: 'website', uniqueId: 'https://www.sbi.co.in/web/kyc', detail: 'fake?' });
    expect(site.statusCode).toBe(409);
    expect(site.json().message).toContain('official State Bank of India website');
    const rows = await t.db
      .selectFrom('scam_entities')
      .select('unique_id')
      .where('unique_id', 'in', ['1930', 'sbi.co.in/web/kyc'])
      .execute();
    expect(rows).toEqual([]);
    // A lookalike is reportable.
    expect((await report({ type: 'website', uniqueId: 'sbi-kyc-update.in', detail: 'phishing' })).statusCode).toBe(201);
  });
});
