import { describe, expect, it } from 'vitest';
import {
  extractIdentifiers,
  normalizeEmail,
  normalizeIdentifier,
  normalizePhone,
  normalizeSmsSender,
  normalizeUpi,
  normalizeWebsite,
  websiteLookupKeys,
} from './identifiers.js';

describe('normalizePhone', () => {
  it.each([
    ['9876543210'],
    ['98765 43210'],
    ['+91 98765 43210'],
    ['+919876543210'],
    ['09876543210'],
    ['919876543210'],
    ['  98765-43210  '],
    ['९८७६५४३२१०'],
    ['+९१ ९८७६५ ४३२१०'],
  ])('reads %j as +919876543210', (input) => {
    expect(normalizePhone(input)).toEqual({
      uniqueId: '+919876543210',
      nationalNumber: '9876543210',
      scammerId: '+91 98765 43210',
    });
  });

  it.each([
    [''],
    ['12345'],
    ['abcdefghij'],
    ['+1 415 555 0100'],
    ['98765432101234567890'],
    ['9'.repeat(250)],
    ['98765 4321O'],
  ])('refuses %j', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe('normalizeSmsSender', () => {
  it.each([
    ['VM-HDFCBK-S', 'HDFCBK'],
    ['vm-hdfcbk', 'HDFCBK'],
    ['AD-AMAZON-P', 'AMAZON'],
    ['JD-ICICIT-T', 'ICICIT'],
    ['HDFCBK', 'HDFCBK'],
    ['BZ-SBIINB-G', 'SBIINB'],
  ])('reads header %j as %j', (input, expected) => {
    expect(normalizeSmsSender(input)).toEqual({ uniqueId: expected, scammerId: expected });
  });

  it('reads a phone sender as E.164', () => {
    expect(normalizeSmsSender('+91 98765 43210')?.uniqueId).toBe('+919876543210');
  });

  it.each([['AB'], ['HDFC BANK ALERT!'], ['12'], ['VM--'], ['A'.repeat(250)]])('refuses %j', (input) => {
    expect(normalizeSmsSender(input)).toBeNull();
  });
});

describe('normalizeUpi and normalizeEmail', () => {
  it('lower-cases and trims a UPI id', () => {
    expect(normalizeUpi('  Fraud.Pay@YBL ')).toEqual({ uniqueId: 'fraud.pay@ybl', scammerId: 'fraud.pay@ybl' });
  });
  it.each([['fraud'], ['@ybl'], ['fraud@'], ['a b@ybl'], ['x'.repeat(300) + '@ybl']])('refuses UPI %j', (input) => {
    expect(normalizeUpi(input)).toBeNull();
  });
  it('lower-cases and trims an e-mail address', () => {
    expect(normalizeEmail(' Refund.Desk@Example.IN ')?.uniqueId).toBe('refund.desk@example.in');
  });
  it.each([['refund'], ['a@b'], ['a@b.c'], ['a @b.com']])('refuses e-mail %j', (input) => {
    expect(normalizeEmail(input)).toBeNull();
  });
});

describe('normalizeWebsite', () => {
  it.each([
    ['HTTPS://WWW.Example.in/a/?q=1', 'example.in/a'],
    ['paytm-kyc.example.in/update', 'paytm-kyc.example.in/update'],
    ['http://paytm-kyc.example.in/update/#top', 'paytm-kyc.example.in/update'],
    ['www.example.com', 'example.com'],
    ['example.co.in:8080/x//y/', 'example.co.in/x/y'],
  ])('reads %j as %j', (input, expected) => {
    expect(normalizeWebsite(input)?.uniqueId).toBe(expected);
  });
  it.each([
    ['example'],
    ['example.c'],
    ['ftp://example.com'],
    ['http://'],
    ['exa mple.com'],
    ['a'.repeat(2100) + '.com'],
  ])('refuses %j', (input) => {
    expect(normalizeWebsite(input)).toBeNull();
  });
  it('lists the host and every path prefix as lookup keys', () => {
    expect(websiteLookupKeys('a.in/x/y')).toEqual(['a.in', 'a.in/x', 'a.in/x/y']);
  });
});

describe('normalizeIdentifier', () => {
  it('dispatches by type and refuses 250-character junk', () => {
    expect(normalizeIdentifier('number', '9876543210')?.uniqueId).toBe('+919876543210');
    expect(normalizeIdentifier('upi', 'x'.repeat(250))).toBeNull();
    expect(normalizeIdentifier('website', 'x'.repeat(3000))).toBeNull();
  });
});

describe('extractIdentifiers', () => {
  it('finds URLs, phones, UPI ids and e-mails in a pasted SMS', () => {
    const sms =
      'Dear customer your SBI account will be blocked today. Update KYC at https://sbi-kyc.example.in/verify?id=9 ' +
      'or call 98765 43210. Pay fee to kyc.help@ybl or mail support@sbi-help.example.com.';
    const found = extractIdentifiers(sms).map((f) => `${f.type}:${f.uniqueId}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'website:sbi-kyc.example.in/verify',
        'number:+919876543210',
        'upi:kyc.help@ybl',
        'email:support@sbi-help.example.com',
      ]),
    );
    expect(found).not.toContain('website:sbi-help.example.com');
    expect(found).toHaveLength(4);
  });
  it('finds nothing in plain words', () => {
    expect(extractIdentifiers('hello, how are you')).toEqual([]);
  });
});
