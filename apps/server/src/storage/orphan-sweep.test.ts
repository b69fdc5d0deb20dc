import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSignedInUser, nextPhone, reportForm } from '../test/factories.js';
import { filesUnder } from '../test/real-server.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { ORPHAN_MIN_AGE_MS, sweepOrphanUploads } from './orphan-sweep.js';
import { LocalDiskStorage } from './local-disk-storage.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

it('removes old staged uploads and old unreferenced proofs, never a young file or a proof with a row', async () => {
  const proofsDir = (t.config.storage as { dir: string }).dir;
  const stagingDir = path.join(t.config.dataDir, 'uploads');
  const { token } = await createSignedInUser(t.db, t.config.jwtSecret);
  const { payload, headers } = await reportForm(
    { type: 'number', uniqueId: nextPhone() },
    { bytes: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100, 0x20)]), name: 'kept.pdf' },
  );
  const created = await t.request({
    method: 'POST',
    url: '/api/v1/scam-report/report-scammer',
    token,
    payload,
    headers,
  });
  expect(created.statusCode).toBe(201);
  const [referenced] = filesUnder(proofsDir);

  mkdirSync(stagingDir, { recursive: true });
  const file = (dir: string, name: string, ageMs: number) => {
    const target = path.join(dir, name);
    writeFileSync(target, 'x');
    const when = new Date(Date.now() - ageMs);
    utimesSync(target, when, when);
    return target;
  };
  const oldStaged = file(stagingDir, 'a.upload', ORPHAN_MIN_AGE_MS + 60_000);
  const youngStaged = file(stagingDir, 'b.upload', 1000);
  const keysDir = path.dirname(referenced!); // DATA_DIR/proofs/proofs: keys are `proofs/<id>.<ext>`
  const oldOrphan = file(keysDir, 'orphan-old.pdf', ORPHAN_MIN_AGE_MS + 60_000);
  const youngOrphan = file(keysDir, 'orphan-young.pdf', 1000);
  const when = new Date(Date.now() - 2 * ORPHAN_MIN_AGE_MS);
  utimesSync(referenced!, when, when);

  const result = await sweepOrphanUploads(t.db, new LocalDiskStorage(proofsDir), stagingDir);
  expect(result).toEqual({ stagedRemoved: 1, orphanProofsRemoved: 1 });
  const left = [...filesUnder(stagingDir), ...filesUnder(proofsDir)].sort();
  expect(left).toEqual([youngStaged, youngOrphan, referenced!].sort());
  expect(left).not.toContain(oldStaged);
  expect(left).not.toContain(oldOrphan);
});
