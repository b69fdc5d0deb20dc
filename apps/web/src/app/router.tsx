// Routes of SPEC.md §2. Route modules only compose features; every page is its own chunk.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { MainLayout } from './main-layout';
import { RootBoundary } from './root-boundary';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const routes: RouteObject[] = [
  {
    errorElement: <RootBoundary />,
    children: [
      {
        Component: MainLayout,
        children: [
          { index: true, lazy: page(() => import('../features/check/check-page')) },
          { path: paths.homeAlias, lazy: page(() => import('../features/check/check-page')) },
          { path: paths.learn, lazy: page(() => import('../features/learn/learn-page')) },
          { path: '/learn/:slug', lazy: page(() => import('../features/learn/article-page')) },
          { path: paths.leaderBoard, lazy: page(() => import('../features/leader-board/leader-board-page')) },
          { path: paths.reports, lazy: page(() => import('../features/reports/report-list-page')) },
          { path: '/reports/detail/:id', lazy: page(() => import('../features/reports/report-detail-page')) },
          { path: paths.reportScam, lazy: page(() => import('../features/report-scam/report-scam-page')) },
          { path: '/auth/:mode', lazy: page(() => import('../features/auth/auth-modal-page')) },
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
