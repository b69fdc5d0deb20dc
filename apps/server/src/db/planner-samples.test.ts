// SQLite's value samples (sqlite_stat4) are kept only for the search's indexes (db/database.ts
// dropPlannerSamples): elsewhere they made every statement with a bound indexed value plan again.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReportedEntity, createUser } from '../test/factories.js';
import {
  createDatabase,
  dropPlannerSamplesOutsideTransactions,
  migrateToLatest,
  refreshPlannerStatistics,
} from './database.js';

const SAMPLED = ['scam_entities_scammer_id', 'scam_entities_unique_id'];

describe('planner samples (SQLite)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'satark-samples-'));
  const file = path.join(dir, 'satark.db');
  const sampledIndexes = () => {
    const sqlite = new SQLite(file, { readonly: true });
    try {
      return (sqlite.prepare('select distinct idx from sqlite_stat4 order by idx').pluck().all() as string[]).filter(
        (idx) => idx.startsWith('scam_entities'),
      );
    } finally {
      sqlite.close();
    }
  };
  /** What `ANALYZE` leaves, as the bench generator and `PRAGMA optimize` write it. */
  const analyze = () => {
    const sqlite = new SQLite(file);
    sqlite.exec('analyze');
    sqlite.close();
  };

  beforeAll(async () => {
    const db = createDatabase({ kind: 'sqlite', file });
    await migrateToLatest(db);
    const user = await createUser(db);
    for (let i = 0; i < 40; i += 1) await createReportedEntity(db, { reporterId: user.id });
    await db.destroy();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('opens a database with samples for the search indexes only', async () => {
    analyze();
    const before = sampledIndexes();
    expect(before).toEqual(
      expect.arrayContaining([...SAMPLED, 'scam_entities_list_count', 'scam_entities_type_unique']),
    );
    const db = createDatabase({ kind: 'sqlite', file });
    try {
      expect(sampledIndexes()).toEqual(SAMPLED);
      // The statistics the planner needs otherwise stay.
      const stat1 = await db
        .selectFrom('sqlite_stat1' as never)
        .select('idx' as never)
        .execute();
      expect(stat1.length).toBeGreaterThan(10);
    } finally {
      await db.destroy();
    }
  });

  it('drops the samples a statistics refresh wrote', async () => {
    const db = createDatabase({ kind: 'sqlite', file });
    try {
      // Statistics missing for the table: `PRAGMA optimize` analyzes it again, samples and all.
      const sqlite = new SQLite(file);
      sqlite.exec(`delete from sqlite_stat1 where tbl = 'scam_entities'`);
      sqlite.close();
      await refreshPlannerStatistics(db);
      const sqliteAfter = new SQLite(file, { readonly: true });
      const analyzed = sqliteAfter
        .prepare(`select count(*) from sqlite_stat1 where tbl = 'scam_entities'`)
        .pluck()
        .get() as number;
      sqliteAfter.close();
      expect(analyzed).toBeGreaterThan(10);
      expect(sampledIndexes()).toEqual(SAMPLED);
    } finally {
      await db.destroy();
    }
  });

  it('drops them after a transaction open on the connection ends, not inside it', async () => {
    analyze();
    const sqlite = new SQLite(file);
    try {
      // A request's transaction, open when the refresh ends, then rolled back: a drop run inside it
      // would be rolled back too.
      sqlite.exec('begin immediate');
      const dropped = dropPlannerSamplesOutsideTransactions(sqlite);
      await new Promise((resolve) => setTimeout(resolve, 100));
      sqlite.exec('rollback');
      await dropped;
      expect(sampledIndexes()).toEqual(SAMPLED);
    } finally {
      sqlite.close();
    }
  });

  it('ends without an error when the server closes the database while a refresh runs', async () => {
    const db = createDatabase({ kind: 'sqlite', file });
    // A server has read through Kysely before it closes; until then destroy() leaves SQLite open.
    await db.selectFrom('users').select('id').limit(1).execute();
    const refreshed = refreshPlannerStatistics(db);
    await db.destroy();
    await expect(refreshed).resolves.toBeUndefined();
    // The samples the refresh wrote go at the next open.
    const reopened = createDatabase({ kind: 'sqlite', file });
    try {
      expect(sampledIndexes()).toEqual(SAMPLED);
    } finally {
      await reopened.destroy();
    }
  });
});
