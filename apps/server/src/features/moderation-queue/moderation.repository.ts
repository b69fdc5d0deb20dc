// The validators' queue: PENDING entities by their first report, oldest first, leaving out the
// ones the validator reported (they may not moderate those).
import type { ScammerWithReports } from '@satark/shared/api-types';
import type { Db } from '../../db/database.js';
import { readOffThread, type SqliteReaderThread } from '../../db/sqlite-reader-thread.js';
import { listEntriesOfEntity, toRecord } from '../scam-reports/index.js';

function pendingNotReportedBy(db: Db, validatorId: string) {
  return db
    .selectFrom('scam_entities')
    .where('status', '=', 'PENDING')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('report_entries')
            .select('report_entries.id')
            .whereRef('report_entries.entity_id', '=', 'scam_entities.id')
            .where('report_entries.reporter_id', '=', validatorId),
        ),
      ),
    );
}

/** One page of the queue, in the order of the (status, created_at, id) index (migration 0013). */
export function queuePageQuery(db: Db, validatorId: string, page: { page: number; size: number }) {
  return pendingNotReportedBy(db, validatorId)
    .selectAll()
    .orderBy('created_at', 'asc')
    .orderBy('id')
    .limit(page.size)
    .offset((page.page - 1) * page.size);
}

/**
 * How many entities are PENDING: one index range, but ~300,000 entries long at 1M entities (27 ms
 * on SQLite), so the route keeps it per entities version (`countPendingKept` in moderation.routes.ts).
 */
export async function countPending(db: Db, reader: SqliteReaderThread | null): Promise<number> {
  const query = db
    .selectFrom('scam_entities')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'PENDING');
  const [row] = await readOffThread(db, reader, query.compile());
  return Number(row?.n ?? 0);
}

/**
 * How many PENDING entities the validator reported, left out of their queue: their own entries, a
 * short index range. Counting "PENDING and not reported by them" instead probed the entries once per
 * PENDING entity (1.1 s for 300,000 at 1M entities).
 */
function ownPendingQuery(db: Db, validatorId: string) {
  return db
    .selectFrom('report_entries')
    .innerJoin('scam_entities', 'scam_entities.id', 'report_entries.entity_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('report_entries.reporter_id', '=', validatorId)
    .where('scam_entities.status', '=', 'PENDING');
}

/**
 * One page of the queue and its total, read on SQLite's reader thread when there is one: a deep
 * page grows with the backlog, and every other request would wait for it.
 */
export async function listQueue(
  db: Db,
  reader: SqliteReaderThread | null,
  validatorId: string,
  page: { page: number; size: number },
  pendingCount: () => Promise<number>,
): Promise<{ total: number; data: ScammerWithReports[] }> {
  const [rows, [own], pending] = await Promise.all([
    readOffThread(db, reader, queuePageQuery(db, validatorId, page).compile()),
    readOffThread(db, reader, ownPendingQuery(db, validatorId).compile()),
    pendingCount(),
  ]);
  const data = await Promise.all(
    rows.map(async (row) => ({ ...toRecord(row), reports: await listEntriesOfEntity(db, row) })),
  );
  return { total: Math.max(0, pending - Number(own?.n ?? 0)), data };
}
