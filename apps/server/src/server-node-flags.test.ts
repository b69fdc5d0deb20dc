// The Node flags and environment the server runs with (scripts/lib.mjs,
// docs/decisions/server-young-generation.md, server-no-pretenuring.md and two-malloc-arenas.md):
// `npm run serve` spells them out in package.json, and they must do what the decisions say.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const { SERVER_NODE_FLAGS, serverEnv } = (await import(pathToFileURL(path.join(root, 'scripts/lib.mjs')).href)) as {
  SERVER_NODE_FLAGS: string[];
  serverEnv: (env?: NodeJS.ProcessEnv) => NodeJS.ProcessEnv;
};

/** The young generation's size in MB in a fresh Node process started with `flags`, before any work. */
function youngGenerationMbAtStart(flags: string[]): number {
  const script =
    "const s = require('node:v8').getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');" +
    'console.log(s.space_size / 1048576);';
  const result = spawnSync(process.execPath, [...flags, '-e', script], { encoding: 'utf8' });
  expect(result.stderr).toBe('');
  return Number(result.stdout.trim());
}

describe('the server’s Node flags', () => {
  it('are the ones `npm run serve` starts the server with', () => {
    const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(packageJson.scripts.serve).toBe(
      `MALLOC_ARENA_MAX=\${MALLOC_ARENA_MAX:-${serverEnv({}).MALLOC_ARENA_MAX}} node ${SERVER_NODE_FLAGS.join(' ')} apps/server/dist/bundle/main.mjs`,
    );
  });

  it('are all flags this Node knows (a misspelt or retired V8 flag stops the server at start)', () => {
    const result = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, '-e', '0'], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(SERVER_NODE_FLAGS).toContain('--no-allocation-site-pretenuring');
  });

  it('start the young generation at 16 MB semi-spaces, where V8 alone starts at 1 MB', () => {
    expect(youngGenerationMbAtStart([])).toBeLessThan(16);
    expect(youngGenerationMbAtStart(SERVER_NODE_FLAGS)).toBeGreaterThanOrEqual(16);
  });
});

/**
 * glibc's malloc arenas made for threads, in a fresh Node process with `env` whose four worker
 * threads each hold 200 buffers of 64 kB (malloc'd in the thread's arena): a thread's arena is a
 * 64 MB-aligned mapping of 64 MB, the part not yet used inaccessible.
 */
function threadArenasWith(env: NodeJS.ProcessEnv): number {
  const script = `
    const { Worker } = require('node:worker_threads');
    const ARENA = 64n * 1024n * 1024n;
    const maps = require('node:fs').readFileSync.bind(null, '/proc/self/maps', 'utf8');
    const arenas = () => {
      const rows = maps().trim().split('\\n').map((line) => {
        const [range, perms, , , inode, name] = line.split(/\\s+/);
        const [from, to] = range.split('-').map((hex) => BigInt('0x' + hex));
        return { from, to, perms, anonymous: inode === '0' && !name };
      });
      return rows.filter((row, i) => {
        if (!row.anonymous || row.perms !== 'rw-p' || row.from % ARENA !== 0n) return false;
        const next = rows[i + 1];
        const end = next && next.anonymous && next.perms === '---p' && next.from === row.to ? next.to : row.to;
        return end - row.from === ARENA;
      }).length;
    };
    const hold = "const keep = []; for (let i = 0; i < 200; i++) keep.push(Buffer.alloc(65536, 1));" +
      "require('node:worker_threads').parentPort.postMessage(keep.length); setTimeout(() => {}, 1000);";
    let ready = 0;
    for (let i = 0; i < 4; i++) {
      new Worker(hold, { eval: true }).on('message', () => {
        if (++ready === 4) { console.log(arenas()); process.exit(0); }
      });
    }`;
  const result = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', env });
  expect(result.stderr).toBe('');
  return Number(result.stdout.trim());
}

describe('the server’s environment', () => {
  const { MALLOC_ARENA_MAX: _ignored, ...withoutSetting } = process.env;

  it.runIf(process.platform === 'linux')(
    'keeps glibc to at most two malloc arenas, where threads alone make more',
    () => {
      expect(threadArenasWith(withoutSetting)).toBeGreaterThan(1);
      expect(threadArenasWith(serverEnv(withoutSetting))).toBeLessThanOrEqual(1); // and the main one
    },
  );

  it('leaves an operator’s own setting alone', () => {
    expect(serverEnv({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4');
  });
});
