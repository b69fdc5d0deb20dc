import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../lib/i18n';

/** English / हिन्दी; i18next's detector keeps the choice in localStorage. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? 'en';
  return (
    <div
      role="group"
      aria-label={t('nav.language')}
      className={`inline-flex rounded-lg border border-slate-200 bg-slate-50 p-0.5 ${className}`}
    >
      {LANGUAGES.map((language) => (
        <button
          key={language.code}
          type="button"
          lang={language.code}
          aria-pressed={current === language.code}
          onClick={() => void i18n.changeLanguage(language.code)}
          className={`rounded-md px-2.5 py-1 font-language-switch text-xs font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${
            current === language.code ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900'
          }`}
        >
          {language.label}
        </button>
      ))}
    </div>
  );
}
