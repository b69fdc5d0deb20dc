// Server and zod messages arrive in English and are shown in the chosen language through the shared
// tables (packages/shared/src/messages.ts); one with a number (the login lockout's minutes) keeps it.
import { renderHook } from '@testing-library/react';
import { act } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES, FIELD_MESSAGES, loginLockedMessage, SERVER_MESSAGES } from '@satark/shared/messages';
import { ApiError } from './api-client';
import i18n from './i18n';
import { useSharedMessage } from './field-message';
import { useServerMessage } from './server-message';

const locked = (retryAfter: number) =>
  new ApiError({
    success: false,
    status: 429,
    code: 'RATE_LIMITED',
    message: loginLockedMessage(retryAfter),
    retryAfter,
  });

afterAll(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('useServerMessage', () => {
  it('shows the lockout with its minutes, in English and in Hindi', async () => {
    await act(() => i18n.changeLanguage('en'));
    const { result } = renderHook(() => useServerMessage());
    expect(result.current(locked(900))).toBe('Too many failed logins. Try again in 15 minutes.');
    expect(result.current(locked(30))).toBe('Too many failed logins. Try again in a minute.');

    await act(() => i18n.changeLanguage('hi'));
    expect(result.current(locked(840))).toBe('लॉगिन की बहुत अधिक असफल कोशिशें। 14 मिनट बाद फिर कोशिश करें।');
    expect(result.current(locked(30))).toBe('लॉगिन की बहुत अधिक असफल कोशिशें। एक मिनट बाद फिर कोशिश करें।');
    expect(result.current(SERVER_MESSAGES.reportLimit)).toBe(
      'आपने कम समय में बहुत सारी रिपोर्ट भेजी हैं। कृपया बाद में फिर कोशिश करें।',
    );
    expect(result.current('Partner quota used up.')).toBe('Partner quota used up.');
    // A text that only looks like the template is shown as it came.
    expect(result.current('Too many failed logins. Try again in many minutes.')).toBe(
      'Too many failed logins. Try again in many minutes.',
    );
  });
});

describe('useSharedMessage', () => {
  it('shows a zod field message and a client text in the chosen language, any other text as it is', async () => {
    await act(() => i18n.changeLanguage('en'));
    const { result } = renderHook(() => useSharedMessage());
    expect(result.current(FIELD_MESSAGES.required)).toBe('This field is required');
    expect(result.current(undefined)).toBeUndefined();

    await act(() => i18n.changeLanguage('hi'));
    expect(result.current(FIELD_MESSAGES.required)).toBe('यह फ़ील्ड आवश्यक है');
    expect(result.current(CLIENT_MESSAGES.noLeaderRecords)).toBe('कोई रिकॉर्ड नहीं मिला');
    expect(result.current('A text no table holds')).toBe('A text no table holds');
  });
});

describe('the common locales', () => {
  it('hold no copy of the shared messages: packages/shared has each once, with its Hindi text', async () => {
    const shared = new Set(
      [FIELD_MESSAGES, SERVER_MESSAGES, CLIENT_MESSAGES].flatMap((table) => Object.values(table) as string[]),
    );
    for (const locale of [await import('../locales/en.json'), await import('../locales/hi.json')]) {
      const bundle: Record<string, unknown> = locale.default;
      expect(Object.keys(bundle)).not.toContain('fieldMessages');
      expect(Object.keys(bundle)).not.toContain('serverMessages');
      expect(Object.keys(bundle)).not.toContain('clientMessages');
      const texts = JSON.stringify(bundle)
        .match(/"[^"]*"/g)!
        .map((quoted) => JSON.parse(quoted) as string);
      expect(texts.filter((text) => shared.has(text))).toEqual([]);
    }
  });
});
