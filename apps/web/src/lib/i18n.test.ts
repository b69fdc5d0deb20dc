// The language on a first visit follows the browser ("hi-IN" is Hindi), a language chosen on this
// device wins over it, and the choice is kept.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localeBundles } from '../app/locale-bundles';
import { initI18n, languageDetector } from './i18n';

const i18n = initI18n(localeBundles);
const pick = () => {
  const detected = languageDetector.detect!();
  return i18n.services.languageUtils.getBestMatchFromCodes(Array.isArray(detected) ? detected : [detected!]);
};
const browserLanguages = (languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

// Starting i18next stored the language it found; each case starts from a device with no choice.
beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('languageDetector', () => {
  it("takes the browser's first supported language, English when none is", () => {
    browserLanguages(['hi-IN', 'en-IN']);
    expect(pick()).toBe('hi');
    browserLanguages(['ta-IN', 'en-GB']);
    expect(pick()).toBe('en');
    browserLanguages(['fr-FR']);
    expect(pick()).toBe('en');
  });

  it('prefers the language chosen on this device, and keeps a new choice', () => {
    browserLanguages(['hi-IN']);
    localStorage.setItem('satark.language', 'en');
    expect(pick()).toBe('en');
    languageDetector.cacheUserLanguage!('hi');
    expect(localStorage.getItem('satark.language')).toBe('hi');
    expect(pick()).toBe('hi');
  });

  it('falls back to the browser when the stored choice is not a language we have', () => {
    browserLanguages(['hi']);
    localStorage.setItem('satark.language', 'xx');
    expect(pick()).toBe('hi');
  });
});

describe('counts in texts', () => {
  it('group a count the Indian way in both languages', async () => {
    await i18n.loadNamespaces('reports');
    await i18n.loadLanguages('hi');
    const en = i18n.getFixedT('en', 'reports');
    const hi = i18n.getFixedT('hi', 'reports');
    expect(en('detail.showing', { shown: 1020, total: 1234567 })).toBe('Showing 1,020 of 12,34,567 reports');
    expect(hi('detail.showing', { shown: 20, total: 300000 })).toBe('3,00,000 में से 20 रिपोर्ट दिखाई जा रही हैं');
    expect(en('showing', { from: 1, to: 20, total: 1000000 })).toBe('1–20 of 10,00,000');
  });
});
