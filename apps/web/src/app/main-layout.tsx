// The shared layout of SPEC.md §2: navbar, headline and counters, tab bar, the page (with the
// trending sidebar on inner pages) and the footer.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { lazyPart } from '../lib/lazy-component';
import { AccountManager, DeletionBanner } from '../features/account/account-manager';
import { Footer } from './layout/footer';
import { Hero } from './layout/hero';
import { Navbar } from './layout/navbar';
import { TabBar } from './layout/tab-bar';
import { OfflineStrip, PartNotLoaded } from './offline-notice';

const TrendingArticles = lazyPart<{ className?: string }>(() =>
  import('../features/learn/trending-articles').then((module) => ({ default: module.TrendingArticles })),
);

/** Pages whose tab bar is hidden on small screens (they have their own heading there). */
const TAB_PAGES: string[] = [paths.learn, paths.reportScam, paths.reports, paths.leaderBoard];

function PageFallback({ className = 'py-16' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`flex justify-center text-brand-600 ${className}`}>
      <Spinner className="size-8" label={t('loading')} />
    </div>
  );
}

export function MainLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  const isHome = path === paths.home || path === paths.homeAlias;
  const isModal = path.startsWith('/auth/');

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-3 py-2 text-sm font-semibold focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {t('nav.skipToContent')}
      </a>
      <AccountManager />
      <Navbar />
      <DeletionBanner />
      {/* Below 768 px inner pages get a one-line banner, so the page itself is in view. */}
      <Hero compact={!isHome && !isModal} />
      <OfflineStrip />
      {isHome || isModal ? (
        <>
          {isHome && (
            <main id="main" className="mx-auto w-full max-w-7xl px-4 pt-6 sm:px-6">
              {/* As tall as the check card (330 px; 342 px from 640 px wide), so the tab bar and
                  the articles below do not move down when the card arrives (layout shift 0.081). */}
              <Suspense fallback={<PageFallback className="min-h-[330px] items-center sm:min-h-[342px]" />}>
                <Outlet />
              </Suspense>
            </main>
          )}
          <div className="mx-auto mt-6 w-full max-w-7xl px-4 sm:px-6">
            <TabBar learnActive hideOnSmall={false} />
          </div>
          {/* At least a screen tall, so the footer is below the fold while the cards load: the
              page does not jump when they arrive (layout shift). */}
          <section className="mx-auto min-h-svh w-full max-w-7xl px-4 py-6 sm:px-6" aria-label={t('trending.title')}>
            <TrendingArticles
              loading={<PageFallback />}
              retryKey={path}
              failed={(retry) => <PartNotLoaded text={t('trending.notLoaded')} onRetry={retry} />}
            />
          </section>
          {isModal && (
            <div id="main">
              <Outlet />
            </div>
          )}
        </>
      ) : (
        <>
          <div className="mx-auto mt-6 w-full max-w-7xl px-4 sm:px-6">
            <TabBar learnActive={false} hideOnSmall={TAB_PAGES.includes(path)} />
          </div>
          {/* A screen tall at least, for the same reason: a page's content arriving after its
              first render never pushes a visible footer down. */}
          <div className="mx-auto grid min-h-svh w-full max-w-7xl content-start gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <main id="main" className="min-w-0">
              <Suspense fallback={<PageFallback />}>
                <Outlet />
              </Suspense>
            </main>
            {path !== paths.learn && (
              <aside className="hidden lg:block">
                <TrendingArticles className="sticky top-20" retryKey={path} />
              </aside>
            )}
          </div>
        </>
      )}
      <Footer />
    </div>
  );
}
