import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sharedSource } from './build/shared-source.ts';
import { noRepeatedLongStrings } from './build/no-repeated-long-strings.ts';
import { offlineAndCompression } from './build/offline-and-compression.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), noRepeatedLongStrings(), offlineAndCompression()],
  // @satark/shared resolves to its TypeScript, so the web app needs no shared build. An alias, not
  // the `source` export condition: other packages (React Aria under Headless UI) publish a `source`
  // condition too, pointing at TypeScript that only builds inside their own repository.
  resolve: { alias: [sharedSource] },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/files': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    // Fonts stay files: inlined, the language switch's 2.4 kB face would be in the CSS that every
    // first paint waits for, where as a file it arrives after the text shows (font-display: swap).
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      // Rolldown's constant inlining (its default "smart" mode) copied tldts' 68 kB public suffix
      // label table into each of three uses: the identifiers chunk of the report and sign-in screens
      // was 126 kB gzipped instead of 60. The minifier still inlines small constants within a module.
      optimization: { inlineConst: false },
      output: {
        // The first screen in few files: on HTTP/1.1 over slow 3G each extra request waits for one
        // of six connections and a 400 ms round trip (docs/decisions/precompressed-assets-and-precache.md).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // TanStack's query packages only: its virtual list (Headless UI's combobox) is not on the first
              // screen. Neither is react-i18next's <Trans> (the register form only) with its HTML parser.
              test: (id: string) =>
                /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|@tanstack[\\/][a-z-]*query[a-z-]*)[\\/]/.test(
                  id,
                ) && !/react-i18next[\\/].*[\\/](Icu)?Trans/.test(id),
              priority: 2,
            },
            {
              name: 'shell',
              // The app's own helpers every screen uses; not safe-html (DOMPurify, articles only).
              test: (id: string) =>
                /(apps[\\/]web[\\/]src[\\/](lib|config|components[\\/]ui[\\/](button|spinner|text-field|text-area))|packages[\\/]shared[\\/]src[\\/](constants|digits|messages|api-types))[\\/.]/.test(
                  id,
                ) && !/safe-html/.test(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
