// The reader thread answers queries in the order they were asked, and its callers wait in a queue
// of their own (not a Map by id: see the class). Each caller must get its own rows, a failing query
// must fail only its caller, and a stopped thread must fail every caller still waiting.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest } from './database.js';
import { SqliteReaderThread } from './sqlite-reader-thread.js';

const echo = (n: number) => CompiledQuery.raw('select ? as n', [n]) as CompiledQuery<{ n: number }>;
const broken = CompiledQuery.raw('select * from no_such_table') as CompiledQuery<unknown>;

describe('the SQLite reader thread', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'satark-reader-'));
  const file = path.join(dir, 'satark.db');
  beforeAll(async () => {
    const db = createDatabase({ kind: 'sqlite', file });
    await migrateToLatest(db);
    await db.destroy();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives each of many callers at once its own rows, and fails only the caller of a failing query', async () => {
    const reader = new SqliteReaderThread(file);
    try {
      const asked = Array.from({ length: 500 }, (_, n) =>
        n % 50 === 7
          ? reader.query(broken).then(
              () => 'answered',
              (error: Error) => error.message,
            )
          : reader.query(echo(n)),
      );
      const answers = await Promise.all(asked);
      answers.forEach((answer, n) => {
        if (n % 50 === 7) expect(answer).toMatch(/no such table: no_such_table/);
        else expect(answer).toEqual([{ n }]);
      });
      // The queue is empty again: a later caller is answered too.
      await expect(reader.query(echo(-1))).resolves.toEqual([{ n: -1 }]);
    } finally {
      await reader.close();
    }
  });

  it('fails a query it cannot send, and answers the next one', async () => {
    const reader = new SqliteReaderThread(file);
    try {
      const unsendable = CompiledQuery.raw('select ? as n', [() => 1]) as CompiledQuery<{ n: number }>;
      await expect(reader.query(unsendable)).rejects.toThrow(/could not be cloned/);
      await expect(reader.query(echo(2))).resolves.toEqual([{ n: 2 }]);
    } finally {
      await reader.close();
    }
  });

  it('fails every caller still waiting when the thread stops', async () => {
    const reader = new SqliteReaderThread(file);
    const waiting = Array.from({ length: 20 }, (_, n) =>
      reader.query(echo(n)).then(
        () => 'answered',
        () => 'failed',
      ),
    );
    await reader.close();
    const outcomes = await Promise.all(waiting);
    // Some may have been answered before the thread stopped; none is left waiting.
    expect(outcomes.every((outcome) => outcome === 'answered' || outcome === 'failed')).toBe(true);
    expect(outcomes).toContain('failed');
    await expect(reader.query(echo(1))).rejects.toThrow();
  });
});
