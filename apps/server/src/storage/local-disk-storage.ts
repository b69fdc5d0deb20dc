// Proofs as files under one directory (DATA_DIR/proofs). A stored file appears whole or not at all:
// it is renamed into place, never written where a reader could see half of it.
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  assertStorageKey,
  StoredFileMissing,
  type ByteRange,
  type ProofStorage,
  type StoredObject,
} from './proof-storage.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export class LocalDiskStorage implements ProofStorage {
  constructor(private readonly dir: string) {}

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.dir, ...key.split('/'));
  }

  async put(key: string, filePath: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await rename(filePath, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      // The upload was staged on another file system: copy beside the target, then rename.
      const partial = `${target}.${randomUUID()}.partial`;
      try {
        await copyFile(filePath, partial);
        await rename(partial, target);
      } catch (copyError) {
        await rm(partial, { force: true });
        throw copyError;
      }
    }
  }

  async getStream(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const handle = await open(this.pathOf(key), 'r');
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    } catch (error) {
      if (isMissing(error)) throw new StoredFileMissing(key);
      throw error;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size } : null;
    } catch (error) {
      if (isMissing(error) || error instanceof StoredFileMissing) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    let entries;
    try {
      entries = await readdir(this.dir, { recursive: true, withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const key = path.relative(this.dir, file).split(path.sep).join('/');
      if (!key.startsWith(prefix)) continue;
      // A `.partial` copy in progress (or left by a crash) is listed too: it is never a valid row key.
      const info = await stat(file).catch(() => null);
      if (info) yield { key, modifiedAt: info.mtime };
    }
  }
}
