// Hot reads whose rows come from the driver as arrays and become objects here (db/database.ts objectRows).
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { objectRows } from './database.js';

let sqlite: SQLite.Database;
afterEach(() => sqlite?.close());

function open() {
  sqlite = new SQLite(':memory:');
  sqlite.exec(`create table t (id text, n integer, note text);
    insert into t values ('a', 1, null), ('b', 2, 'two'), ('c', 3, 'three');`);
  return sqlite;
}

describe('objectRows', () => {
  const text = `select t.id, t.n as count, t.note, upper(t.id) as shout from t where t.n >= ? order by t.n`;

  it('gives the rows the driver itself would give, named by column and alias, in order', () => {
    const db = open();
    const rows = objectRows(db, text).all(2);
    expect(rows).toEqual([
      { id: 'b', count: 2, note: 'two', shout: 'B' },
      { id: 'c', count: 3, note: 'three', shout: 'C' },
    ]);
    expect(rows).toEqual(db.prepare(text).all(2));
    expect(objectRows(db, text).all(1)).toEqual(db.prepare(text).all(1));
  });

  it('gives the first row, a null kept as null, and undefined when there is none', () => {
    const db = open();
    const statement = objectRows(db, text);
    expect(statement.get(1)).toEqual({ id: 'a', count: 1, note: null, shout: 'A' });
    expect(statement.get(4)).toBeUndefined();
    expect(statement.all(4)).toEqual([]);
  });

  it('keeps the last of two columns with the same name, as the driver does', () => {
    const db = open();
    const twice = `select t.id, t.note as id from t where t.n = ?`;
    expect(objectRows(db, twice).get(2)).toEqual(db.prepare(twice).get(2));
    expect(objectRows(db, twice).get(2)).toEqual({ id: 'two' });
  });
});
