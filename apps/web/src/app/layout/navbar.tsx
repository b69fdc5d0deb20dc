import { Menu } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { lazyPart } from '../../lib/lazy-component';
import { useCurrentUser } from '../../lib/use-current-user';
import { UserMenu } from '../../features/account';
import { NotificationBell } from '../../features/notifications';
import { Brand } from '../../components/brand';
import { LanguageSwitch } from '../../components/language-switch';

const MobileDrawer = lazyPart(() => import('./mobile-drawer'));

export function Navbar() {
  const { t } = useTranslation();
  const { user, isLoggedIn, isValidator } = useCurrentUser();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer's code loads on the first tap, not with the first page; a tap after it could not
  // load tries again.
  const [menuTaps, setMenuTaps] = useState(0);
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
          {/* The bell waits for its own texts (the notifications namespace) without hiding the
              page: a suspension caught higher up would take the open dialog out of the page. */}
          {isLoggedIn && (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          )}
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
              setMenuTaps((taps) => taps + 1);
              setDrawerOpen(true);
            }}
          >
            <Menu className="size-6" aria-hidden="true" />
          </button>
          {menuTaps > 0 && (
            <MobileDrawer
              retryKey={String(menuTaps)}
              loggedIn={isLoggedIn}
              validator={isValidator}
              open={drawerOpen}
              onOpenChange={setDrawerOpen}
              returnFocusTo={menuButton}
            />
          )}
        </div>
      </nav>
    </header>
  );
}
