import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk-storage.js';
import { StoredFileMissing, type ProofStorage } from './proof-storage.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'satark-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const storage: ProofStorage = new LocalDiskStorage(path.join(root, 'proofs'));

function stagedFile(content: string): string {
  const file = path.join(root, `staged-${Math.random().toString(36).slice(2)}`);
  writeFileSync(file, content);
  return file;
}

describe('LocalDiskStorage', () => {
  it('stores, stats, streams (whole or a range) and deletes a file', async () => {
    const staged = stagedFile('0123456789');
    await storage.put('proofs/a.pdf', staged, 'application/pdf');
    expect(readdirSync(root).filter((name) => name.startsWith('staged-'))).toEqual([]);
    expect(await storage.stat('proofs/a.pdf')).toEqual({ size: 10 });
    expect(await text(await storage.getStream('proofs/a.pdf'))).toBe('0123456789');
    expect(await text(await storage.getStream('proofs/a.pdf', { start: 2, end: 4 }))).toBe('234');
    await storage.delete('proofs/a.pdf');
    expect(await storage.stat('proofs/a.pdf')).toBeNull();
    await expect(storage.getStream('proofs/a.pdf')).rejects.toBeInstanceOf(StoredFileMissing);
    await storage.delete('proofs/a.pdf');
  });

  it('never lets a key leave its directory', async () => {
    for (const key of ['../outside.txt', '/etc/passwd', 'proofs/../../x', 'a\\b', '']) {
      await expect(storage.put(key, stagedFile('x'), 'text/plain')).rejects.toBeInstanceOf(StoredFileMissing);
      expect(await storage.stat(key)).toBeNull();
    }
    expect(readdirSync(root).includes('outside.txt')).toBe(false);
  });
});
