import { describe, expect, it } from 'vitest';
import { readSharedText } from './shared-text.js';

describe('readSharedText (the share target)', () => {
  it('reads an SMS shared from the messages app as an SMS', () => {
    const text = 'Dear customer your KYC expires today. Update at http://sbi-kyc.example.tk or call 9876543210';
    expect(readSharedText({ text })).toEqual({ type: 'sms', value: text });
  });

  it('sends a lone link to the Website tab, from `url` or from `text`', () => {
    expect(readSharedText({ url: 'https://paytm-kyc.example.in/update' })).toEqual({
      type: 'website',
      value: 'https://paytm-kyc.example.in/update',
    });
    expect(readSharedText({ text: '  paytm-kyc.example.in/update ', title: 'Paytm KYC' })).toEqual({
      type: 'website',
      value: 'paytm-kyc.example.in/update',
    });
    // The same link in both fields is read once.
    expect(readSharedText({ text: 'http://x-kyc.example.in', url: 'http://x-kyc.example.in' })).toEqual({
      type: 'website',
      value: 'http://x-kyc.example.in',
    });
  });

  it('keeps a message with a link as an SMS, and adds a separate link to it', () => {
    expect(readSharedText({ text: 'Claim your prize', url: 'http://prize.example.tk' })).toEqual({
      type: 'sms',
      value: 'Claim your prize http://prize.example.tk',
    });
  });

  it('uses the title only when nothing else came, and nothing at all gives null', () => {
    expect(readSharedText({ title: 'Your parcel is held, pay Rs 25' })).toEqual({
      type: 'sms',
      value: 'Your parcel is held, pay Rs 25',
    });
    expect(readSharedText({ title: ' ', text: '', url: null })).toBeNull();
    expect(readSharedText({})).toBeNull();
  });

  it('sends a lone Indian mobile number to the Phone tab as its 10 digits, in any usual spelling', () => {
    for (const text of ['9876543210', '+91 98765 43210', '098765-43210', '९८७६५४३२१०']) {
      expect(readSharedText({ text }), text).toEqual({ type: 'number', value: '9876543210' });
    }
    // Not a mobile number: a landline, a foreign number and a number inside a message stay an SMS.
    for (const text of ['011-46592191', '+44 7014 233755', 'call 9876543210']) {
      expect(readSharedText({ text })!.type, text).toBe('sms');
    }
  });

  it('reads a single word that is not a link as an SMS, and cuts an endless share', () => {
    expect(readSharedText({ text: 'VM-HDFCBK-S' })).toEqual({ type: 'sms', value: 'VM-HDFCBK-S' });
    expect(readSharedText({ text: 'a '.repeat(6000) })!.value).toHaveLength(5000);
  });
});
