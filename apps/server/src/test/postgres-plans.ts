// PostgreSQL: how the prepared statements that `run` sends were planned, for tests that pin a hot
// read to one plan for any values (docs/decisions/postgres-list-pages-planned-once.md). Every
// named statement goes to one connection, whose pg_prepared_statements are then read; undefined
// on SQLite, where a statement is planned when prepared.
import type pg from 'pg';
import { vi } from 'vitest';
import { postgresPoolOf, type Db } from '../db/database.js';

export interface PreparedPlans {
  statement: string;
  /** Runs planned for their own values (the first five always are). */
  custom: number;
  /** Runs that reused the plan for any values. */
  generic: number;
}

export async function postgresPlansOf(db: Db, run: () => Promise<unknown>): Promise<PreparedPlans[] | undefined> {
  const pool = postgresPoolOf(db);
  if (!pool) return undefined;
  const client = await pool.connect();
  const send = vi
    .spyOn(pool, 'query')
    .mockImplementation(((config: pg.QueryConfig) => client.query(config)) as unknown as typeof pool.query);
  try {
    await run();
    const sent = new Set(send.mock.calls.map(([config]) => (config as unknown as pg.QueryConfig).text));
    const { rows } = await client.query<{ statement: string; generic_plans: string; custom_plans: string }>(
      'select statement, generic_plans, custom_plans from pg_prepared_statements',
    );
    return rows
      .filter((row) => sent.has(row.statement))
      .map((row) => ({
        statement: row.statement,
        custom: Number(row.custom_plans),
        generic: Number(row.generic_plans),
      }));
  } finally {
    send.mockRestore();
    client.release();
  }
}
