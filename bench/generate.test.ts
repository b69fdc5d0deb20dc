// `npm run bench:data` on a small scale, into a real SQLite file: the rows it writes agree with each
// other as the server's own writes would leave them, and the same seed writes the same rows.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate, produceInThread } from './generate.js';
import { isoTime } from './generate-rows.js';

const NOW = Date.UTC(2026, 11, 8);
const scratch = mkdtempSync(path.join(tmpdir(), 'satark-generate-'));
const options = (folder: string, seed: number) => ({
  entities: 3000,
  users: 400,
  validators: 8,
  seed,
  now: NOW,
  dataDir: path.join(scratch, folder),
});

/** Every table the generator fills, as one text, for comparing two loads. */
function contentOf(dataDir: string): string {
  const sqlite = new SQLite(path.join(dataDir, 'satark.db'), { readonly: true });
  try {
    return ['users', 'scam_entities', 'report_entries', 'reporter_daily_counts', 'reporter_totals']
      .map((table) => JSON.stringify(sqlite.prepare(`select * from ${table} order by 1, 2`).raw().all()))
      .join('\n');
  } finally {
    sqlite.close();
  }
}

describe('the benchmark data generator', () => {
  let sqlite: SQLite.Database;
  beforeAll(async () => {
    await generate(options('a', 1));
    sqlite = new SQLite(path.join(scratch, 'a', 'satark.db'), { readonly: true });
  }, 120_000);
  afterAll(() => {
    sqlite?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const rows = <T>(sql: string) => sqlite.prepare(sql).all() as T[];
  const one = <T>(sql: string) => sqlite.prepare(sql).get() as T;

  it('writes the entities, ~3 entries each with a long tail, the users and validators it was asked for', () => {
    expect(one<{ n: number }>('select count(*) as n from scam_entities').n).toBe(3000);
    expect(one<{ n: number }>('select count(*) as n from users').n).toBeGreaterThanOrEqual(400);
    const { entries, most } = one<{ entries: number; most: number }>(
      'select count(*) as entries, max(report_count) as most from scam_entities',
    );
    expect(entries).toBe(3000);
    const perEntity = one<{ n: number }>('select count(*) as n from report_entries').n / 3000;
    expect(perEntity).toBeGreaterThan(2);
    expect(perEntity).toBeLessThan(5);
    expect(most).toBeGreaterThan(20);
    const types = rows<{ type: string; n: number }>('select type, count(*) as n from scam_entities group by type');
    expect(types.map((t) => t.type).sort()).toEqual(['email', 'number', 'sms', 'upi', 'website']);
    expect(types.find((t) => t.type === 'number')!.n).toBeGreaterThan(1200);
    const statuses = rows<{ status: string }>('select distinct status from scam_entities').map((s) => s.status);
    expect(statuses.sort()).toEqual(['ACTIVE', 'PENDING', 'REJECTED']);
  });

  it("keeps each entity's count, last report and first reporter equal to its entries", () => {
    const disagreeing = rows(
      `select e.id from scam_entities e
       join (select entity_id, count(*) as n, max(created_at) as last, min(created_at) as first
             from report_entries group by entity_id) r on r.entity_id = e.id
       where e.report_count != r.n or e.last_reported_at != r.last or e.created_at != r.first`,
    );
    expect(disagreeing).toEqual([]);
    expect(one<{ n: number }>('select count(distinct entity_id) as n from report_entries').n).toBe(3000);
    const firstReporterWithoutEntry = rows(
      `select e.id from scam_entities e where not exists (
         select 1 from report_entries r where r.entity_id = e.id and r.reporter_id = e.first_reporter_id
           and r.created_at = e.created_at)`,
    );
    expect(firstReporterWithoutEntry).toEqual([]);
    const unknownReporters = rows(
      'select r.id from report_entries r left join users u on u.id = r.reporter_id where u.id is null',
    );
    expect(unknownReporters).toEqual([]);
  });

  it('writes the leader-board counts the triggers would keep: entries on entities not rejected, per reporter and day', () => {
    const dailyDisagreeing = rows(
      `select * from (
         select r.reporter_id as user_id, substr(r.created_at, 1, 10) as day, count(*) as n, max(r.created_at) as last
         from report_entries r join scam_entities e on e.id = r.entity_id
         where e.status != 'REJECTED' group by 1, 2) expected
       full outer join reporter_daily_counts d on d.user_id = expected.user_id and d.day = expected.day
       where d.entries is not expected.n or d.last_entry_at is not expected.last`,
    );
    expect(dailyDisagreeing).toEqual([]);
    const totalsDisagreeing = rows(
      `select t.user_id from reporter_totals t
       where t.entries != (select sum(entries) from reporter_daily_counts d where d.user_id = t.user_id)`,
    );
    expect(totalsDisagreeing).toEqual([]);
    expect(one<{ n: number }>('select count(*) as n from reporter_totals').n).toBeGreaterThan(100);
  });

  it('writes the same rows for the same seed and other rows for another', async () => {
    await generate(options('b', 1));
    await generate(options('c', 2));
    const first = contentOf(path.join(scratch, 'a'));
    expect(contentOf(path.join(scratch, 'b'))).toBe(first);
    expect(contentOf(path.join(scratch, 'c'))).not.toBe(first);
  }, 120_000);
});

describe('making the rows', () => {
  it('writes times exactly as Date.prototype.toISOString does', () => {
    const times = [0, 999, 1000, 59_999, 86_399_999, 86_400_000, NOW - 1, NOW, Date.UTC(2024, 1, 29, 23, 59, 59, 999)];
    for (let i = 0; i < 20_000; i++) times.push(NOW - Math.floor(Math.random() * 800 * 86_400_000));
    for (const ms of times) expect(isoTime(ms)).toBe(new Date(ms).toISOString());
  });

  it('stops the row thread and fails when a write fails, after the writes before it', async () => {
    const written: number[] = [];
    const rows = produceInThread({ entities: 100_000, users: 400, validators: 8, seed: 1, now: NOW }, [], {
      users: async () => {},
      batch: async (entities) => {
        if (written.length === 2) throw new Error('disk full');
        written.push(entities.length);
      },
      counts: async () => {},
    });
    await expect(rows).rejects.toThrow('disk full');
    expect(written).toEqual([20_000, 20_000]);
  }, 60_000);
});
