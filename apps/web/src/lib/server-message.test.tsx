// Server and zod messages arrive in English and are shown in the chosen language through the shared
// tables (packages/shared/src/messages.ts); one with a number (the login lockout's minutes) keeps it.
import { renderHook } from '@testing-library/react';
import { act } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CLIENT_MESSAGES,
  CLIENT_TEXTS,
  FIELD_MESSAGES,
  FIELD_TEXTS,
  loginLockedMessage,
  SERVER_MESSAGES,
  SERVER_TEXTS,
  type MessageTexts,
} from '@satark/shared/messages';
import { localeBundles } from '../app/locale-bundles';
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

/** Every text in a locale bundle, however deep its keys nest. */
const textsIn = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(textsIn) : [];

describe('the locales', () => {
  it('hold no copy of the shared messages: packages/shared has each once, with its Hindi text', async () => {
    const shared = new Set(
      [FIELD_TEXTS, SERVER_TEXTS, CLIENT_TEXTS].flatMap((table) =>
        Object.values(table).flatMap((texts: MessageTexts) => [texts.en, texts.hi]),
      ),
    );
    // Every bundle the app loads: src/locales and each feature's locales, in both languages.
    const bundles = [...localeBundles.lazy];
    expect(bundles.map(([key]) => key)).toEqual(
      expect.arrayContaining(['en/common', 'hi/common', 'en/learn', 'hi/report-scam', 'en/reports']),
    );
    const copies: Record<string, string[]> = {};
    for (const [key, load] of bundles) {
      const bundle = await load();
      expect(Object.keys(bundle)).not.toContain('fieldMessages');
      expect(Object.keys(bundle)).not.toContain('serverMessages');
      expect(Object.keys(bundle)).not.toContain('clientMessages');
      const copied = textsIn(bundle).filter((text) => shared.has(text));
      if (copied.length > 0) copies[key] = copied;
    }
    expect(copies).toEqual({});
  });

  it('give Hindi the same keys as English, so a text moved to packages/shared leaves no Hindi copy behind', async () => {
    const keysOf = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, `${prefix}${key}.`))
        : [prefix.slice(0, -1)];
    for (const [key, load] of localeBundles.lazy) {
      if (!key.startsWith('hi/')) continue;
      const english = localeBundles.lazy.get(key.replace('hi/', 'en/'))!;
      expect({ key, keys: keysOf(await load()).sort() }).toEqual({ key, keys: keysOf(await english()).sort() });
    }
  });
});
