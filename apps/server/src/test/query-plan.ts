// SQLite's plan of a compiled query, its steps joined with " | ", for tests that pin which index a
// hot read uses; undefined on PostgreSQL, which plans each execution on its own statistics.
import type { CompiledQuery } from 'kysely';
import { sqliteConnectionOf, type Db } from '../db/database.js';

export function sqlitePlanOf(db: Db, query: CompiledQuery): string | undefined {
  const sqlite = sqliteConnectionOf(db);
  if (!sqlite) return undefined;
  return sqlite
    .prepare(`explain query plan ${query.sql}`)
    .all(...(query.parameters as unknown[]))
    .map((row) => (row as { detail: string }).detail)
    .join(' | ');
}
