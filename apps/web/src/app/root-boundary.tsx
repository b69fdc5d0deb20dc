import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Shown when a route fails to load or throws: a plain way back home instead of a blank page. */
export function RootBoundary() {
  const { t } = useTranslation();
  useLayoutEffect(() => document.getElementById('boot')?.remove(), []);
  return (
    <main className="mx-auto max-w-md p-8 text-center">
      <h1 className="text-xl font-semibold">{t('error.title', 'Something went wrong!')}</h1>
      <Link className="mt-4 inline-block text-brand-700 underline" to="/">
        {t('nav.home', 'Home')}
      </Link>
    </main>
  );
}
