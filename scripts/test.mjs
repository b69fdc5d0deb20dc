// `npm test`: lint, types, unit and API tests on SQLite, the API tests again on PostgreSQL when one
// answers, then the browser journeys in Debian's Chromium against a real server.
import { existsSync } from 'node:fs';
import net from 'node:net';
import { buildServer, root, run } from './lib.mjs';

const npx = 'npx';
const step = (title) => console.log(`\n━━ ${title}`);

step('Lint and formatting');
run(npx, ['eslint', '.']);
run(npx, ['prettier', '--check', '.']);

step('Types');
run(npx, ['tsc', '-b', 'packages/shared', 'apps/server']);
// The builds of shared and the server leave their tests out of dist; these check their types.
run(npx, ['tsc', '-p', 'packages/shared/tsconfig.test.json']);
run(npx, ['tsc', '-p', 'apps/server/tsconfig.test.json']);
run(npx, ['tsc', '-p', 'apps/web', '--noEmit']);
// The benchmark runs through tsx, which does not check types.
run(npx, ['tsc', '-p', 'bench']);

step('Unit and API tests (SQLite)');
run(npx, ['vitest', 'run'], { env: { ...process.env, DATABASE_URL_TEST: '' } });

// fast-check properties against a real listening server; FUZZ_RUNS (cases per call, default 40) goes deeper.
// Derandomized here, so the gate fails on a change and not on a fresh draw; `npm run test:fuzz`
// explores with new seeds (docs/decisions/fuzz-suite-on-a-real-server.md).
step('Fuzz properties (real server, SQLite)');
run(npx, ['vitest', 'run', '--config', 'vitest.fuzz.config.ts'], {
  env: { ...process.env, DATABASE_URL_TEST: '', FUZZ_SEED: process.env.FUZZ_SEED ?? '20261122' },
});

const localPostgres = 'postgres://postgres@127.0.0.1:5432/test';
const portOpen = (host, port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
const postgresUrl = process.env.DATABASE_URL_TEST || ((await portOpen('127.0.0.1', 5432)) ? localPostgres : '');
if (postgresUrl) {
  step(`API tests (PostgreSQL: ${postgresUrl.replace(/\/\/[^@]*@/, '//')})`);
  run(npx, ['vitest', 'run', '--project', 'server'], { env: { ...process.env, DATABASE_URL_TEST: postgresUrl } });
  // The same properties on PostgreSQL (its own errors, locks and types), fewer cases per call: the
  // SQLite pass above explores deeper.
  step('Fuzz properties (real server, PostgreSQL)');
  run(npx, ['vitest', 'run', '--config', 'vitest.fuzz.config.ts'], {
    env: {
      ...process.env,
      DATABASE_URL_TEST: postgresUrl,
      FUZZ_SEED: process.env.FUZZ_SEED ?? '20261122',
      FUZZ_RUNS: process.env.FUZZ_RUNS ?? '15',
    },
  });
} else {
  console.log('\nNo PostgreSQL answered on 127.0.0.1:5432 and DATABASE_URL_TEST is unset: PostgreSQL tests skipped.');
}

step('Browser journeys (Playwright, Debian Chromium)');
if (!existsSync('/usr/bin/chromium')) {
  if (process.getuid?.() === 0) {
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    console.error('Chromium is missing. Install it with: sudo apt-get install -y chromium (path /usr/bin/chromium).');
    process.exit(1);
  }
}
buildServer();
run(npx, ['vite', 'build'], { cwd: `${root}/apps/web` });
run(npx, ['playwright', 'test']);
