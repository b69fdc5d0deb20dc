// What other features may use from static-pages: the not-found page, loaded only when shown.
import { lazy } from 'react';

export const NotFoundPage = lazy(() => import('./not-found-page'));
