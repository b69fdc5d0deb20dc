import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { describe, expect, it } from 'vitest';
import {
  indianPhone,
  normalizeEmail,
  normalizeIdentifier,
  normalizeNumber,
  normalizePhone,
  normalizeSmsSender,
  normalizeUpi,
  normalizeWebsite,
  websiteLookupKeys,
} from './identifiers.js';
import { toAsciiDigits } from './digits.js';
import { indiaPhoneMetadata } from './india-phone-metadata.js';
import { extractIdentifiers } from './text-identifiers.js';

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

describe('normalizePhone: every valid Indian number', () => {
  it.each([
    ['011-46592191', '+911146592191', '+91 11 4659 2191'],
    ['1800 270 2102', '+9118002702102', '+91 1800 270 2102'],
    ['18002679001', '+9118002679001', '+91 1800 267 9001'],
  ])('reads %j as %j', (input, uniqueId, scammerId) => {
    expect(normalizePhone(input)).toMatchObject({ uniqueId, scammerId });
  });
});

describe('normalizePhone: the ten-digit shortcut', () => {
  /** The answer of libphonenumber's full parse, which the shortcut skips for common spellings. */
  const fullParse = (text: string) => {
    const parsed = parsePhoneNumberFromString(text, 'IN', indiaPhoneMetadata);
    return parsed?.isValid() ? indianPhone(parsed) : null;
  };
  const spellings = [
    (n: string) => n,
    (n: string) => `+91${n}`,
    (n: string) => `+91 ${n.slice(0, 5)} ${n.slice(5)}`,
    (n: string) => `0${n}`,
    (n: string) => `${n.slice(0, 5)}-${n.slice(5)}`,
    (n: string) => `+91-${n.slice(0, 5)}-${n.slice(5)}`,
  ];

  it('answers as the full parse for every five-digit start of a ten-digit number, in each spelling', () => {
    let seed = 7;
    const nextDigits = (count: number) => {
      seed = (seed * 48271) % 2147483647;
      return String(seed % 10 ** count).padStart(count, '0');
    };
    let valid = 0;
    for (let start = 60000; start <= 99999; start += 1) {
      const national = `${start}${nextDigits(5)}`;
      const text = spellings[start % spellings.length]!(national);
      const expected = fullParse(text);
      expect(normalizePhone(text), text).toEqual(expected);
      if (expected) valid += 1;
    }
    expect(valid).toBeGreaterThan(30000);
  });

  it('leaves other separators to the full parse, which refuses some (a tab, a line break, a no-break space)', () => {
    for (const separator of ['\t', '\n', '\u00a0', '\u2009', '\u3000', '.', '(']) {
      for (const text of [`98765${separator}43210`, `+91${separator}9876543210`]) {
        expect(normalizePhone(text), JSON.stringify(text)).toEqual(fullParse(text));
      }
    }
  });
});

describe('normalizeNumber', () => {
  it.each([
    ['+44 7014 233755', '+447014233755'],
    ['+1 415 555 0100', '+14155550100'],
    ['1930', '1930'],
    ['112', '112'],
    ['98765 43210', '+919876543210'],
    ['0044 7014 233755', '+447014233755'],
    ['0091 98765 43210', '+919876543210'],
  ])('keys %j as %j, never rewriting a foreign number as Indian', (input, uniqueId) => {
    expect(normalizeNumber(input)?.uniqueId).toBe(uniqueId);
  });
  it.each([['+4412'], ['12'], ['2345'], ['12345'], ['+91 12345']])('refuses %j', (input) => {
    expect(normalizeNumber(input)).toBeNull();
  });
});

describe('normalizeSmsSender', () => {
  it.each([
    ['JD-562993-P', '562993'],
    ['vk-56299-s', '56299'],
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

  // The early exit at punctuation no sender holds must not change a single answer: the function as
  // it was before that exit, over random texts of the characters that matter (ASCII punctuation,
  // letters, digits, spaces, Devanagari digits, and letters that upper-case into ASCII: ß ı ſ).
  it('answers as the full rules do for any text, the early exit included', () => {
    const fullRules = (raw: string) => {
      const text = toAsciiDigits(raw).trim();
      const numeric = /^[A-Z]{2}-(\d{5,6})(?:-[SPTG])?$/.exec(text.toUpperCase());
      if (numeric) return { uniqueId: numeric[1]!, scammerId: numeric[1]! };
      if (!/[A-Za-z]/.test(text)) return normalizeNumber(text);
      let header = text.toUpperCase().replace(/\s+/g, '');
      if (!/^[A-Z0-9-]+$/.test(header)) return null;
      header = header
        .replace(/^[A-Z]{2}-/, '')
        .replace(/-[SPTG]$/, '')
        .replace(/-/g, '');
      if (!/^[A-Z0-9]{3,11}$/.test(header) || !/[A-Z]/.test(header)) return null;
      return { uniqueId: header, scammerId: header };
    };
    const alphabet = [...'!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~ \tAaBHDFCKSPTGVMJ0123456789०९ßıſ'];
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const texts = ['VM-HDFCBK-S', '+91 (98765) 43210', '98765.43210', 'Dear customer, your account'];
    for (let i = 0; i < 20_000; i++) {
      const length = 1 + Math.floor(random() * 16);
      // A random text, then the same kept to a sender's characters behind a header or country prefix.
      texts.push(Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join(''));
      texts.push(`${['VM-', 'JD-', '+91', ''][i % 4]}${texts.at(-1)!.replace(/[^A-Z0-9 ]/g, '')}`);
    }
    let senders = 0;
    for (const text of texts) {
      const expected = fullRules(text);
      if (expected) senders++;
      expect(normalizeSmsSender(text), text).toEqual(expected);
    }
    expect(senders).toBeGreaterThan(1_000);
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
    ['example.co.in:8080/x//y/', 'example.co.in:8080/x/y'],
    ['https://example.in:443/a', 'example.in/a'],
    ['http://103.208.86.96/login', '103.208.86.96/login'],
    ['1.2.3.4:8080/x', '1.2.3.4:8080/x'],
    ['icicibаnk.com', 'xn--icicibnk-66g.com'],
    ['http://sbi.co.in@evil.example.com/x', 'evil.example.com/x'],
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
    ['example.notarealsuffix'],
    ['http://1234'],
    ['999.1.1.1/x'],
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
  const read = (text: string) => extractIdentifiers(text).map((f) => `${f.type}:${f.uniqueId}`);
  it.each([
    ['Call 011-46592191 today', ['number:+911146592191']],
    ['Toll free 1800 270 2102.', ['number:+9118002702102']],
    ['helpline 18002679001', ['number:+9118002679001']],
    ['WhatsApp +447014233755 now', ['number:+447014233755']],
    ['coupon SAVE98765432101, order 409876543210987', []],
    ['Dr.Mahesh, pvt.ltd, B.TECH, today.Call, 1200 sq.ft, M.COM', []],
    ['more details.www.x.tk', ['website:x.tk']],
    ['Visit sbi.co.in.Call us', ['website:sbi.co.in']],
    [
      'login http://103.208.86.96/login or 1.2.3.4:8080/x, version 1.2.3.4',
      ['website:103.208.86.96/login', 'website:1.2.3.4:8080/x'],
    ],
    ['KYC अपडेट करें:sbi-kyc.in/u पर ९८७६५४३२१० पर कॉल करें', ['website:sbi-kyc.in/u', 'number:+919876543210']],
    ['link👉https://rb.gy/ab12c😀', ['website:rb.gy/ab12c']],
    ['icicibаnk.com/login', ['website:xn--icicibnk-66g.com/login']],
    ['WhatsApp 0092-301-8834562 or +1 (888) 347-2961', ['number:+923018834562', 'number:+18883472961']],
    ['Account 0020345671 and 00919876', []],
    ['Call 1930 or visit bank.sbi', ['number:1930', 'website:bank.sbi']],
    ['For help dial 198. Helpline no. 1075', ['number:198', 'number:1075']],
    ['शिकायत के लिए 1912 पर कॉल करें', ['number:1912']],
    ['In 1930, 112 people came; dial *121#; call 1800 11 2211; call 100 times', ['number:+911800112211']],
    ['Statement sent to r****a@gmail.com', []],
    ['Send docs to hr.recruit@gmail.com.Last date today', ['email:hr.recruit@gmail.com']],
    ['Accha.to kab aaoge? msg karna.me bhi aata hu', []],
    ['Rate us: zoma.to/r/ab12', ['website:zoma.to/r/ab12']],
    ['Request ID 9123456780, Complaint No. 8234156790, शिकायत संख्या 9812345670', []],
  ])('reads %j', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });
  it('lists at most 20 identifiers', () => {
    const text = Array.from({ length: 30 }, (_, i) => `site${i}.com`).join(' ');
    expect(extractIdentifiers(text)).toHaveLength(20);
  });
});
