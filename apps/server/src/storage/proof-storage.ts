// Where proof files live: local disk by default, S3-compatible object storage past one machine.
// Keys are made by the server (`proofs/<uuid>.<ext>`); a user's file name never becomes a key.
import type { Readable } from 'node:stream';

/** Inclusive byte positions, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface ProofStorage {
  /**
   * Stores the content of a local file under `key`. The driver may move the file instead of
   * copying it; the caller removes it afterwards if it is still there.
   */
  put(key: string, filePath: string, contentType: string): Promise<void>;
  /** The stored bytes, or only `range` of them. Rejects with StoredFileMissing for an unknown key. */
  getStream(key: string, range?: ByteRange): Promise<Readable>;
  /** The stored size, or null when nothing is stored under `key`. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes the key; removing an unknown key is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key under `prefix` (`proofs/`) with when it was stored; for the orphan sweep. */
  list(prefix: string): AsyncIterable<StoredObject>;
}

export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

export class StoredFileMissing extends Error {}

/** Safe key segments only: no `..`, no absolute paths, no backslashes. */
const STORAGE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export function isStorageKey(key: string): boolean {
  return key.length <= 512 && STORAGE_KEY.test(key);
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new StoredFileMissing(`not a storage key: ${key.slice(0, 80)}`);
}

/** True when the store answers: asking for a key that is not there must not throw. */
export async function isStorageReachable(storage: ProofStorage): Promise<boolean> {
  try {
    await storage.stat('readyz/probe');
    return true;
  } catch {
    return false;
  }
}
