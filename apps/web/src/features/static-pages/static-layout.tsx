// The frame of the static pages (no main layout): brand, language switch, a way home, small footer.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Brand } from '../../components/brand';
import { LanguageSwitch } from '../../components/language-switch';
import en from './content/en';
import hi from './content/hi';
import type { StaticContent } from './content/types';

/** The static texts in the chosen language (long texts live in per-language content modules). */
export function useStaticContent(): StaticContent {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'hi' ? hi : en;
}

export function StaticLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  const content = useStaticContent();
  const year = new Date().getFullYear();
  const footerLink =
    'rounded hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center gap-3 px-4 sm:px-6">
          <Brand />
          <div className="ml-auto flex items-center gap-3">
            <LanguageSwitch />
          </div>
        </div>
      </header>
      <main
        id="main"
        className={`mx-auto w-full flex-1 px-4 py-8 sm:px-6 sm:py-12 ${wide ? 'max-w-5xl' : 'max-w-3xl'}`}
      >
        <Link
          to={paths.home}
          className="mb-6 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <span aria-hidden="true">←</span> {content.backHome}
        </Link>
        {children}
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-6 text-sm text-slate-500 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <nav className="flex flex-wrap gap-x-5 gap-y-2">
            <Link className={footerLink} to={paths.about}>
              {t('footer.about')}
            </Link>
            <Link className={footerLink} to={paths.faq}>
              {t('footer.faq')}
            </Link>
            <Link className={footerLink} to={paths.privacy}>
              {t('footer.privacy')}
            </Link>
            <Link className={footerLink} to={paths.terms}>
              {t('footer.terms')}
            </Link>
          </nav>
          <p>{t('footer.copyright', { year })}</p>
        </div>
      </footer>
    </div>
  );
}

/** Numbered legal sections (privacy, terms). */
export function LegalSections({ sections }: { sections: StaticContent['terms']['sections'] }) {
  return (
    <div className="mt-8 space-y-8">
      {sections.map((section) => (
        <section key={section.title} aria-labelledby={slug(section.title)}>
          <h2 id={slug(section.title)} className="text-lg font-semibold text-slate-900">
            {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-2 leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
          {section.items && (
            <ul className="mt-2 list-disc space-y-1.5 pl-6 text-slate-700">
              {section.items.map((item) => (
                <li key={item} className="leading-relaxed">
                  {item}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

const slug = (title: string) => `section-${title.split('.')[0]}`;
