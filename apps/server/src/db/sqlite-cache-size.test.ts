// Both SQLite connections of a server (the main one and the reader thread's) keep a 64 MiB page
// cache instead of SQLite's 2 MiB: at 1M entities the default read most pages of a check or a
// spammer-detail again from the file (docs/decisions/sqlite-settings.md).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest, SQLITE_CACHE_KIB } from './database.js';
import { SqliteReaderThread } from './sqlite-reader-thread.js';

describe('SQLite page cache', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'satark-cache-'));
  const file = path.join(dir, 'satark.db');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is 64 MiB on the main connection and on the reader thread', async () => {
    expect(SQLITE_CACHE_KIB).toBe(64 * 1024);
    const db = createDatabase({ kind: 'sqlite', file });
    await migrateToLatest(db);
    const reader = new SqliteReaderThread(file);
    try {
      const { rows } = await sql<{ cache_size: number }>`pragma cache_size`.execute(db);
      expect(rows[0]?.cache_size).toBe(-SQLITE_CACHE_KIB);
      const onThread = await reader.query(
        CompiledQuery.raw('pragma cache_size') as CompiledQuery<{ cache_size: number }>,
      );
      expect(onThread[0]?.cache_size).toBe(-SQLITE_CACHE_KIB);
    } finally {
      await reader.close();
      await db.destroy();
    }
  });
});
