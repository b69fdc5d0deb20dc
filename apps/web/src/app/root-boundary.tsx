import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CLIENT_MESSAGES } from '@satark/shared/messages';
import { removeBoot } from '../lib/boot-check';
import { useSharedMessage } from '../lib/field-message';

/** Shown when a route fails to load or throws: a plain way back home instead of a blank page. */
export function RootBoundary() {
  const { t } = useTranslation();
  const translate = useSharedMessage();
  useLayoutEffect(removeBoot, []);
  return (
    <main className="mx-auto max-w-md p-8 text-center">
      <h1 className="text-xl font-semibold">{translate(CLIENT_MESSAGES.somethingWrong)}</h1>
      <Link className="mt-4 inline-block text-brand-700 underline" to="/">
        {t('nav.home', 'Home')}
      </Link>
    </main>
  );
}
