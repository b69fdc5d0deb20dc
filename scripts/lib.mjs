// Small helpers shared by the root scripts: run a command, find out-of-date builds.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/**
 * The production server's entry point: dist/main.js and what it imports in one file
 * (apps/server/bundle.mjs, docs/decisions/server-bundle.md), built by `buildServer()`.
 */
export const serverMain = path.join(root, 'apps/server/dist/bundle/main.mjs');

/** Compiles the server (incremental: a no-op when up to date) and bundles it into `serverMain`. */
export function buildServer() {
  run(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['tsc', '-b', 'apps/server']);
  run(process.execPath, [path.join(root, 'apps/server/bundle.mjs')]);
}

/**
 * The Node flags the server runs with: `npm start`, `npm run serve` (package.json spells them out;
 * a test holds the two together), the browser journeys' server and the benchmarks. Cluster workers
 * inherit them (execArgv).
 * - A young generation of 16 MB semi-spaces from the start: V8 starts at 1 MB, grows it only under
 *   pressure and shrinks it when idle; a loaded server then spent 24–27% of `/healthz` and 7–10% of
 *   a check in scavenges, and 2–3% with 16 MB (docs/decisions/server-young-generation.md).
 * - No allocation-site pretenuring: V8 took some of a request's objects for long-lived and put them
 *   straight into the old generation, ~900 bytes a pasted SMS, freed only by full collections
 *   (docs/decisions/server-no-pretenuring.md).
 */
export const SERVER_NODE_FLAGS = ['--min-semi-space-size=16', '--no-allocation-site-pretenuring'];

/**
 * The environment the server runs with: `env` (the caller's, which wins) with at most two glibc
 * malloc arenas. glibc gives each thread that allocates at once an arena of its own, up to 8 per
 * core, and keeps what each has held: the server's SQLite reader thread, its other worker threads
 * and libuv's pool left 20–45 MB in arenas beside SQLite's page caches. Two kept the benchmark's
 * peak RSS 10–20 MB lower at the same speed (docs/decisions/two-malloc-arenas.md). Read by glibc
 * when a process starts, so it cannot be set from inside the server; cluster workers inherit it.
 * `npm run serve` spells it out in package.json (a test holds the two together).
 */
export const serverEnv = (env = process.env) => ({ MALLOC_ARENA_MAX: '2', ...env });

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** True when `output` is missing or older than any file under `sources`. */
export function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(source) > built);
}
