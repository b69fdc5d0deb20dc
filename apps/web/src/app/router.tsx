// Routes of SPEC.md §2. Route modules only compose features; every page is its own chunk.
// React Router in declarative mode (<BrowserRouter> and useRoutes): its data router, which this
// app did not use for data, cost 17 kB of the first screen (docs/decisions/declarative-router.md).
import { useLayoutEffect } from 'react';
import { matchRoutes, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { removeBoot } from '../lib/boot-check';
import { ErrorBoundary } from '../lib/error-boundary';
import { isLazyComponent, lazyComponent } from '../lib/lazy-component';
import { MainLayout } from './main-layout';
import { PageError } from './offline-notice';
import { RootBoundary } from './root-boundary';
import { ScrollRestoration } from './scroll-restoration';
import { ToastLayer } from './toast-layer';

const CheckPage = lazyComponent(() => import('../features/check/check-page'));
const ShareTargetPage = lazyComponent(() => import('../features/check/share-target-page'));
const LearnPage = lazyComponent(() => import('../features/learn/learn-page'));
const ArticlePage = lazyComponent(() => import('../features/learn/article-page'));
const LeaderBoardPage = lazyComponent(() => import('../features/leader-board/leader-board-page'));
const ReportListPage = lazyComponent(() => import('../features/reports/report-list-page'));
const ReportDetailPage = lazyComponent(() => import('../features/reports/report-detail-page'));
const ReportScamPage = lazyComponent(() => import('../features/report-scam/report-scam-page'));
const AuthModalPage = lazyComponent(() => import('../features/auth/auth-modal-page'));
const MyDisputesPage = lazyComponent(() => import('../features/disputes/my-disputes-page'));
const NotificationsPage = lazyComponent(() => import('../features/notifications/notifications-page'));
const ValidatorGate = lazyComponent(() => import('../features/review/validator-gate'));
const ReviewPage = lazyComponent(() => import('../features/review/review-page'));
const PrivacyPage = lazyComponent(() => import('../features/static-pages/privacy-page'));
const TermsPage = lazyComponent(() => import('../features/static-pages/terms-page'));
const AboutPage = lazyComponent(() => import('../features/static-pages/about-page'));
const FaqPage = lazyComponent(() => import('../features/static-pages/faq-page'));
const NotFoundPage = lazyComponent(() => import('../features/static-pages/not-found-page'));

/** The address, so that a failed page is tried again after any navigation. */
function useAddress() {
  const { pathname, search } = useLocation();
  return pathname + search;
}

/** Every navigation starts at the top; back and forward return to where the page was. */
function Root() {
  // The app has rendered: the grey first-paint skeleton of index.html goes.
  useLayoutEffect(removeBoot, []);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <ToastLayer />
    </>
  );
}

/** A page that fails (offline, a chunk that did not load) shows inside the layout. */
function PageBoundary() {
  return (
    <ErrorBoundary resetKey={useAddress()} fallback={(error) => <PageError error={error} />}>
      <Outlet />
    </ErrorBoundary>
  );
}

const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: <MainLayout />,
        children: [
          {
            element: <PageBoundary />,
            children: [
              { index: true, element: <CheckPage /> },
              { path: paths.homeAlias, element: <CheckPage /> },
              { path: paths.shareTarget, element: <ShareTargetPage /> },
              { path: paths.learn, element: <LearnPage /> },
              { path: '/learn/:slug', element: <ArticlePage /> },
              { path: paths.leaderBoard, element: <LeaderBoardPage /> },
              { path: paths.reports, element: <ReportListPage /> },
              { path: '/reports/detail/:id', element: <ReportDetailPage /> },
              { path: paths.reportScam, element: <ReportScamPage /> },
              { path: '/auth/:mode', element: <AuthModalPage /> },
              { path: paths.myDisputes, element: <MyDisputesPage /> },
              { path: paths.notifications, element: <NotificationsPage /> },
            ],
          },
        ],
      },
      // Validators only: anyone else gets the 404 page (features/review/validator-gate.tsx).
      {
        path: paths.review,
        element: <ValidatorGate />,
        children: [
          {
            element: <MainLayout />,
            children: [{ element: <PageBoundary />, children: [{ index: true, element: <ReviewPage /> }] }],
          },
        ],
      },
      { path: paths.privacy, element: <PrivacyPage /> },
      { path: paths.terms, element: <TermsPage /> },
      { path: paths.about, element: <AboutPage /> },
      { path: paths.faq, element: <FaqPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The app's pages; anything that throws outside a page gets a plain way back home. */
export function AppRoutes() {
  return (
    <ErrorBoundary resetKey={useAddress()} fallback={() => <RootBoundary />}>
      {useRoutes(routes)}
    </ErrorBoundary>
  );
}

/**
 * Loads the chunks of the pages at this address, so the first render shows the page itself rather
 * than a spinner in place of the first paint. Never rejects: a page that fails shows its error.
 */
export async function preloadPages(pathname: string) {
  const pages = (matchRoutes(routes, pathname) ?? [])
    .map(({ route }) => (route.element as React.ReactElement | undefined)?.type)
    .filter(isLazyComponent);
  await Promise.allSettled(pages.map((page) => page.preload()));
}
