import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../lib/use-current-user';
import { UserMenu } from '../account';
import { NotificationBell } from '../notifications';
import { LanguageSwitch } from './language-switch';
import { MenuIcon } from '../../components/ui/icons';

const MobileDrawer = lazy(() => import('./mobile-drawer'));

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
  const { user, isLoggedIn, isValidator } = useCurrentUser();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer's code loads on the first tap, not with the first page.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label={t('nav.mainMenu')}
        className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-3 sm:px-6"
      >
        <Brand />
        <div className="ml-auto flex min-w-0 items-center gap-1.5 sm:gap-3">
          {/* Signed in, a 360 px phone has no room for it beside the bell: the drawer has it. */}
          <div className={isLoggedIn ? 'hidden sm:block' : undefined}>
            <LanguageSwitch />
          </div>
          {isLoggedIn && <NotificationBell />}
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
            ref={menuButton}
            type="button"
            className="shrink-0 rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 md:hidden"
            aria-label={t('nav.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
          >
            <MenuIcon />
          </button>
          {drawerUsed && (
            <Suspense fallback={null}>
              <MobileDrawer
                loggedIn={isLoggedIn}
                validator={isValidator}
                open={drawerOpen}
                onOpenChange={setDrawerOpen}
                returnFocusTo={menuButton}
              />
            </Suspense>
          )}
        </div>
      </nav>
    </header>
  );
}
