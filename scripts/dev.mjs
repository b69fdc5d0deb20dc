// `npm run dev`: the server with reload on :3000 and Vite on :5173 (proxying /api and /files).
// Both run from the repository root, so DATA_DIR=./data is the same folder `npm start` uses. The
// shared package is compiled as it changes: the server's pasted text reader thread runs its
// JavaScript (apps/server/src/features/scam-reports/pasted-text-reader.ts).
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const children = [
  spawn('npx', ['tsc', '-b', 'packages/shared', '--watch', '--preserveWatchOutput'], { cwd: root, stdio: 'inherit' }),
  spawn('npx', ['tsx', 'watch', '--conditions=source', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn('npx', ['vite'], { cwd: `${root}/apps/web`, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
