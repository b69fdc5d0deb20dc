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
  ] as const)('%j → %s', (text, code) => {
    expect(signals(text)).toContain(code);
  });

  it('does not read an honest warning as a request for the OTP', () => {
    expect(signals('482913 is your OTP. Do not share it with anyone. -HDFC Bank')).toEqual([]);
    expect(signals('OTP किसी के साथ साझा न करें')).toEqual([]);
    expect(signals('Never share your OTP, PIN or CVV. SBI never asks for it.')).toEqual([]);
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
