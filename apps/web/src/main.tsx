import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadDevanagariFontInHindi } from './app/hindi-font';
import { localeBundles } from './app/locale-bundles';
import { Providers } from './app/providers';
import { AppRoutes, preloadPages } from './app/router';
import './index.css';
import { initI18n } from './lib/i18n';
import './lib/register-service-worker';

loadDevanagariFontInHindi(initI18n(localeBundles));

// The first render waits for the page's own chunk, which loads alongside this one.
void preloadPages(window.location.pathname).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <BrowserRouter>
          {/* Texts of a language or screen load on demand (app/locale-bundles.ts); wait for them quietly. */}
          <Suspense fallback={null}>
            <AppRoutes />
          </Suspense>
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  ),
);
