// The reporters with the most report entries on entities that were not rejected.
import type { Db } from '../../db/database.js';

/**
 * Top `limit` reporters by entries created at or after `since` (null: all time). Deleted users are
 * left out. Ties go to whoever reached the total first (earliest last entry), then by name and id.
 * A window reads the (created_at, reporter_id) index from `since` on.
 */
export function topReporters(db: Db, since: string | null, limit: number) {
  let query = db
    .selectFrom('report_entries as e')
    .innerJoin('scam_entities as s', 's.id', 'e.entity_id')
    .innerJoin('users as u', 'u.id', 'e.reporter_id')
    .select((eb) => [
      'u.id as reporterId',
      'u.name as name',
      eb.fn.countAll<number>().as('total'),
      eb.fn.max('e.created_at').as('lastEntryAt'),
    ])
    .where('s.status', '!=', 'REJECTED')
    .where('u.status', '!=', 'DELETED');
  if (since) query = query.where('e.created_at', '>=', since);
  return query
    .groupBy(['u.id', 'u.name'])
    .orderBy('total', 'desc')
    .orderBy('lastEntryAt', 'asc')
    .orderBy('u.name')
    .orderBy('u.id')
    .limit(limit)
    .execute();
}
