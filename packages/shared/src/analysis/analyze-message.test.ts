import { describe, expect, it } from 'vitest';
import { extractIdentifiers } from '../text-identifiers.js';
import { analyzeMessage, findSignals } from './analyze-message.js';
import { SIGNAL_CODES, SIGNAL_MESSAGES, signalLanguage } from './signal-messages.js';

const signals = (text: string, lookalikes: string[] = []) =>
  findSignals(text, { found: extractIdentifiers(text), lookalikes, official: [] });

describe('analysis signals', () => {
  it.each([
    ['Install AnyDesk and tell us the code', 'remote_access_app'],
    ['Login at http://103.208.86.96/sbi now', 'ip_link'],
    ['Update here bit.ly/3xYab9K', 'shortened_link'],
    ['Download app from kyc-update.xyz/app.apk', 'apk_file'],
    ['Your PAN card is not linked, update now', 'kyc_update'],
    ['अपना KYC अपडेट करें', 'kyc_update'],
    ['Please share the OTP you received with our executive', 'otp_request'],
    ['फ़ोन पर आया OTP हमें बताएं', 'otp_request'],
    ['Pay processing fee Rs 499 to release your loan', 'pay_to_receive'],
    ['Enter UPI PIN to receive Rs 5000 cashback', 'pay_to_receive'],
    ['Your power will be disconnected tonight at 9:30 PM', 'urgent_threat'],
    ['You have won Rs 25 lakh in KBC lucky draw', 'prize_refund_job'],
    ['SBI customer care: call our officer 98765 43210', 'personal_number_as_company'],
    ['WhatsApp +44 7014 233755 to claim', 'foreign_number'],
    ['Sir mera 6 digit code aapke number pe galti se aa gaya hai, plz send kar do', 'otp_request'],
    ['Bhai ek OTP aaya hoga tere phone pe, galti se. Jaldi bhej de na plz', 'otp_request'],
    ['गलती से आपके नंबर पर एक कोड चला गया है, कृपया वो कोड मुझे भेज दीजिए', 'otp_request'],
    ['Share the 20-digit number on the back of your new SIM', 'otp_request'],
    ['Re-activate: http://hdfcbank-reactivate.com/login.php', 'deceptive_link'],
    ['Verify at https://g00gle-pay.in/verify', 'deceptive_link'],
    ['Claim now at http://pаytm.com/claim', 'lookalike_link'],
    ['Invest Rs 5,000 today and get Rs 25,000 in 10 days', 'pay_to_receive'],
    ['Army rule: first you send Rs 1 to check, then I will pay 25,000', 'pay_to_receive'],
    ['स्कैन करके पिन डालें तो पैसे आपके खाते में आ जाएंगे', 'pay_to_receive'],
    ['100% sure-shot stock tips, members earned 300% profit', 'prize_refund_job'],
    ['आपका सिम कार्ड 2 घंटे में बंद कर दिया जाएगा', 'urgent_threat'],
    ['Tumhari video mere paas hai. 15000 bhejo warna sab relatives ko bhej dunga', 'extortion'],
    ['Hi, this is my new number. Stuck in a meeting, need urgent help, send 18,000 to this UPI', 'new_number_money'],
  ] as const)('%j → %s', (text, code) => {
    expect(signals(text)).toContain(code);
  });

  it('does not read an honest warning as a request for the OTP', () => {
    expect(signals('482913 is your OTP. Do not share it with anyone. -HDFC Bank')).toEqual([]);
    expect(signals('OTP किसी के साथ साझा न करें')).toEqual([]);
    expect(signals('Never share your OTP, PIN or CVV. SBI never asks for it.')).toEqual([]);
  });

  it('does not read ordinary messages as these tricks', () => {
    expect(signals('Share your referral code FRIEND100 with friends on WhatsApp')).toEqual([]);
    expect(signals('Beta, Papa ka number naya hai 98110 45672 save kar lo')).toEqual([]);
    expect(signals('Rapido: Bike KA03 HR 7712. Call captain 6361 420 857')).toEqual([]);
    expect(signals('Thanks for coming! Photos are here: photos.app.goo.gl/Jk8sPq2mXy')).toEqual([]);
    expect(signals('Pay your Airtel bill at airtel.in/pay before 10 Dec')).toEqual([]);
  });

  it('counts a lookalike link the server found', () => {
    expect(signals('Login at sbi-kyc.in', ['sbi-kyc.in'])).toContain('lookalike_link');
  });

  it('adds weights up to a verdict', () => {
    expect(
      analyzeMessage('Reached home, call me at 98765 43210', { found: [], lookalikes: [], official: [] }).verdict,
    ).toBe('no_signs');
    const text = 'Your account will be blocked today. Share the OTP with our executive at 98765 43210 from SBI';
    const analysis = analyzeMessage(text, { found: extractIdentifiers(text), lookalikes: [], official: [] });
    expect(analysis.verdict).toBe('likely_scam');
  });

  it('words every signal in English and Hindi, Hindi for Accept-Language hi', () => {
    for (const code of SIGNAL_CODES) {
      expect(SIGNAL_MESSAGES.en[code]).toMatch(/\.$/);
      expect(SIGNAL_MESSAGES.hi[code]).toMatch(/[\u0900-\u097f]/);
    }
    expect(signalLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(signalLanguage('hi')).toBe('hi');
    expect(signalLanguage('en-IN,hi;q=0.5')).toBe('en');
    expect(signalLanguage(undefined)).toBe('en');
  });

  it('reads a 100 kB paste (only its first 5,000 characters) without choking', () => {
    const text = 'share the OTP '.repeat(8000) + 'a'.repeat(1000);
    expect(analyzeMessage(text, { found: [], lookalikes: [], official: [] }).signals.length).toBeGreaterThan(0);
  });
});
