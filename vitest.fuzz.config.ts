import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// `npm run test:fuzz`: the fast-check properties against a real listening server
// (apps/server/src/fuzz). Their files end in `.fuzz.ts`, so the normal `vitest run` never picks them
// up; one file at a time, as each starts its own server and the suite is CPU-bound.
export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    name: 'fuzz',
    include: ['apps/server/src/fuzz/**/*.fuzz.ts'],
    environment: 'node',
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 60_000,
  },
});
