// Carries out due account deletions (API.md "Deletion"). Every server process may run it: each
// account is claimed with a conditional UPDATE, so it is erased exactly once.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/ids.js';
import { eraseAccountIfDue, listDueDeletions } from './auth.repository.js';

export const SWEEP_INTERVAL_MS = 30_000;
const BATCH_SIZE = 100;

/** Erases every account whose grace period has ended; returns how many this call erased. */
export async function sweepDueDeletions(db: Db, now: string = nowIso()): Promise<number> {
  let erased = 0;
  for (;;) {
    const due = await listDueDeletions(db, now, BATCH_SIZE);
    for (const id of due) {
      if (await eraseAccountIfDue(db, id, now)) erased += 1;
    }
    if (due.length < BATCH_SIZE) return erased;
  }
}

/** Runs the sweep now and every `intervalMs`; the returned function stops it and waits for a running sweep. */
export function startDeletionSweep(
  db: Db,
  log: FastifyBaseLogger,
  intervalMs: number = SWEEP_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= sweepDueDeletions(db)
      .then((erased) => {
        if (erased > 0) log.info({ erased }, 'deleted accounts whose grace period ended');
      })
      .catch((error: unknown) => log.error({ err: error }, 'deletion sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
