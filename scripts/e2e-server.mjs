// The server the browser journeys run against: the real build on a throw-away SQLite database,
// with a deletion grace period short enough to watch.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root, SERVER_NODE_FLAGS, serverEnv, serverMain } from './lib.mjs';

// A known folder so journeys can run the admin command on the same database (e2e/support.ts);
// playwright.config.ts names one per port.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(root, '.tmp', 'e2e-data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverMain], {
  cwd: root,
  stdio: 'inherit',
  env: serverEnv({
    ...process.env,
    PORT: process.env.E2E_PORT ?? '3100',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    APP_ENV: 'local',
    LOG_LEVEL: 'warn',
    DELETION_GRACE_SECONDS: '8',
    REDIS_URL: '',
    // Journeys stand for many people: each sends its own X-Forwarded-For (e2e/support.ts), so the
    // per-IP OTP limits apply per simulated person, as they would behind one real load balancer
    // (one trusted hop: the address the test client's connection adds to is the client's).
    TRUST_PROXY: '1',
  }),
});
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
