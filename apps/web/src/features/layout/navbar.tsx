import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../lib/use-current-user';
import { UserMenu } from '../account/user-menu';
import { LanguageSwitch } from './language-switch';

export function Brand() {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.home}
      className="flex items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-brand-600 text-white" aria-hidden="true">
        <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.2">
          <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3z" strokeLinejoin="round" />
          <path d="M9 12l2 2 4-4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      {t('brand')}
    </Link>
  );
}

export function Navbar() {
  const { t } = useTranslation();
  const { user, isLoggedIn } = useCurrentUser();
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label={t('nav.mainMenu')} className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Brand />
        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          <LanguageSwitch />
          {isLoggedIn ? (
            <UserMenu user={user} />
          ) : (
            <div className="hidden items-center gap-2 md:flex">
              <Link to={paths.login} className={buttonClasses('ghost', 'md')}>
                {t('nav.login')}
              </Link>
              <Link to={paths.register} className={buttonClasses('primary', 'md')}>
                {t('nav.register')}
              </Link>
            </div>
          )}
          <button
            type="button"
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 md:hidden"
            aria-label={t('nav.openMenu')}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <svg
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </nav>
      {drawerOpen && <MobileDrawer loggedIn={isLoggedIn} onClose={() => setDrawerOpen(false)} />}
    </header>
  );
}

function MobileDrawer({ loggedIn, onClose }: { loggedIn: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [openedAt] = useState(location.key);

  // Close on navigation and on Esc.
  useEffect(() => {
    if (location.key !== openedAt) onClose();
  }, [location.key, openedAt, onClose]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const items = loggedIn
    ? [
        { to: paths.homeAlias, label: t('nav.home') },
        { to: paths.learn, label: t('nav.learn') },
        { to: paths.reportScam, label: t('nav.reportScamDrawer') },
        { to: paths.reports, label: t('nav.reports') },
        { to: paths.leaderBoard, label: t('nav.leaderBoardDrawer') },
      ]
    : [
        { to: paths.login, label: t('nav.login') },
        { to: paths.register, label: t('nav.register') },
        { to: paths.learn, label: t('nav.learn') },
        { to: paths.leaderBoard, label: t('nav.leaderboard') },
      ];

  return (
    <div className="fixed inset-0 z-40 md:hidden">
      <div className="absolute inset-0 bg-slate-900/40" aria-hidden="true" onClick={onClose} />
      <div
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.mainMenu')}
        className="absolute inset-y-0 right-0 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl"
      >
        <div className="flex h-16 items-center justify-between border-b border-slate-100 px-4">
          <span className="text-lg font-bold text-slate-900">{t('brand')}</span>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('nav.closeMenu')}
            className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <ul className="flex-1 space-y-1 p-3">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                onClick={onClose}
                className={({ isActive }) =>
                  `block rounded-lg px-3 py-2.5 text-base font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${
                    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-800 hover:bg-slate-100'
                  }`
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="border-t border-slate-100 p-4">
          <LanguageSwitch />
        </div>
      </div>
    </div>
  );
}
