// PostgreSQL: a read sent as a named prepared statement, so that each pooled connection parses its
// text once instead of on every request, and plans it once if a plan for any values looks no dearer
// than one for the values at hand (not so for an `offset $n` over a whole list: see
// docs/decisions/postgres-list-pages-planned-once.md). A date window's page spent ~1.2 ms of its
// ~3.3 ms of PostgreSQL time in parse and bind (docs/decisions/date-window-pages-on-postgresql.md).
// Texts are named in the order they are first seen. Past MAX_NAMED texts a read goes through Kysely
// unnamed, so texts that never repeat cannot fill every connection with statements. SQLite, and a
// transaction: through Kysely as before.
import type { CompiledQuery } from 'kysely';
import { postgresPoolOf, type Db } from './database.js';

const MAX_NAMED = 500;
const names = new Map<string, string>();

export async function readPrepared<R>(db: Db, query: CompiledQuery<R>): Promise<R[]> {
  const pool = postgresPoolOf(db);
  let name = pool && names.get(query.sql);
  if (pool && !name && names.size < MAX_NAMED) names.set(query.sql, (name = `read-${names.size + 1}`));
  if (!pool || !name) return (await db.executeQuery(query)).rows;
  return (await pool.query({ name, text: query.sql, values: [...query.parameters] })).rows as R[];
}
