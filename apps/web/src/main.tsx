import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { loadDevanagariFontInHindi } from './app/hindi-font';
import { localeBundles } from './app/locale-bundles';
import { Providers } from './app/providers';
import { router } from './app/router';
import './index.css';
import { initI18n } from './lib/i18n';
import './lib/register-service-worker';

loadDevanagariFontInHindi(initI18n(localeBundles));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      {/* Texts of a language or screen load on demand (app/locale-bundles.ts); wait for them quietly. */}
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </Providers>
  </StrictMode>,
);
