import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { localeBundles } from '../app/locale-bundles';
import { initI18n } from '../lib/i18n';

// The app's texts, as main.tsx starts them, for every test that renders or imports lib/i18n.
initI18n(localeBundles);

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// jsdom has no layout, so no ResizeObserver; Headless UI's combobox watches its input's size with
// one. Nothing is ever resized here, so an observer that never calls back is the truth.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
