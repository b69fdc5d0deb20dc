// Hot reads answered together (db/sqlite-reads-together.ts): one read transaction for a batch,
// none left open, a failing read fails only its own request, nothing read through a transaction
// that is still open.
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { NOT_READ, sqliteReadsTogether } from './sqlite-reads-together.js';

let sqlite: SQLite.Database;
afterEach(() => sqlite?.close());

function open() {
  sqlite = new SQLite(':memory:');
  sqlite.exec(`create table t (id text primary key, n integer);
    insert into t values ('a', 1), ('b', 2), ('c', 3);`);
  return sqlite;
}

describe('sqliteReadsTogether', () => {
  it('reads a batch in one read transaction and ends it', async () => {
    const db = open();
    const select = db.prepare<[string], { n: number }>('select n from t where id = ?');
    const seenInTransaction: boolean[] = [];
    const readN = (connection: SQLite.Database, id: string) => {
      seenInTransaction.push(connection.inTransaction);
      return select.get(id)?.n ?? null;
    };
    const loader = sqliteReadsTogether(db, readN);
    expect(await Promise.all(['a', 'c', 'x'].map((id) => loader.load(id)))).toEqual([1, 3, null]);
    expect(seenInTransaction).toEqual([true, true, true]);
    expect(db.inTransaction).toBe(false);
  });

  it('fails only the request whose read throws, and still ends the transaction', async () => {
    const db = open();
    const select = db.prepare<[string], { n: number }>('select n from t where id = ?');
    const readOrThrow = (_: SQLite.Database, id: string) => {
      if (id === 'bad') throw new Error('no such row');
      return select.get(id)!.n;
    };
    const loader = sqliteReadsTogether(db, readOrThrow);
    const answers = await Promise.allSettled(['a', 'bad', 'b'].map((id) => loader.load(id)));
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(answers[0]).toMatchObject({ value: 1 });
    expect(answers[2]).toMatchObject({ value: 2 });
    expect(db.inTransaction).toBe(false);
  });

  it('runs beforeReads once a batch, inside its transaction, and hands its answer to each read', async () => {
    const db = open();
    const select = db.prepare<[string], { n: number }>('select n from t where id = ?');
    let batches = 0;
    const beforeReads = (connection: SQLite.Database) => {
      expect(connection.inTransaction).toBe(true);
      return { batch: ++batches };
    };
    const readN = (_: SQLite.Database, id: string, context: { batch: number }) =>
      `${select.get(id)?.n ?? null} in batch ${context.batch}`;
    const loader = sqliteReadsTogether(db, readN, beforeReads);
    expect(await Promise.all(['a', 'b'].map((id) => loader.load(id)))).toEqual(['1 in batch 1', '2 in batch 1']);
    expect(await loader.load('c')).toBe('3 in batch 2');
    expect(batches).toBe(2);
  });

  it('does not read while a transaction is open on the connection', async () => {
    const db = open();
    const select = db.prepare<[string], { n: number }>('select n from t where id = ?');
    const readN = (_: SQLite.Database, id: string) => select.get(id)?.n ?? null;
    const loader = sqliteReadsTogether(db, readN);
    db.exec("begin; insert into t values ('uncommitted', 9)");
    const answer = loader.load('uncommitted');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await answer).toBe(NOT_READ);
    db.exec('rollback');
    expect(await loader.load('a')).toBe(1);
  });
});
