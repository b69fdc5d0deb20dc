// The S3 driver against s3rver, a local S3 protocol server. The driver runs in a child Node process:
// the test runner's `module` resolve condition sends the AWS SDK to its bundler-only ES build.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { afterAll, beforeAll, expect, it } from 'vitest';

const dir = mkdtempSync(path.join(os.tmpdir(), 'satark-s3-'));
const storageDir = path.dirname(fileURLToPath(import.meta.url));
let server: { run: () => Promise<{ port: number }>; close: () => Promise<void> };
let endpoint: string;

beforeAll(async () => {
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(dir, 'bucket'),
    configureBuckets: [{ name: 'proofs' }],
  });
  endpoint = `http://127.0.0.1:${(await server.run()).port}`;
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const script = `
import { text } from 'node:stream/consumers';
const { createProofStorage } = await import(process.env.STORAGE_DIR + '/create-proof-storage.ts');
const { StoredFileMissing } = await import(process.env.STORAGE_DIR + '/proof-storage.ts');
const storage = await createProofStorage({
  driver: 's3', bucket: 'proofs', region: 'us-east-1', endpoint: process.env.ENDPOINT,
  accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true,
});
const key = 'proofs/a.pdf';
await storage.put(key, process.env.STAGED, 'application/pdf');
const result = {
  stat: await storage.stat(key),
  whole: await text(await storage.getStream(key)),
  range: await text(await storage.getStream(key, { start: 2, end: 4 })),
  listed: [],
};
for await (const object of storage.list('proofs/')) result.listed.push([object.key, object.modifiedAt instanceof Date]);
await storage.delete(key);
result.afterDelete = await storage.stat(key);
result.missing = await storage.getStream(key).then(() => 'found', (e) => e instanceof StoredFileMissing);
console.log(JSON.stringify(result));
`;

it('stores, stats, streams (whole or a range) and deletes an object', async () => {
  const staged = path.join(dir, 'staged.pdf');
  writeFileSync(staged, '0123456789');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', '--input-type=module', '-e', script],
    { env: { ...process.env, STORAGE_DIR: storageDir, ENDPOINT: endpoint, STAGED: staged, NODE_NO_WARNINGS: '1' } },
  );
  expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual({
    stat: { size: 10 },
    whole: '0123456789',
    range: '234',
    listed: [['proofs/a.pdf', true]],
    afterDelete: null,
    missing: true,
  });
});
