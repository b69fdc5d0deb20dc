// The reporters with the most report entries on entities that were not rejected, read from the
// per-reporter counts that triggers keep on every write (migration 0004-reporter-counts), so no
// board aggregates the report entries themselves.
import { sql, type RawBuilder } from 'kysely';

export interface BoardRow {
  reporterId: string;
  name: string | null;
  total: number;
  lastEntryAt: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Top `limit` reporters by entries created at or after `since` (null: all time). Deleted users are
 * left out. Ties go to whoever reached the total first (earliest last entry), then by name and id.
 * All time reads the first rows of the reporter_totals index. A window sums the daily counts of the
 * whole UTC days after the day `since` falls on, plus the entries of that first day from `since`
 * on (at most one day of entries, read from the report_entries(created_at) index).
 */
export function topReportersQuery(since: string | null, limit: number): RawBuilder<BoardRow> {
  if (since === null) {
    return sql<BoardRow>`
      select u.id as "reporterId", u.name as name, t.entries as total, t.last_entry_at as "lastEntryAt"
      from reporter_totals t join users u on u.id = t.user_id
      where t.entries > 0 and u.status != 'DELETED'
      order by t.entries desc, t.last_entry_at asc, u.name asc, u.id asc
      limit ${limit}`;
  }
  const firstDay = since.slice(0, 10);
  const nextDayStart = new Date(Date.parse(`${firstDay}T00:00:00.000Z`) + DAY_MS).toISOString();
  return sql<BoardRow>`
    with counted as (
      select user_id, entries, last_entry_at from reporter_daily_counts
      where day > ${firstDay} and entries > 0
      union all
      select e.reporter_id, 1, e.created_at
      from report_entries e join scam_entities s on s.id = e.entity_id
      where e.created_at >= ${since} and e.created_at < ${nextDayStart} and s.status != 'REJECTED'
    ), totals as (
      select user_id, sum(entries) as total, max(last_entry_at) as last_entry_at from counted group by user_id
    )
    select u.id as "reporterId", u.name as name, t.total as total, t.last_entry_at as "lastEntryAt"
    from totals t join users u on u.id = t.user_id
    where t.total > 0 and u.status != 'DELETED'
    order by t.total desc, t.last_entry_at asc, u.name asc, u.id asc
    limit ${limit}`;
}
