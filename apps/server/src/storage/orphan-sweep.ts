// Removes what an interrupted upload can leave behind: staged files in DATA_DIR/uploads, and proofs
// put into storage whose report transaction never committed (the process was killed between the
// two; submitReport stores the proof first so a slow store never holds the database). Run at
// startup and every hour.
//
// Only files older than MIN_AGE_MS are touched: another process sharing the storage (or this one,
// for the hourly run) may have a proof stored and its transaction still open. No request lives
// that long (requestTimeout is 2 minutes), so an older unreferenced file is certainly an orphan.
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import type { ProofStorage } from './proof-storage.js';

export const ORPHAN_MIN_AGE_MS = 10 * 60 * 1000;

export interface SweepResult {
  stagedRemoved: number;
  orphanProofsRemoved: number;
}

export async function sweepOrphanUploads(
  db: Db,
  storage: ProofStorage,
  stagingDir: string,
  now = Date.now(),
): Promise<SweepResult> {
  const cutoff = now - ORPHAN_MIN_AGE_MS;
  let stagedRemoved = 0;
  for (const name of await readdir(stagingDir).catch(() => [] as string[])) {
    const file = path.join(stagingDir, name);
    const info = await stat(file).catch(() => null);
    if (info?.isFile() && info.mtimeMs < cutoff) {
      await rm(file, { force: true });
      stagedRemoved += 1;
    }
  }

  let orphanProofsRemoved = 0;
  for await (const object of storage.list('proofs/')) {
    if (object.modifiedAt.getTime() >= cutoff) continue;
    const row = await db.selectFrom('proof_files').select('key').where('key', '=', object.key).executeTakeFirst();
    if (row) continue;
    await storage.delete(object.key);
    orphanProofsRemoved += 1;
  }
  return { stagedRemoved, orphanProofsRemoved };
}

/** The sweep now and every hour; returns a stop function. Failures are logged, never fatal. */
export function startOrphanSweep(db: Db, storage: ProofStorage, stagingDir: string, log: FastifyBaseLogger) {
  const run = () =>
    sweepOrphanUploads(db, storage, stagingDir).then(
      (result) => {
        if (result.stagedRemoved || result.orphanProofsRemoved) log.info(result, 'removed orphan uploads');
      },
      (err: unknown) => log.warn({ err }, 'orphan upload sweep failed'),
    );
  let running = run();
  const timer = setInterval(
    () => {
      running = running.then(run);
    },
    60 * 60 * 1000,
  );
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
