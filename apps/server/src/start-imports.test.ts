// What a start loads (docs/performance.md, "start to healthy"): the built app on SQLite, in a fresh
// Node process, must not load the modules it leaves unused there. Each was 50–110 ms of every
// start: Fastify's default Ajv validator (Zod validates), the PostgreSQL driver, sharp (loaded by
// the first proof or complaint file) and ioredis (only with REDIS_URL). esprima came with
// gray-matter's js-yaml 3 for the articles' front matter (~40 ms; js-yaml 5 reads it now).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const dist = path.join(root, 'apps/server/dist');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'satark-start-imports-'));

beforeAll(() => {
  // Incremental: a no-op when dist is current (npm test's type step has just built it).
  execFileSync('npx', ['tsc', '-b', 'packages/shared', 'apps/server'], { cwd: root, stdio: 'ignore' });
}, 120_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The npm packages in Node's CommonJS module cache once the app is built and ready. */
function packagesLoadedByStart(): string[] {
  const script = `
    import { createRequire } from 'node:module';
    const { buildApp } = await import(${JSON.stringify(pathToFileURL(path.join(dist, 'app.js')).href)});
    const { loadConfig } = await import(${JSON.stringify(pathToFileURL(path.join(dist, 'config.js')).href)});
    const app = await buildApp(loadConfig({ DATA_DIR: ${JSON.stringify(dataDir)}, LOG_LEVEL: 'silent' }));
    await app.ready();
    const names = new Set();
    for (const file of Object.keys(createRequire(import.meta.url).cache)) {
      const name = /node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(file);
      if (name) names.add(name[1]);
    }
    console.log(JSON.stringify([...names]));
    await app.close();`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '' },
  });
  expect(result.stderr).toBe('');
  return JSON.parse(result.stdout) as string[];
}

describe('a start on SQLite', () => {
  it('loads Fastify and Zod’s serializer, not the modules it leaves unused', () => {
    const loaded = packagesLoadedByStart();
    expect(loaded).toContain('fastify');
    expect(loaded).toContain('better-sqlite3');
    for (const unused of ['@fastify/ajv-compiler', 'pg', 'sharp', 'ioredis', 'esprima'])
      expect(loaded).not.toContain(unused);
  }, 60_000);
});
