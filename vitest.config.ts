import { defaultServerConditions } from 'vite';
import { sharedSource } from './apps/web/build/shared-source';
import { defineConfig } from 'vitest/config';

// @satark/shared resolves to its TypeScript, so tests need no build step: in the browser-like
// (jsdom) project through an alias, as in the web build (apps/web/build/shared-source.ts), on Node
// through the `source` export condition. Not in the jsdom project: React Aria's packages (under
// Headless UI) publish a `source` condition too, pointing at TypeScript that does not build here.
const onNode = { ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } } };

export default defineConfig({
  resolve: { alias: [sharedSource] },
  test: {
    projects: [
      {
        extends: true,
        ...onNode,
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        ...onNode,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        ...onNode,
        test: { name: 'bench', include: ['bench/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'web-build', include: ['apps/web/build/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
