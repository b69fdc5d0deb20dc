// i18next with one namespace per feature: each feature keeps its texts in
// features/<name>/locales/{en,hi}.json, and common texts live in src/locales.
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'hi', label: 'हिन्दी' },
] as const;

type Bundle = Record<string, unknown>;
const files = import.meta.glob<Bundle>(['../locales/*.json', '../features/*/locales/*.json'], {
  eager: true,
  import: 'default',
});

const resources: Record<string, Record<string, Bundle>> = { en: {}, hi: {} };
for (const [file, bundle] of Object.entries(files)) {
  const language = /\/(\w+)\.json$/.exec(file)![1]!;
  const namespace = /\/features\/([^/]+)\/locales\//.exec(file)?.[1] ?? 'common';
  (resources[language] ??= {})[namespace] = bundle;
}

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    fallbackLng: 'en',
    supportedLngs: LANGUAGES.map((l) => l.code),
    defaultNS: 'common',
    ns: Object.keys(resources.en!),
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
