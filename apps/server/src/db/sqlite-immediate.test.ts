// Write transactions begin IMMEDIATE (docs/decisions/sqlite-settings.md). Another process (the
// admin CLI, a backup, a second server) holds SQLite's write lock and commits while a validator's
// verify is running. With a deferred BEGIN the verify reads first, then finds its snapshot stale
// when it writes, and fails at once with SQLITE_BUSY_SNAPSHOT; with BEGIN IMMEDIATE it waits for
// the lock (busy timeout) and succeeds.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createReportedEntity, createSignedInUser } from '../test/factories.js';
import { createTestApp, usingPostgres, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const otherWriter = `
const SQLite = require('better-sqlite3');
const db = new SQLite(process.env.DB_FILE);
db.pragma('busy_timeout = 5000');
db.exec('begin immediate');
db.prepare("update settings set value = value where key = 'none'").run();
db.prepare("insert into audit_log (id, actor_id, action, entity_type, entity_id, before_status, after_status, details, created_at) values ('other-writer', null, 'test', 'test', 'x', null, null, '{}', '2026-01-01T00:00:00.000Z')").run();
process.stdout.write('locked\\n');
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 700);
db.exec('commit');
`;

it.runIf(!usingPostgres())('a verify waits for another process holding the write lock, then succeeds', async () => {
  const reporter = await createSignedInUser(t.db, t.config.jwtSecret);
  const validator = await createSignedInUser(t.db, t.config.jwtSecret, { rank: 11 });
  const { entity } = await createReportedEntity(t.db, { reporterId: reporter.user.id });

  const child = spawn(process.execPath, ['-e', otherWriter], {
    cwd: process.cwd(),
    env: { ...process.env, DB_FILE: (t.config.database as { file: string }).file },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  await once(child.stdout!, 'data');

  const response = await t.request({
    method: 'POST',
    url: '/api/v1/scam-report/scam-verification',
    token: validator.token,
    payload: { id: entity.id, name: 'Fake bank' },
  });
  await exited;
  expect(response.statusCode).toBe(200);
  const row = await t.db.selectFrom('audit_log').select('id').where('id', '=', 'other-writer').executeTakeFirst();
  expect(row).toBeDefined();
});
