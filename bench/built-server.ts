// What the browser benchmarks share: the production build started on a throw-away SQLite database,
// and the flags that keep Debian's Chromium off this closed network.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS, serverEnv, serverMain } from '../scripts/lib.mjs';

export const root = path.resolve(import.meta.dirname, '..');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** apps/server/dist/bundle/main.mjs (with apps/web/dist) on `port`, ready once /readyz answers. */
export async function startBuiltServer(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const url = `http://127.0.0.1:${port}`;
  // A server left on the port (an earlier run that crashed) would answer in this one's place.
  const taken = await fetch(`${url}/readyz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use: stop what listens there first`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'satark-bench-web-'));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverMain], {
    cwd: root,
    stdio: 'ignore',
    env: serverEnv({
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    }),
  });
  for (let i = 0; ; i += 1) {
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (i > 300 || child.exitCode !== null) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
