// The reads behind /open-data: the version of what the export shows (two index reads), and the
// ACTIVE entities one keyset batch at a time with the article slugs of their entries.
import type { Db } from '../../db/database.js';
import { entitiesVersion } from '../../db/data-versions.js';
import { readOffThread, type SqliteReaderThread } from '../../db/sqlite-reader-thread.js';

export interface OpenDataVersion {
  /** Newest changed_at of any entity: moves on every report, moderation and dispute. */
  entities: string;
  /** How many articles are published: a publish adds a slug to `categories` (none is ever unpublished). */
  publishedArticles: number;
  /** The newest time anything the export shows changed (entities or published articles). */
  lastChangedAt: string;
}

export async function readOpenDataVersion(db: Db): Promise<OpenDataVersion> {
  const [entities, articles] = await Promise.all([
    entitiesVersion(db),
    db
      .selectFrom('articles')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('updated_at').as('updatedAt')])
      .where('published', '=', 1)
      .executeTakeFirst(),
  ]);
  const articlesAt = articles?.updatedAt ?? '';
  return {
    entities,
    publishedArticles: Number(articles?.count ?? 0),
    lastChangedAt: entities > articlesAt ? entities : articlesAt,
  };
}

export interface ExportPosition {
  createdAt: string;
  id: string;
}

/** One batch of ACTIVE entities in (created_at, id) order after `after`: the (status, created_at, id) index. */
export function activeBatchQuery(db: Db, after: ExportPosition | undefined, limit: number) {
  let query = db
    .selectFrom('scam_entities')
    .select(['id', 'type', 'unique_id', 'scammer_id', 'report_count', 'created_at', 'last_reported_at', 'moderated_at'])
    .where('status', '=', 'ACTIVE');
  if (after) {
    query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '>', eb.tuple(after.createdAt, after.id)));
  }
  return query.orderBy('created_at').orderBy('id').limit(limit);
}

/**
 * One batch, on SQLite's reader thread when there is one: a batch reads a thousand rows from all
 * over the table (6 ms at 1M entities), which on the request thread would stall every other request.
 */
export function readActiveBatch(
  db: Db,
  reader: SqliteReaderThread | null,
  after: ExportPosition | undefined,
  limit: number,
) {
  return readOffThread(db, reader, activeBatchQuery(db, after, limit).compile());
}

export type ExportEntityRow = Awaited<ReturnType<typeof readActiveBatch>>[number];

/**
 * The published article slugs the entries of these entities are tagged with, by entity id, each
 * list sorted. An unpublished article (a title a reporter typed, waiting for an operator) is left out.
 */
export async function readCategories(
  db: Db,
  reader: SqliteReaderThread | null,
  entityIds: string[],
): Promise<Map<string, string[]>> {
  const byEntity = new Map<string, string[]>();
  if (entityIds.length === 0) return byEntity;
  const query = db
    .selectFrom('report_entries')
    .innerJoin('articles', 'articles.slug', 'report_entries.article_slug')
    .select(['report_entries.entity_id as entityId', 'articles.slug as slug'])
    .distinct()
    .where('report_entries.entity_id', 'in', entityIds)
    .where('articles.published', '=', 1)
    .orderBy('report_entries.entity_id')
    .orderBy('articles.slug');
  const rows = await readOffThread(db, reader, query.compile());
  for (const row of rows) {
    const list = byEntity.get(row.entityId);
    if (list) list.push(row.slug);
    else byEntity.set(row.entityId, [row.slug]);
  }
  return byEntity;
}
