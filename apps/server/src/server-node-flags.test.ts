// The Node flags the server runs with (scripts/lib.mjs, docs/decisions/server-young-generation.md
// and server-no-pretenuring.md):
// `npm run serve` spells them out in package.json, and they must do what the decision says.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const { SERVER_NODE_FLAGS } = (await import(pathToFileURL(path.join(root, 'scripts/lib.mjs')).href)) as {
  SERVER_NODE_FLAGS: string[];
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
    expect(packageJson.scripts.serve).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} apps/server/dist/bundle/main.mjs`);
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
