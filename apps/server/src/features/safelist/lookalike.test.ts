// The lookalike table (API.md "lookalike"): real-style imitations of safelisted identities must be
// caught, and everyday domains people check must not be flagged. And the safelist file itself: no
// entry without a source.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeUpi, normalizeWebsite } from '@satark/shared/identifiers';
import { editDistance, skeleton } from './lookalike.js';
import { LOOKALIKE_ANSWERS_KEPT, SafelistIndex } from './safelist-index.js';
import { loadSafelistFile } from './safelist.repository.js';

const index = new SafelistIndex(loadSafelistFile());
const website = (raw: string) => {
  const key = normalizeWebsite(raw);
  if (!key) throw new Error(`not a website: ${raw}`);
  return { type: 'website' as const, ...key };
};

const LOOKALIKES: Array<[string, string]> = [
  ['sbi-kyc-update.in', 'sbi.co.in'],
  ['hdfcbank.com.verify-login.co', 'hdfcbank.com'],
  ['icicibаnk.com', 'icicibank.com'], // Cyrillic а
  ['xn--icicibnk-66g.com', 'icicibank.com'], // the same, as punycode
  ['hdfcbnak.com', 'hdfcbank.com'],
  ['hdfcbankk.com', 'hdfcbank.com'],
  ['icicibamk.com', 'icicibank.com'],
  ['lcicibank.com', 'icicibank.com'],
  ['axlsbank.com', 'axisbank.com'],
  ['axisbank.secure-login.in', 'axisbank.com'],
  ['axis-bank-kyc.com', 'axisbank.com'],
  ['onlinesbi-update.com', 'sbi.co.in'],
  ['onlinesbi.sbi-kyc.in', 'sbi.co.in'],
  ['sbi-yono-update.xyz', 'sbi.co.in'],
  ['sbikyc.in', 'sbi.co.in'],
  ['yono-sbi.online', 'sbi.co.in'],
  ['hdfc-netbanking.com', 'hdfcbank.com'],
  ['hdfcnetbanking.in', 'hdfcbank.com'],
  ['icici-rewards.top', 'icicibank.com'],
  ['icicipoints.in', 'icicibank.com'],
  ['paytm-kyc.in', 'paytm.com'],
  ['paytmrefund.com', 'paytm.com'],
  ['paytm.com.kyc-update.top', 'paytm.com'],
  ['pаytm.com', 'paytm.com'], // Cyrillic а
  ['phonepe-cashback.in', 'phonepe.com'],
  ['phonepe.reward-claim.xyz', 'phonepe.com'],
  ['phonpe.com', 'phonepe.com'],
  ['phoneppe.com', 'phonepe.com'],
  ['gpay-reward.in', 'pay.google.com'],
  ['googlepay-cashback.com', 'pay.google.com'],
  ['amazon-rewards.in', 'amazon.in'],
  ['amazon.in.gift-offer.shop', 'amazon.in'],
  ['amazonprize.xyz', 'amazon.in'],
  ['flipkart-bigbillion.top', 'flipkart.com'],
  ['flipkaart.com', 'flipkart.com'],
  ['fllpkart.com', 'flipkart.com'],
  ['airtel-ekyc.in', 'airtel.in'],
  ['jio-kyc-update.com', 'jio.com'],
  ['myjio-reward.in', 'jio.com'],
  ['incometax-refund.in', 'incometax.gov.in'],
  ['incometaxrefund.co', 'incometax.gov.in'],
  ['incornetax.gov-in.com', 'incometax.gov.in'], // rn reads as m
  ['uidai-aadhaar-update.in', 'uidai.gov.in'],
  ['aadhaar-kyc.in', 'uidai.gov.in'],
  ['epfindla.com', 'epfindia.gov.in'],
  ['epfo-claim.in', 'epfindia.gov.in'],
  ['indiapost-redelivery.top', 'indiapost.gov.in'],
  ['indiapostt.in', 'indiapost.gov.in'],
  ['irctc-refund.in', 'irctc.co.in'],
  ['rbi-kyc.in', 'rbi.org.in'],
  ['npci-upi-help.com', 'npci.org.in'],
  ['kotak-kyc.com', 'kotak.com'],
  ['bankofbarodda.in', 'bankofbaroda.in'],
  // Two edits in a name of 10 letters or more (lookalike.ts allows one below that).
  ['bamkofbarodda.in', 'bankofbaroda.in'],
  ['canerabanc.com', 'canarabank.com'],
  ['idfcfrstbnk.com', 'idfcfirstbank.com'],
  ['canarabank-kyc.com', 'canarabank.com'],
  ['licindia-bonus.com', 'licindia.in'],
  ['cybercrime-gov.in', 'cybercrime.gov.in'],
];

const INNOCENT = [
  'google.com',
  'youtube.com',
  'facebook.com',
  'wikipedia.org',
  'gmail.com',
  'zomato.com',
  'swiggy.com',
  'myntra.com',
  'nykaa.com',
  'olacabs.com',
  'uber.com',
  'makemytrip.com',
  'naukri.com',
  'linkedin.com',
  'github.com',
  'microsoft.com',
  'apple.com',
  'netflix.com',
  'hotstar.com',
  'jiosaavn.com',
  'jiomart.com',
  'airtable.com',
  'paypal.com',
  'amazonaws.com',
  'sbicard.com',
  'sbilife.co.in',
  'hdfclife.com',
  'hdfcsec.com',
  'icicidirect.com',
  'icicilombard.com',
  'kotaksecurities.com',
  'axismf.com',
  'paytmmall.com',
  'bankbazaar.com',
  'policybazaar.com',
  'moneycontrol.com',
  'economictimes.indiatimes.com',
  'ndtv.com',
  'thehindu.com',
  'cred.club',
  'zerodha.com',
  'groww.in',
  'upstox.com',
  'bookmyshow.com',
  'bigbasket.com',
  'blinkit.com',
  'meesho.com',
  'snapdeal.com',
  'ajio.com',
  'tatacliq.com',
  'lenskart.com',
  'practo.com',
  '1mg.com',
  'pharmeasy.in',
  'redbus.in',
  'cleartrip.com',
  'kodak.com',
  'canva.com',
  'telegram.org',
  'whatsapp.com',
  'instagram.com',
  'cricbuzz.com',
  'espncricinfo.com',
  'bit.ly',
  'docs.google.com',
  'amazon.com',
  'phoneme.com',
  'bharatpe.com',
  'razorpay.com',
  // Two edits from a short brand name (paytm, airtel): too near for names under 10 letters.
  'payu.in',
  'airtime.com',
  'kotaku.com',
  'paytmoney.com',
  'jiocinema.com',
];

describe('lookalike table', () => {
  it.each(LOOKALIKES)('flags %s as imitating %s', (raw, imitated) => {
    expect(LOOKALIKES.length).toBeGreaterThanOrEqual(50);
    expect(index.lookalike(website(raw))?.imitates.uniqueId).toBe(imitated);
  });

  it.each(INNOCENT)('does not flag %s', (raw) => {
    expect(INNOCENT.length).toBeGreaterThanOrEqual(50);
    expect(index.lookalike(website(raw))).toBeNull();
  });

  it('never calls an official host or its subdomain a lookalike, and answers it as official', () => {
    for (const raw of [
      'sbi.co.in',
      'retail.onlinesbi.sbi',
      'www.hdfcbank.com/personal',
      'myaadhaar.uidai.gov.in',
      'x.nic.in',
    ]) {
      expect(index.lookalike(website(raw)), raw).toBeNull();
      expect(index.official(website(raw)), raw).not.toBeNull();
    }
  });

  it('flags lookalike UPI handles and brand names in UPI ids, not ordinary ids', () => {
    const upi = (raw: string) => ({ type: 'upi' as const, ...normalizeUpi(raw)! });
    expect(index.lookalike(upi('refund@okhdfcbnak'))?.imitates.uniqueId).toBe('@okhdfcbank');
    expect(index.lookalike(upi('cashback@paytrn'))?.imitates.uniqueId).toBe('@paytm');
    expect(index.lookalike(upi('sbi.kyc@ybl'))?.imitates.uniqueId).toBe('sbi.co.in');
    for (const ok of [
      'rahul.sharma@ybl',
      'priya123@okaxis',
      'kirana.store@paytm',
      'amitsbi@oksbi',
      'dps.school@hdfcbank',
    ]) {
      expect(index.lookalike(upi(ok)), ok).toBeNull();
    }
  });

  it('flags a brand in the name of a free-mail address and a lookalike mail domain', () => {
    const email = (uniqueId: string) => ({ type: 'email' as const, uniqueId, scammerId: uniqueId });
    expect(index.lookalike(email('sbi.helpdesk@gmail.com'))?.imitates.name).toBe('State Bank of India');
    expect(index.lookalike(email('care@hdfcbank-support.in'))?.imitates.name).toBe('HDFC Bank');
    expect(index.lookalike(email('priya.sharma@gmail.com'))).toBeNull();
    expect(index.official(email('customercare@sbi.co.in'))?.name).toBe('State Bank of India');
  });
});

describe('lookalike helpers', () => {
  it('reads homoglyphs and rn as Latin letters', () => {
    expect(skeleton('іcіcіbаnk')).toBe('icicibank');
    expect(skeleton('paytrn')).toBe('paytm');
  });
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('hdfcbnak', 'hdfcbank', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBeGreaterThan(1);
  });

  it('gives the whole table’s distance wherever it is at most max, and max + 1 above it', () => {
    // The textbook table, every cell worked out, as a reference for the banded one.
    const reference = (a: string, b: string) => {
      const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => i + j));
      for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
          const cost = a[i - 1] === b[j - 1] ? 0 : 1;
          d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
            d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
        }
      }
      return d[a.length]![b.length]!;
    };
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const word = () =>
      Array.from({ length: Math.floor(random() * 12) }, () => 'abcd'[Math.floor(random() * 4)]).join('');
    // Long words first, then short ones: the rows kept between calls must not leak into the next.
    const pairs = [['hdfcbankindia', 'hdfcbnakindai'], ...Array.from({ length: 3000 }, () => [word(), word()])];
    for (const [a, b] of pairs) {
      for (const max of [0, 1, 2, 3]) {
        expect([a, b, max, editDistance(a!, b!, max)]).toEqual([a, b, max, Math.min(reference(a!, b!), max + 1)]);
      }
    }
  });
});

describe('answers kept by the index', () => {
  it('gives the same answer from memory as worked out afresh, also after the oldest were dropped', () => {
    const kept = new SafelistIndex(loadSafelistFile());
    const fresh = () => new SafelistIndex(loadSafelistFile());
    const first = website('sbi-kyc-update.in');
    expect(kept.lookalike(first)).toEqual(fresh().lookalike(first));
    expect(kept.lookalike(first)).toEqual(fresh().lookalike(first));
    for (let i = 0; i <= LOOKALIKE_ANSWERS_KEPT; i++) kept.lookalike(website(`shop${i}.example.in`));
    expect(kept.lookalike(first)?.imitates.uniqueId).toBe('sbi.co.in');
    expect(kept.lookalike(website('shop1.example.in'))).toBeNull();
  });
});

describe('the safelist file', () => {
  const withEntries = (entries: unknown[]) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'satark-safelist-'));
    const file = path.join(dir, 'safelist.json');
    writeFileSync(file, JSON.stringify({ entries }));
    return file;
  };
  const helpline = { type: 'number', value: '1930', name: 'Cyber crime helpline', category: 'helpline' };

  it('loads an entry that cites its source', () => {
    expect(loadSafelistFile(withEntries([{ ...helpline, source: 'https://cybercrime.gov.in/' }]))).toMatchObject([
      { type: 'number', name: 'Cyber crime helpline', source: 'https://cybercrime.gov.in/' },
    ]);
  });

  it.each([
    ['no source', helpline],
    ['an empty source', { ...helpline, source: '' }],
    ['a source that is not a web address', { ...helpline, source: 'a newspaper, 2024' }],
  ])('refuses an entry with %s: nothing ships without one', (_, entry) => {
    expect(() => loadSafelistFile(withEntries([entry]))).toThrow(/needs a source URL/);
  });
});
