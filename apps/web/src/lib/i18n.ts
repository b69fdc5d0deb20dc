// i18next with one namespace per feature. Which bundles exist is the app's knowledge (app/locale-bundles.ts
// finds each feature's locales); this module only runs i18next with the bundles it is given.
import i18n, { type BackendModule, type LanguageDetectorModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatCount } from './numbers';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'hi', label: 'हिन्दी' },
] as const;

type Bundle = Record<string, unknown>;

const LANGUAGE_KEY = 'satark.language';

/**
 * The language chosen on this device before, then the browser's languages in their order; i18next
 * takes the first it supports ("hi-IN" is Hindi) and English otherwise. Our own ten lines instead of
 * i18next-browser-languagedetector, which would add 2.6 kB to the first screen for these two
 * sources (docs/decisions/first-screen-javascript.md).
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => {
    let chosen: string | null = null;
    try {
      chosen = localStorage.getItem(LANGUAGE_KEY);
    } catch {
      // Storage refused (a private window): the browser's languages decide.
    }
    return chosen ? [chosen, ...navigator.languages] : [...navigator.languages];
  },
  cacheUserLanguage: (language) => {
    try {
      localStorage.setItem(LANGUAGE_KEY, language);
    } catch {
      // Not kept: the next visit asks the browser again.
    }
  },
};

export interface LocaleBundles {
  /** Texts in the entry chunk, available before the first render (the English fallback of `common`). */
  bundled: Resource;
  /** Every other (language, namespace) bundle, keyed `<language>/<namespace>`, fetched when a screen first needs it. */
  lazy: ReadonlyMap<string, () => Promise<Bundle>>;
}

/** Starts i18next once with the app's bundles; later calls return the same instance. */
export function initI18n({ bundled, lazy }: LocaleBundles): typeof i18n {
  if (i18n.isInitializing || i18n.isInitialized) return i18n;
  const bundleBackend: BackendModule = {
    type: 'backend',
    init: () => {},
    read: (language, namespace, callback) => {
      const load = lazy.get(`${language}/${namespace}`);
      if (!load) return callback(null, {});
      load().then(
        (bundle) => callback(null, bundle),
        (error: Error) => callback(error, false),
      );
    },
  };

  void i18n
    .use(languageDetector)
    .use(bundleBackend)
    .use(initReactI18next)
    .init({
      resources: bundled,
      partialBundledLanguages: true,
      fallbackLng: 'en',
      supportedLngs: LANGUAGES.map((l) => l.code),
      defaultNS: 'common',
      ns: ['common'],
      interpolation: { escapeValue: false },
    });

  // `{{total, count}}` in a text: a count with Indian grouping (docs/decisions/counts-in-indian-grouping.md).
  i18n.services.formatter?.add('count', (value: number) => formatCount(value));
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  return i18n;
}

export default i18n;
