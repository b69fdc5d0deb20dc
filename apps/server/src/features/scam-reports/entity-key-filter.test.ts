// The check's key filter (entity-key-filter.ts) may answer "maybe" for a key no entity has, never
// "no" for one that an entity has: a scam number shown as unreported is the one answer Satark must
// not give. Each test reads through the real check (findCheckMatches) on a real SQLite file.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest, sqliteConnectionOf } from '../../db/database.js';
import { newId, nowIso } from '../../lib/ids.js';
import { eventually } from '../../test/real-server.js';
import { createReportedEntity, createUser } from '../../test/factories.js';
import { createTestApp, createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import {
  buildEntityKeyFilter,
  entityKeysInTransaction,
  runningBuildThreads,
  stopEntityKeyFilter,
} from './entity-key-filter.js';
import { findCheckMatches } from './scam-reports.repository.js';

const onSqlite = !process.env.DATABASE_URL_TEST;

let t: TestDatabase;
let sqlite: SQLite.Database;
let reporterId: string;
beforeEach(async () => {
  t = await createTestDatabase();
  sqlite = sqliteConnectionOf(t.db)!;
  reporterId = onSqlite ? (await createUser(t.db)).id : '';
});
afterEach(async () => t.drop());

let unreported = 0;
const unreportedUpi = () => `never-reported-${++unreported}@ybl`;

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** What the filter says inside a read transaction of its own, as a batch of checks sees it. */
function mayHave(type: string, uniqueId: string, connection: SQLite.Database = sqlite): boolean {
  connection.exec('begin');
  try {
    connection.prepare('select 1').get(); // the snapshot starts
    return entityKeysInTransaction(connection).mayHave(type, uniqueId);
  } finally {
    connection.exec('commit');
  }
}

/**
 * Until the filter is built it says "maybe" to everything; a key never added then gets a "no". A
 * file's filter is built on a thread (started, then answering), a memory one in turns of the loop.
 */
async function filterBuilt(connection: SQLite.Database = sqlite) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (!mayHave('upi', unreportedUpi(), connection)) return;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  throw new Error('the entity key filter was not built');
}

/** An entity row written straight into the table, as another process or the admin command would. */
function insertEntity(connection: SQLite.Database, type: string, uniqueId: string) {
  const now = nowIso();
  connection
    .prepare(
      `insert into scam_entities (id, type, unique_id, scammer_id, status, report_count, changed_at, created_at)
       values (?, ?, ?, ?, 'PENDING', 1, ?, ?)`,
    )
    .run(newId(), type, uniqueId, uniqueId, now, now);
}

const checkUpi = async (upi: string) =>
  (await findCheckMatches(t.db, [{ type: 'upi', uniqueIds: [upi] }])).map((row) => row.unique_id);

describe.skipIf(!onSqlite)('the entity key filter', () => {
  it('says no to keys nobody reported and yes to every key an entity has', async () => {
    const reported: string[] = [];
    for (let i = 0; i < 50; i++) {
      const { entity } = await createReportedEntity(t.db, { reporterId, type: 'upi', raw: `reported-${i}@ybl` });
      reported.push(entity.unique_id);
    }
    await checkUpi(reported[0]!); // the first check starts the build
    await filterBuilt();
    for (const upi of reported) expect(mayHave('upi', upi), upi).toBe(true);
    // The same text under another type is another key.
    expect(mayHave('email', reported[0]!)).toBe(false);
    let maybes = 0;
    for (let i = 0; i < 2_000; i++) if (mayHave('upi', unreportedUpi())) maybes++;
    expect(maybes).toBeLessThan(5);
  });

  it('finds an entity reported after the build, on this connection and on another', async () => {
    buildEntityKeyFilter(sqlite); // as the server's start does, before any check
    await filterBuilt();
    await createReportedEntity(t.db, { reporterId, type: 'upi', raw: 'reported-here@ybl' });
    expect(await checkUpi('reported-here@ybl')).toEqual(['reported-here@ybl']);

    const other = new SQLite(t.database.kind === 'sqlite' ? t.database.file : '');
    try {
      other.pragma('busy_timeout = 5000');
      insertEntity(other, 'upi', 'reported-elsewhere@ybl');
    } finally {
      other.close();
    }
    expect(await checkUpi('reported-elsewhere@ybl')).toEqual(['reported-elsewhere@ybl']);
  });

  it('finds rows written while it is being built in steps', async () => {
    // More rows than one build step reads, written in one transaction.
    sqlite.transaction(() => {
      for (let i = 0; i < 5_500; i++) insertEntity(sqlite, 'upi', `bulk-${i}@ybl`);
    })();
    await checkUpi(unreportedUpi()); // starts the build
    insertEntity(sqlite, 'upi', 'during-build-1@ybl');
    await turn();
    insertEntity(sqlite, 'upi', 'during-build-2@ybl');
    await filterBuilt();
    for (const upi of ['bulk-0@ybl', 'bulk-2999@ybl', 'bulk-5499@ybl', 'during-build-1@ybl', 'during-build-2@ybl']) {
      expect(await checkUpi(upi), upi).toEqual([upi]);
    }
  });

  it('builds again when more rows arrive at once than a check should read, and answers right meanwhile', async () => {
    await checkUpi(unreportedUpi());
    await filterBuilt();
    sqlite.transaction(() => {
      for (let i = 0; i < 1_500; i++) insertEntity(sqlite, 'upi', `import-${i}@ybl`);
    })();
    expect(await checkUpi('import-1499@ybl')).toEqual(['import-1499@ybl']);
    await filterBuilt();
    expect(mayHave('upi', 'import-0@ybl')).toBe(true);
    expect(await checkUpi('import-700@ybl')).toEqual(['import-700@ybl']);
  });

  it('notices a rowid given again after its row was deleted by hand', async () => {
    insertEntity(sqlite, 'upi', 'first@ybl');
    insertEntity(sqlite, 'upi', 'deleted-by-hand@ybl');
    await checkUpi(unreportedUpi());
    await filterBuilt();
    // The newest row goes, so SQLite gives its rowid to the next row: a catch-up that only read
    // "after the last row read" would skip it.
    sqlite.prepare("delete from scam_entities where unique_id = 'deleted-by-hand@ybl'").run();
    insertEntity(sqlite, 'upi', 'took-its-rowid@ybl');
    expect(await checkUpi('took-its-rowid@ybl')).toEqual(['took-its-rowid@ybl']);
  });

  it('does not count a row of a transaction that was rolled back', async () => {
    await checkUpi(unreportedUpi());
    await filterBuilt();
    let during: Promise<string[]> | undefined;
    await t.db
      .transaction()
      .execute(async (trx) => {
        await createReportedEntity(trx, { reporterId, type: 'upi', raw: 'rolled-back@ybl' });
        during = checkUpi('rolled-back@ybl'); // waits for the transaction's end
        await turn();
        await turn(); // a build step or a catch-up would run here if it read through the transaction
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await during).toEqual([]);
    // SQLite gives the rolled-back row's rowid to the next row.
    insertEntity(sqlite, 'upi', 'same-rowid-committed@ybl');
    expect(await checkUpi('same-rowid-committed@ybl')).toEqual(['same-rowid-committed@ybl']);
  });

  it('builds on the request connection for a database in memory, after any write under way', async () => {
    const memoryDb = createDatabase({ kind: 'sqlite', file: ':memory:' });
    try {
      await migrateToLatest(memoryDb);
      const memory = sqliteConnectionOf(memoryDb)!;
      insertEntity(memory, 'upi', 'in-memory@ybl');
      memory.exec('begin');
      insertEntity(memory, 'upi', 'uncommitted@ybl');
      buildEntityKeyFilter(memory); // its steps wait for the transaction's end
      await turn();
      await turn();
      memory.exec('rollback');
      insertEntity(memory, 'upi', 'after-rollback@ybl'); // the rolled-back row's rowid
      await filterBuilt(memory);
      expect(mayHave('upi', 'in-memory@ybl', memory)).toBe(true);
      expect(mayHave('upi', 'after-rollback@ybl', memory)).toBe(true);
    } finally {
      await memoryDb.destroy();
    }
  });

  it('keeps answering by lookup when its thread cannot build, says so once and waits before trying again', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'satark-filter-'));
    const file = path.join(dir, 'gone.db');
    const gone = new SQLite(file);
    try {
      gone.exec('create table scam_entities (type text, unique_id text)');
      gone.prepare("insert into scam_entities values ('upi', 'kept@ybl')").run();
      // The file goes; this connection keeps reading it, a new one (the build's) cannot open it.
      rmSync(dir, { recursive: true, force: true });
      const warnings: string[] = [];
      const log = { info: () => undefined, warn: (_details: object, message: string) => warnings.push(message) };
      buildEntityKeyFilter(gone, log);
      expect(await eventually(() => warnings.length === 1, 10_000)).toBe(true);
      expect(warnings[0]).toMatch(/could not be built/);
      expect(mayHave('upi', unreportedUpi(), gone)).toBe(true); // looked up, as without a filter
      buildEntityKeyFilter(gone, log); // too soon: no second thread
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(warnings).toHaveLength(1);
    } finally {
      gone.close();
    }
  });

  it('stops its thread when told, without a warning; then only a server starting again builds', async () => {
    const warnings: string[] = [];
    const log = { info: () => undefined, warn: (_details: object, message: string) => warnings.push(message) };
    buildEntityKeyFilter(sqlite, log);
    expect(runningBuildThreads()).toBe(1);
    await stopEntityKeyFilter(sqlite);
    expect(runningBuildThreads()).toBe(0);
    expect(mayHave('upi', unreportedUpi())).toBe(true); // no filter: before the stop, this batch started a build
    expect(runningBuildThreads()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(warnings).toEqual([]);
    buildEntityKeyFilter(sqlite, log);
    await filterBuilt();
  });

  it('is stopped by the server closing, so nothing opens the file after (its folder is then removed)', async () => {
    const app = await createTestApp(); // ready: the build's thread has started
    expect(runningBuildThreads()).toBe(1);
    await app.close();
    expect(runningBuildThreads()).toBe(0);
  });

  it('answers every check as the lookup alone does, over random reports and checks', async () => {
    const keys = Array.from({ length: 300 }, (_, i) => `random-${i}@ybl`);
    let seed = 11;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const plainLookup = sqlite.prepare<[string], { unique_id: string }>(
      "select unique_id from scam_entities where type = 'upi' and unique_id = ? and status in ('ACTIVE', 'PENDING')",
    );
    let found = 0;
    for (let round = 0; round < 600; round++) {
      const key = keys[Math.floor(random() * keys.length)]!;
      if (random() < 0.3 && !plainLookup.get(key)) insertEntity(sqlite, 'upi', key);
      const expected = plainLookup.all(key).map((row) => row.unique_id);
      if (expected.length > 0) found++;
      expect(await checkUpi(key), key).toEqual(expected);
    }
    expect(found).toBeGreaterThan(100);
  });
});
