// Server messages with a number in them (the login lockout's minutes) are shown in the chosen
// language with the server's number.
import { renderHook } from '@testing-library/react';
import { act } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { loginLockedMessage, SERVER_MESSAGES } from '@satark/shared/messages';
import { ApiError } from './api-client';
import i18n from './i18n';
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
    // A text that only looks like the template is shown as it came.
    expect(result.current('Too many failed logins. Try again in many minutes.')).toBe(
      'Too many failed logins. Try again in many minutes.',
    );
  });
});

describe('every server message', () => {
  it('has an English and a Hindi text in the common locales', async () => {
    const [en, hi] = await Promise.all([import('../locales/en.json'), import('../locales/hi.json')]);
    const keys = Object.keys(SERVER_MESSAGES);
    expect(keys.filter((key) => !(key in en.default.serverMessages))).toEqual([]);
    expect(keys.filter((key) => !(key in hi.default.serverMessages))).toEqual([]);
  });
});
