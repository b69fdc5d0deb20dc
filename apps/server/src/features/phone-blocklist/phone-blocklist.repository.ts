// The phone numbers of scam entities, in (changed_at, id) order, for the mobile apps' blocklist.
import type { Db } from '../../db/database.js';

export interface BlocklistPosition {
  changedAt: string;
  id: string;
}

export interface BlocklistPageQuery {
  /** Only entities changed after this time, whatever their status; without it, ACTIVE ones only. */
  since: string | undefined;
  after: BlocklistPosition | undefined;
  limit: number;
}

/**
 * One page in the stable keyset order, read from the later of `since` and `after` in one of the
 * covering blocklist indexes (migration 0012): ACTIVE numbers status first, or every number by
 * change time.
 */
export function blocklistPageQuery(db: Db, { since, after, limit }: BlocklistPageQuery) {
  let query = db
    .selectFrom('scam_entities')
    .select(['id', 'changed_at', 'phone', 'status', 'report_count', 'last_reported_at', 'scammer_name'])
    .where('phone', 'is not', null);
  query = since ? query.where('changed_at', '>', since) : query.where('status', '=', 'ACTIVE');
  if (after) {
    query = query.where((eb) => eb(eb.refTuple('changed_at', 'id'), '>', eb.tuple(after.changedAt, after.id)));
  }
  return query.orderBy('changed_at').orderBy('id').limit(limit);
}

export function listBlocklistPage(db: Db, page: BlocklistPageQuery) {
  return blocklistPageQuery(db, page).execute();
}
