// `npm start`: build what is missing or out of date, then serve (migrations and seed run at start).
import path from 'node:path';
import { buildServer, isStale, root, run, SERVER_NODE_FLAGS, serverEnv, serverMain } from './lib.mjs';

const at = (p) => path.join(root, p);
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

buildServer();
if (isStale(at('apps/web/dist/index.html'), [at('apps/web'), at('packages/shared/src')])) {
  run(npx, ['vite', 'build'], { cwd: at('apps/web') });
}
run(process.execPath, [...SERVER_NODE_FLAGS, serverMain], { env: serverEnv() });
