// The validators' queue: PENDING entities by their first report, oldest first, leaving out the
// ones the validator reported (they may not moderate those).
import type { ScammerWithReports } from '@satark/shared/api-types';
import type { Db } from '../../db/database.js';
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

export async function listQueue(
  db: Db,
  validatorId: string,
  page: { page: number; size: number },
): Promise<{ total: number; data: ScammerWithReports[] }> {
  const [rows, total] = await Promise.all([
    pendingNotReportedBy(db, validatorId)
      .selectAll()
      .orderBy('created_at', 'asc')
      .orderBy('id')
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute(),
    pendingNotReportedBy(db, validatorId)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const data = await Promise.all(
    rows.map(async (row) => ({ ...toRecord(row), reports: await listEntriesOfEntity(db, row) })),
  );
  return { total: Number(total.n), data };
}
