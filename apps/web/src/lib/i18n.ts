// i18next with one namespace per feature: each feature keeps its texts in
// features/<name>/locales/{en,hi}.json, and common texts live in src/locales.
import i18n, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import englishCommon from '../locales/en.json';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'hi', label: 'हिन्दी' },
] as const;

type Bundle = Record<string, unknown>;

// Every (language, namespace) bundle is its own small chunk, fetched when a screen first needs it;
// only English common texts (the fallback for everything) ship in the entry chunk.
const lazyBundles = import.meta.glob<Bundle>(['../locales/*.json', '../features/*/locales/*.json'], {
  import: 'default',
});
const bundleLoaders = new Map<string, () => Promise<Bundle>>();
for (const [file, load] of Object.entries(lazyBundles)) {
  const language = /\/(\w+)\.json$/.exec(file)![1]!;
  const namespace = /\/features\/([^/]+)\/locales\//.exec(file)?.[1] ?? 'common';
  bundleLoaders.set(`${language}/${namespace}`, load);
}

const bundleBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, callback) => {
    const load = bundleLoaders.get(`${language}/${namespace}`);
    if (!load) return callback(null, {});
    load().then(
      (bundle) => callback(null, bundle),
      (error: Error) => callback(error, false),
    );
  },
};

void i18n
  .use(LanguageDetector)
  .use(bundleBackend)
  .use(initReactI18next)
  .init({
    resources: { en: { common: englishCommon } },
    partialBundledLanguages: true,
    fallbackLng: 'en',
    supportedLngs: LANGUAGES.map((l) => l.code),
    defaultNS: 'common',
    ns: ['common'],
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: 'satark.language',
      caches: ['localStorage'],
    },
  });

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

export default i18n;
