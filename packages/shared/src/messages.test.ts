import { describe, expect, it } from 'vitest';
import {
  CLIENT_MESSAGES,
  CLIENT_TEXTS,
  FIELD_MESSAGES,
  FIELD_TEXTS,
  isSharedMessage,
  loginLockedMessage,
  SERVER_MESSAGES,
  SERVER_TEXTS,
  translateMessage,
  type MessageTexts,
} from './messages.js';

const tables: Record<string, Record<string, MessageTexts>> = {
  field: FIELD_TEXTS,
  server: SERVER_TEXTS,
  client: CLIENT_TEXTS,
};
const everyMessage = Object.entries(tables).flatMap(([table, texts]) =>
  Object.entries(texts).map(([key, text]) => ({ id: `${table}.${key}`, ...text })),
);
const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the message tables', () => {
  it('give every key a non-empty English and Hindi text with the same slots', () => {
    expect(everyMessage.length).toBeGreaterThan(80);
    for (const message of everyMessage) {
      expect(message.en.trim(), message.id).not.toBe('');
      expect(message.hi.trim(), message.id).not.toBe('');
      expect(slots(message.hi), message.id).toEqual(slots(message.en));
    }
  });

  it('write Hindi texts in Devanagari', () => {
    const notDevanagari = everyMessage.filter((message) => !/[\u0900-\u097F]/.test(message.hi)).map((m) => m.id);
    expect(notDevanagari).toEqual([]);
  });

  it('never give one English text two meanings, so the English text finds one message', () => {
    const hindiByEnglish = new Map<string, string>();
    for (const message of everyMessage) {
      const seen = hindiByEnglish.get(message.en);
      if (seen !== undefined) expect(message.hi, message.id).toBe(seen);
      hindiByEnglish.set(message.en, message.hi);
    }
  });

  it('send the English texts: the *_MESSAGES constants are the English view of the tables', () => {
    expect(FIELD_MESSAGES.required).toBe('This field is required');
    expect(SERVER_MESSAGES.validation).toBe('Please correct the highlighted fields.');
    expect(CLIENT_MESSAGES.noOptions).toBe('No options found');
    expect(Object.keys(FIELD_MESSAGES)).toEqual(Object.keys(FIELD_TEXTS));
    expect(Object.keys(SERVER_MESSAGES)).toEqual(Object.keys(SERVER_TEXTS));
    expect(Object.keys(CLIENT_MESSAGES)).toEqual(Object.keys(CLIENT_TEXTS));
    for (const [key, text] of Object.entries(SERVER_MESSAGES))
      expect(text).toBe(SERVER_TEXTS[key as keyof typeof SERVER_TEXTS].en);
  });
});

describe('translateMessage', () => {
  it('maps each English text to its own Hindi text, and leaves English as it is', () => {
    for (const message of everyMessage.filter((m) => slots(m.en).length === 0)) {
      expect(translateMessage(message.en, 'hi'), message.id).toBe(message.hi);
      expect(translateMessage(message.en, 'en'), message.id).toBe(message.en);
    }
    expect(translateMessage(SERVER_MESSAGES.reportLimit, 'hi')).toBe(
      'आपने कम समय में बहुत सारी रिपोर्ट भेजी हैं। कृपया बाद में फिर कोशिश करें।',
    );
    expect(translateMessage(FIELD_MESSAGES.otp, 'hi')).toBe('4 अंकों का कोड दर्ज करें');
  });

  it('carries the number of a message with a slot over into Hindi', () => {
    expect(translateMessage(loginLockedMessage(840), 'hi')).toBe(
      'लॉगिन की बहुत अधिक असफल कोशिशें। 14 मिनट बाद फिर कोशिश करें।',
    );
    expect(translateMessage(loginLockedMessage(30), 'hi')).toBe(SERVER_TEXTS.loginLockedOneMinute.hi);
  });

  it('shows an unknown text as it was sent, also one that only looks like a message with a slot', () => {
    expect(translateMessage('Partner quota used up.', 'hi')).toBe('Partner quota used up.');
    expect(translateMessage('Too many failed logins. Try again in many minutes.', 'hi')).toBe(
      'Too many failed logins. Try again in many minutes.',
    );
    expect(translateMessage(`${SERVER_MESSAGES.notFound} `, 'hi')).toBe(`${SERVER_MESSAGES.notFound} `);
  });
});

describe('isSharedMessage', () => {
  it('knows every message, one with its slot filled, and nothing else', () => {
    for (const message of everyMessage.filter((m) => slots(m.en).length === 0)) {
      expect(isSharedMessage(message.en), message.id).toBe(true);
    }
    expect(isSharedMessage(loginLockedMessage(840))).toBe(true);
    expect(isSharedMessage('Too big: expected number to be <=500')).toBe(false);
    expect(isSharedMessage(`${SERVER_MESSAGES.notFound} `)).toBe(false);
  });
});
