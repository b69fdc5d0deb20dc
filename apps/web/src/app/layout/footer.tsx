import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { links, paths } from '../../config/paths';
import { Brand } from '../../components/brand';
import { operatorText } from './hero';
import { useStats } from './use-stats';

const linkClass =
  'rounded text-sm text-slate-300 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-xs font-semibold uppercase tracking-wider text-slate-400">{title}</h2>
      <ul className="mt-3 space-y-2">{children}</ul>
    </div>
  );
}

/** Company, support, app, community and social links, the operator's footer texts, ©. */
export function Footer() {
  const { t } = useTranslation();
  const stats = useStats().data;
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto bg-slate-900 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <div className="grid gap-8 md:grid-cols-[1.3fr_repeat(4,1fr)]">
          <div>
            <div className="[&_a]:text-white">
              <Brand />
            </div>
            <p className="mt-3 text-base font-semibold text-white" data-testid="footer-message">
              {operatorText(stats?.msgFooter, 'msgFooter') ?? t('defaults.msgFooter')}
            </p>
            <p className="mt-1 text-sm text-slate-400" data-testid="footer-message-2">
              {operatorText(stats?.msgFooter2, 'msgFooter2') ?? t('defaults.msgFooter2')}
            </p>
          </div>
          <Column title={t('footer.company')}>
            <li>
              <Link className={linkClass} to={paths.about}>
                {t('footer.about')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.faq}>
                {t('footer.faq')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.privacy}>
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.terms}>
                {t('footer.terms')}
              </Link>
            </li>
          </Column>
          <Column title={t('footer.support')}>
            <li>
              <a className={linkClass} href={`mailto:${links.supportEmail}`}>
                {links.supportEmail}
              </a>
            </li>
            <li>
              <a className={linkClass} href={links.cybercrimePortal} target="_blank" rel="noreferrer">
                {t('footer.cybercrime')}
              </a>
            </li>
            <li>
              <a className={linkClass} href={`tel:${links.helpline}`}>
                {t('footer.helpline', { number: links.helpline })}
              </a>
            </li>
          </Column>
          <Column title={t('footer.apps')}>
            <li>
              {links.playStore ? (
                <a className={linkClass} href={links.playStore} target="_blank" rel="noreferrer">
                  {t('footer.playStore')}
                </a>
              ) : (
                <span className="text-sm text-slate-400">
                  {t('footer.playStore')} · {t('footer.comingSoon')}
                </span>
              )}
            </li>
            <li>
              <span className="text-sm text-slate-400">
                {t('footer.appStore')} ·{' '}
                <span className="rounded bg-slate-700 px-1.5 py-0.5 text-xs text-slate-200">
                  {t('footer.comingSoon')}
                </span>
              </span>
            </li>
          </Column>
          <Column title={t('footer.community')}>
            <li>
              <a className={linkClass} href={links.discord} target="_blank" rel="noreferrer">
                {t('footer.discord')}
              </a>
            </li>
            <li>
              <a className={linkClass} href={links.twitter} target="_blank" rel="noreferrer">
                {t('footer.twitter')}
              </a>
            </li>
            <li>
              <a className={linkClass} href={links.instagram} target="_blank" rel="noreferrer">
                {t('footer.instagram')}
              </a>
            </li>
            <li>
              <a className={linkClass} href={links.linkedin} target="_blank" rel="noreferrer">
                {t('footer.linkedin')}
              </a>
            </li>
          </Column>
        </div>
        <p className="mt-10 border-t border-slate-800 pt-6 text-sm text-slate-400">{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
