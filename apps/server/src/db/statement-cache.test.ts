// The SQLite statement cache Kysely is handed (db/database.ts withStatementCache).
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './database.js';

let sqlite: SQLite.Database;
afterEach(() => sqlite?.close());

function open() {
  sqlite = new SQLite(':memory:');
  sqlite.exec('create table t (n integer); insert into t values (1), (2), (3);');
  return { cached: withStatementCache(sqlite), prepare: vi.spyOn(sqlite, 'prepare') };
}

describe('withStatementCache', () => {
  it('prepares a statement once and hands the same one back for the same SQL', () => {
    const { cached, prepare } = open();
    const first = cached.prepare('select n from t where n > ?');
    const second = cached.prepare('select n from t where n > ?');
    expect(second).toBe(first);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect((second as SQLite.Statement).all(1)).toEqual([{ n: 2 }, { n: 3 }]);
  });

  it('gives a fresh statement while the cached one is still being iterated', () => {
    const { cached } = open();
    const streaming = cached.prepare('select n from t') as SQLite.Statement;
    const rows = streaming.iterate();
    rows.next();
    const meanwhile = cached.prepare('select n from t') as SQLite.Statement;
    expect(meanwhile).not.toBe(streaming);
    expect(meanwhile.all()).toHaveLength(3);
    rows.return?.();
  });

  it('keeps at most 500 statements, dropping the least recently used', () => {
    const { cached, prepare } = open();
    const keep = cached.prepare('select 0');
    for (let i = 1; i <= 500; i++) {
      cached.prepare(`select ${i}`);
      if (i === 250) expect(cached.prepare('select 0')).toBe(keep); // used again: now among the newest
    }
    expect(cached.prepare('select 0')).toBe(keep);
    prepare.mockClear();
    cached.prepare('select 1'); // the oldest: evicted, so prepared again
    expect(prepare).toHaveBeenCalledTimes(1);
  });
});
