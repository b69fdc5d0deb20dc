// Routes of SPEC.md §2. Route modules only compose features; every page is its own chunk.
import { useLayoutEffect } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { MainLayout } from './main-layout';
import { PageError } from './offline-notice';
import { RootBoundary } from './root-boundary';
import { ToastLayer } from './toast-layer';
import { removeBoot } from '../lib/boot-check';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** Every navigation starts at the top; back and forward return to where the page was. */
function Root() {
  // The app has rendered: the grey first-paint skeleton of index.html goes.
  useLayoutEffect(removeBoot, []);
  return (
    <>
      {/* A page loaded in full has the key "default"; keyed by its address instead, one page's
          saved position is never applied to another. */}
      <ScrollRestoration
        getKey={(location) => (location.key === 'default' ? location.pathname + location.search : location.key)}
      />
      <Outlet />
      <ToastLayer />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    Component: Root,
    errorElement: <RootBoundary />,
    children: [
      {
        Component: MainLayout,
        children: [
          {
            // A page that fails (offline, a chunk that did not load) shows inside the layout.
            errorElement: <PageError />,
            children: [
              { index: true, lazy: page(() => import('../features/check/check-page')) },
              { path: paths.homeAlias, lazy: page(() => import('../features/check/check-page')) },
              { path: paths.shareTarget, lazy: page(() => import('../features/check/share-target-page')) },
              { path: paths.learn, lazy: page(() => import('../features/learn/learn-page')) },
              { path: '/learn/:slug', lazy: page(() => import('../features/learn/article-page')) },
              { path: paths.leaderBoard, lazy: page(() => import('../features/leader-board/leader-board-page')) },
              { path: paths.reports, lazy: page(() => import('../features/reports/report-list-page')) },
              { path: '/reports/detail/:id', lazy: page(() => import('../features/reports/report-detail-page')) },
              { path: paths.reportScam, lazy: page(() => import('../features/report-scam/report-scam-page')) },
              { path: '/auth/:mode', lazy: page(() => import('../features/auth/auth-modal-page')) },
              { path: paths.myDisputes, lazy: page(() => import('../features/disputes/my-disputes-page')) },
              {
                path: paths.notifications,
                lazy: page(() => import('../features/notifications/notifications-page')),
              },
            ],
          },
        ],
      },
      // Validators only: anyone else gets the 404 page (features/review/validator-gate.tsx).
      {
        path: paths.review,
        lazy: page(() => import('../features/review/validator-gate')),
        children: [
          {
            Component: MainLayout,
            children: [
              {
                errorElement: <PageError />,
                children: [{ index: true, lazy: page(() => import('../features/review/review-page')) }],
              },
            ],
          },
        ],
      },
      { path: paths.privacy, lazy: page(() => import('../features/static-pages/privacy-page')) },
      { path: paths.terms, lazy: page(() => import('../features/static-pages/terms-page')) },
      { path: paths.about, lazy: page(() => import('../features/static-pages/about-page')) },
      { path: paths.faq, lazy: page(() => import('../features/static-pages/faq-page')) },
      { path: '*', lazy: page(() => import('../features/static-pages/not-found-page')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
