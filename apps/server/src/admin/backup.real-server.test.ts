// `npm run admin -- backup <file>` while a real listening server takes reports: the copy passes
// SQLite's integrity check, holds every report acknowledged before the backup began, is one
// consistent state (each entity's report_count equals its entries), and restores: a server started
// on it, as docs/reliability.md says to restore, answers for those reports. On PostgreSQL the
// command says to use pg_dump.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createDatabase, migrateToLatest } from '../db/database.js';
import { createSignedInUser, nextPhone } from '../test/factories.js';
import { listen } from '../test/real-server.js';
import { createTestApp, usingPostgres, type TestApp } from '../test/test-app.js';
import { run } from './cli.js';

let t: TestApp;
let base: string;
const outDir = mkdtempSync(path.join(os.tmpdir(), 'satark-backup-'));
beforeAll(async () => {
  t = await createTestApp();
  base = `http://127.0.0.1:${await listen(t.app)}`;
});
afterAll(async () => {
  await t.close();
  rmSync(outDir, { recursive: true, force: true });
});

async function cli(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const env = { DATA_DIR: t.config.dataDir, LOG_LEVEL: 'silent' };
  const code = usingPostgres()
    ? await run(argv, { db: t.db, database: t.config.database, out: (l) => out.push(l), err: (l) => err.push(l) })
    : await run(argv, {
        env: { ...env, DATABASE_URL: `sqlite:${(t.config.database as { file: string }).file}` },
        out: (l) => out.push(l),
        err: (l) => err.push(l),
      });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe.runIf(!usingPostgres())('admin backup (SQLite)', () => {
  it('copies a consistent database while reports keep arriving', async () => {
    const users = await Promise.all(Array.from({ length: 12 }, () => createSignedInUser(t.db, t.config.jwtSecret)));
    const acknowledged: string[] = [];
    const phoneOf = new Map<string, string>();
    let writing = true;
    const writer = async (w: number) => {
      for (let i = 0; writing; i += 1) {
        const form = new FormData();
        const phone = nextPhone();
        form.set('json', JSON.stringify({ type: 'number', uniqueId: phone, detail: `w${w} #${i}` }));
        const { token } = users[(w * 5 + i) % users.length]!;
        const response = await fetch(`${base}/api/v1/scam-report/report-scammer`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
        if (response.status === 201) {
          const { id } = ((await response.json()) as { data: { id: string } }).data;
          phoneOf.set(id, phone);
          acknowledged.push(id);
        }
      }
    };
    const writers = [0, 1, 2].map(writer);
    while (acknowledged.length < 30) await new Promise((resolve) => setTimeout(resolve, 20));

    const before = [...acknowledged];
    const target = path.join(outDir, 'satark-backup.db');
    const result = await cli(['backup', target]);
    const after = acknowledged.length;
    writing = false;
    await Promise.all(writers);

    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toContain('integrity check: ok');
    const copy = new SQLite(target, { readonly: true });
    let backedUp: string[] = [];
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      const ids = new Set<string>(copy.prepare('select id from scam_entities').pluck().all() as string[]);
      for (const id of before) expect(ids.has(id)).toBe(true);
      backedUp = [...ids];
      const mismatched = copy
        .prepare(
          `select e.id from scam_entities e
           where e.report_count <> (select count(*) from report_entries r where r.entity_id = e.id)`,
        )
        .all();
      expect(mismatched).toEqual([]);
    } finally {
      copy.close();
    }
    // The live database went on: it has every report acknowledged, before, during and after.
    const live = new Set((await t.db.selectFrom('scam_entities').select('id').execute()).map((row) => row.id));
    for (const id of acknowledged) expect(live.has(id)).toBe(true);
    for (const id of backedUp) expect(live.has(id)).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(after);

    // Restore as docs/reliability.md says (the file in place as DATA_DIR/satark.db) and start a
    // server on it: it migrates and answers the check for every report acknowledged before the copy.
    const restoredDir = path.join(outDir, 'restored');
    mkdirSync(restoredDir);
    const restoredFile = path.join(restoredDir, 'satark.db');
    copyFileSync(target, restoredFile);
    const database = { kind: 'sqlite' as const, file: restoredFile };
    const restoredDb = createDatabase(database);
    await migrateToLatest(restoredDb);
    const config = loadConfig({ DATA_DIR: restoredDir, APP_ENV: 'local', LOG_LEVEL: 'silent' });
    config.database = database;
    const restored = await buildApp(config, { db: restoredDb });
    try {
      for (const id of before) {
        const response = await restored.inject({
          method: 'POST',
          url: '/api/v1/scam-report/check-scam-report',
          headers: { 'app-check': 'web' },
          payload: { type: 'number', countryCode: '+91', phoneNo: phoneOf.get(id) },
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ data: [{ id, status: 'PENDING' }] });
      }
    } finally {
      await restored.close();
      await restoredDb.destroy();
    }
  });

  it('refuses to overwrite an existing file', async () => {
    const target = path.join(outDir, 'satark-backup.db');
    const result = await cli(['backup', target]);
    expect(result.code).toBe(1);
    expect(result.err).toContain('already exists');
  });
});

describe.runIf(usingPostgres())('admin backup (PostgreSQL)', () => {
  it('says to use pg_dump and exits 1', async () => {
    const result = await cli(['backup', path.join(outDir, 'x.db')]);
    expect(result.code).toBe(1);
    expect(result.err).toContain('pg_dump');
  });
});
