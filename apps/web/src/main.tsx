import { startTransition, StrictMode, Suspense } from 'react';
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

// The first render waits for the page's own chunk, which loads alongside this one. It is a
// transition, so React renders it in short slices and a tap on the first paint's form is handled
// in between (one long task cost ~100-300 ms of blocking time under Lighthouse's 4x slowdown).
void preloadPages(window.location.pathname).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
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
});
