import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { loadDevanagariFontInHindi } from './app/hindi-font';
import { Providers } from './app/providers';
import { router } from './app/router';
import './index.css';
import i18n from './lib/i18n';
import './lib/register-service-worker';

loadDevanagariFontInHindi(i18n);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      {/* Texts of a language or screen load on demand (lib/i18n.ts); wait for them quietly. */}
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </Providers>
  </StrictMode>,
);
