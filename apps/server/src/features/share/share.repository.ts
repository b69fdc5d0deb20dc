// The one read a link preview needs: an ACTIVE entity's display form and count, by primary key.
import type { Db } from '../../db/database.js';
import type { SharePreview } from './share-tags.js';

/** Ids are random UUIDs; anything else is answered without a query. */
const PLAUSIBLE_ID = /^[A-Za-z0-9-]{1,64}$/;

export async function findActivePreview(db: Db, id: string): Promise<SharePreview | null> {
  if (!PLAUSIBLE_ID.test(id)) return null;
  const row = await db
    .selectFrom('scam_entities')
    .select(['scammer_id', 'report_count'])
    .where('id', '=', id)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  return row ? { scammerId: row.scammer_id, reportCount: Number(row.report_count) } : null;
}
