// `npm run bench:data -- --entities 1000000 --data-dir DIR [--database-url postgres://…]`
//
// Realistic scam data written straight against the schema, deterministic for a given --seed and
// --now (default: today 00:00 UTC): all five types in realistic proportions, ~3 entries per entity
// with a long tail (a few entities have hundreds), 100,000 users of whom a few hundred are
// validators and some are deleted, dates over two years (more of them recent), ACTIVE, PENDING and
// REJECTED entities, and report_count / last_reported_at / first_reporter_id / the leader-board
// counts consistent with the entries. The data folder (or database) is migrated and seeded, so
// `npm run serve` starts on it as it is.
//
// SQLite: prepared statements in large transactions with journaling and syncing off and the
// secondary indexes dropped during the load, then the indexes rebuilt, planner statistics taken
// and WAL restored. PostgreSQL: COPY (pg-copy-streams) with triggers and foreign-key checks off
// for the session (session_replication_role = replica, needs a superuser), indexes rebuilt after.
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { ReportType } from '../packages/shared/src/constants.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createDatabase, dropPlannerSamples, migrateToLatest, type Db } from '../apps/server/src/db/database.js';
import {
  createReporterCountTriggers,
  dropReporterCountTriggers,
} from '../apps/server/src/db/migrations/0004-reporter-counts.js';
import {
  backfillEntityDailyCounts,
  createEntityDailyCountTriggers,
} from '../apps/server/src/db/migrations/0010-entity-daily-counts.js';
import {
  backfillPostgresEntityDailyCounts,
  createPostgresEntityDailyCountTriggers,
  dropPostgresEntityDailyCountTriggers,
} from '../apps/server/src/db/migrations/0015-postgres-entity-daily-counts.js';
import { seedDatabase } from '../apps/server/src/seed.js';

export interface GenerateOptions {
  entities: number;
  users: number;
  validators: number;
  seed: number;
  /** Times are spread over the two years before this instant. */
  now: number;
  dataDir: string;
  /** postgres://… to load PostgreSQL instead of the SQLite file in dataDir. */
  databaseUrl?: string | undefined;
  log?: (line: string) => void;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const SPAN_MS = 730 * DAY_MS;

// ---- Deterministic randomness ----

/** sfc32: small, fast, good enough for test data, and the same sequence for the same seed. */
function prng(seed: number) {
  let a = 0x9e3779b9 ^ seed;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = 1;
  const next = () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 15; i++) next();
  return {
    u32: next,
    /** [0, 1) */
    float: () => next() / 4294967296,
    int: (n: number) => Math.floor((next() / 4294967296) * n),
  };
}
type Rng = ReturnType<typeof prng>;

const hex8 = (n: number) => n.toString(16).padStart(8, '0');

/** UUID-shaped ids that grow with `n` (like UUIDv7), so primary-key inserts append. */
function orderedId(rng: Rng, n: number, tag: number): string {
  const h = (tag * 2 ** 40 + n).toString(16).padStart(12, '0');
  const r1 = hex8(rng.u32());
  const r2 = hex8(rng.u32());
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-7${r1.slice(0, 3)}-${'89ab'[rng.u32() & 3]}${r1.slice(3, 6)}-${r1.slice(6, 8)}${r2.slice(0, 8)}${hex8(rng.u32()).slice(0, 2)}`;
}

const pick = <T>(rng: Rng, list: readonly T[]): T => list[rng.int(list.length)]!;

/** Weighted choice: `weights` sum to 1. */
function weighted<T>(rng: Rng, choices: readonly (readonly [T, number])[]): T {
  let x = rng.float();
  for (const [value, weight] of choices) {
    x -= weight;
    if (x < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

// ---- Vocabulary ----

const FIRST = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Vihaan',
  'Arjun',
  'Sai',
  'Reyansh',
  'Ayaan',
  'Krishna',
  'Ishaan',
  'Ananya',
  'Diya',
  'Aadhya',
  'Saanvi',
  'Pari',
  'Anika',
  'Navya',
  'Myra',
  'Sara',
  'Riya',
  'Priya',
  'Rahul',
  'Amit',
  'Sunita',
  'Pooja',
  'Ravi',
  'Asha',
  'Deepak',
  'Kavita',
  'Manoj',
  'Neha',
  'Suresh',
  'Lakshmi',
  'Farhan',
  'Zoya',
  'Gurpreet',
  'Harpreet',
  'Joseph',
  'Mary',
  'Imran',
];
const LAST = [
  'Sharma',
  'Verma',
  'Gupta',
  'Singh',
  'Kumar',
  'Patel',
  'Shah',
  'Reddy',
  'Nair',
  'Iyer',
  'Das',
  'Bose',
  'Khan',
  'Ali',
  'Mehta',
  'Joshi',
  'Rao',
  'Pillai',
  'Chatterjee',
  'Banerjee',
  'Mishra',
  'Yadav',
  'Jain',
  'Agarwal',
  'Kaur',
  'Gill',
  'Fernandes',
  'Dsouza',
  'Menon',
  'Naidu',
];
const UPI_BANKS = ['ybl', 'okaxis', 'oksbi', 'okhdfcbank', 'okicici', 'paytm', 'upi', 'ibl', 'axl', 'apl'];
const UPI_WORDS = [
  'refund',
  'cashback',
  'kyc',
  'prize',
  'lottery',
  'support',
  'helpdesk',
  'electricity',
  'gas',
  'loan',
  'job',
  'courier',
  'customs',
  'rewards',
  'bonus',
];
const MAIL_DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'outlook.com',
  'rediffmail.com',
  'protonmail.com',
  'mail.ru',
  'support-desk.in',
  'kyc-verify.co',
];
const SITE_WORDS = [
  'sbi-kyc',
  'hdfc-reward',
  'icici-update',
  'paytm-cashback',
  'free-recharge',
  'pm-yojana',
  'income-tax-refund',
  'electricity-bill',
  'courier-track',
  'job-offer',
  'crypto-double',
  'loan-instant',
  'aadhaar-link',
  'pan-update',
  'lucky-draw',
];
const TLDS = ['in', 'com', 'co.in', 'online', 'xyz', 'top', 'site', 'info', 'org.in', 'click'];
const SITE_PATHS = ['/login', '/kyc', '/verify', '/claim', '/pay', '/update/details', '/offer'];
const DETAILS = [
  'Called saying my KYC expired and asked for the OTP.',
  'Asked me to pay a registration fee for a job that does not exist.',
  'Sent a link to claim an electricity bill refund; it asked for card details.',
  'Pretended to be from the bank and asked me to install a screen sharing app.',
  'Said a parcel with drugs was found in my name and demanded money to settle the case.',
  'Offered a loan with no documents, then asked for processing charges upfront.',
  'Told me I won a lottery and had to pay tax first.',
  'Sent a payment request instead of the refund they promised.',
  'Fake customer care number found on a search result.',
  'Asked to scan a QR code to receive money.',
  '',
  'Same as others reported.',
];
const REJECT_REASONS = [
  'Not enough proof',
  'Genuine business number',
  'Duplicate of another report',
  'Personal dispute',
];

function identifierFor(
  rng: Rng,
  type: ReportType,
  c: number,
): { uniqueId: string; scammerId: string; phone: string | null } {
  switch (type) {
    case 'number': {
      // A bijection of the counter onto 6000000000–9999999999: unique, valid Indian mobiles.
      const national = String(6_000_000_000 + ((c * 7919 + 1) % 4_000_000_000));
      const e164 = `+91${national}`;
      return { uniqueId: e164, scammerId: `+91 ${national.slice(0, 5)} ${national.slice(5)}`, phone: e164 };
    }
    case 'sms': {
      if (c % 4 === 3) {
        const national = String(6_000_000_000 + ((c * 104_729 + 7) % 4_000_000_000));
        const e164 = `+91${national}`;
        return { uniqueId: e164, scammerId: `+91 ${national.slice(0, 5)} ${national.slice(5)}`, phone: e164 };
      }
      // Six letters from a bijection of the counter: a header such as `KXQBDA`.
      let v = (c * 48_271 + 12_345) % 26 ** 6;
      let header = '';
      for (let i = 0; i < 6; i++) {
        header += String.fromCharCode(65 + (v % 26));
        v = Math.floor(v / 26);
      }
      return { uniqueId: header, scammerId: header, phone: null };
    }
    case 'upi': {
      const id = `${pick(rng, UPI_WORDS)}${c}@${pick(rng, UPI_BANKS)}`;
      return { uniqueId: id, scammerId: id, phone: null };
    }
    case 'email': {
      const id = `${pick(rng, UPI_WORDS)}.${c}@${pick(rng, MAIL_DOMAINS)}`;
      return { uniqueId: id, scammerId: id, phone: null };
    }
    case 'website': {
      const id = `${pick(rng, SITE_WORDS)}-${c}.${pick(rng, TLDS)}${rng.float() < 0.2 ? pick(rng, SITE_PATHS) : ''}`;
      return { uniqueId: id, scammerId: id, phone: null };
    }
  }
}

const TYPE_SHARES = [
  ['number', 0.55],
  ['upi', 0.15],
  ['sms', 0.12],
  ['website', 0.1],
  ['email', 0.08],
] as const;
const STATUS_SHARES = [
  ['ACTIVE', 0.55],
  ['PENDING', 0.3],
  ['REJECTED', 0.15],
] as const;

// ---- Rows, in column order ----

export const USER_COLUMNS = [
  'id',
  'name',
  'country_code',
  'phone_no',
  'password_hash',
  'google_sub',
  'is_verified',
  'rank',
  'rank_score',
  'status',
  'deletion_scheduled_at',
  'deleted_at',
  'created_at',
  'updated_at',
] as const;
export const ENTITY_COLUMNS = [
  'id',
  'type',
  'unique_id',
  'scammer_id',
  'phone',
  'status',
  'report_count',
  'last_reported_at',
  'scammer_name',
  'reject_reason',
  'first_reporter_id',
  'verifier_id',
  'moderated_at',
  'changed_at',
  'created_at',
] as const;
export const ENTRY_COLUMNS = ['id', 'entity_id', 'reporter_id', 'detail', 'article_slug', 'created_at'] as const;
const DAILY_COLUMNS = ['user_id', 'day', 'entries', 'last_entry_at'] as const;
const TOTAL_COLUMNS = ['user_id', 'entries', 'last_entry_at'] as const;
type Row = (string | number | null)[];

interface Sink {
  users(rows: Row[]): Promise<void>;
  /** Entities and their entries, a batch at a time. */
  batch(entities: Row[], entries: Row[]): Promise<void>;
  /** The leader-board counts (reporter_daily_counts, reporter_totals), as the triggers keep them. */
  counts(daily: Row[], totals: Row[]): Promise<void>;
}

async function produce(options: GenerateOptions, articleSlugs: string[], sink: Sink) {
  const rng = prng(options.seed);
  const iso = (ms: number) => new Date(ms).toISOString();
  const anchor = options.now;

  // Users: validators spread evenly through the ids; ~1% deleted, ~2% never gave a name.
  const userIds: string[] = [];
  const validators: string[] = [];
  const validatorEvery = Math.max(1, Math.floor(options.users / Math.max(1, options.validators)));
  const userRows: Row[] = [];
  for (let i = 0; i < options.users; i++) {
    const id = orderedId(rng, i, 1);
    userIds.push(id);
    const isValidator = i % validatorEvery === validatorEvery - 1 && validators.length < options.validators;
    if (isValidator) validators.push(id);
    const deleted = !isValidator && rng.float() < 0.01;
    const rank = isValidator ? 11 + rng.int(30) : 1 + Math.floor(rng.float() ** 3 * 9);
    const created = anchor - SPAN_MS - 30 * DAY_MS + rng.int(30 * DAY_MS);
    userRows.push([
      id,
      deleted || rng.float() < 0.02 ? null : `${pick(rng, FIRST)} ${pick(rng, LAST)}`,
      '+91',
      deleted ? null : `7${String((i * 7919) % 1_000_000_000).padStart(9, '0')}`,
      null,
      null,
      rng.float() < 0.97 ? 1 : 0,
      rank,
      (rank - 1) * 20 + rng.int(20),
      deleted ? 'DELETED' : 'ACTIVE',
      null,
      deleted ? iso(anchor - rng.int(SPAN_MS)) : null,
      iso(created),
      iso(created),
    ]);
  }
  for (let i = 0; i < userRows.length; i += 10_000) await sink.users(userRows.slice(i, i + 10_000));

  // A reporter index skewed towards active reporters (density ~ 1/sqrt(i)).
  const reporterIndex = () => Math.floor(options.users * rng.float() ** 2);
  const typeCounters: Record<ReportType, number> = { number: 0, upi: 0, sms: 0, email: 0, website: 0 };
  const maxEntries = Math.min(3000, options.users);
  let entryCounter = 0;
  // Entries on entities that are not REJECTED, per (reporter, day since epoch): [count, last ms].
  const daily = new Map<number, [number, number]>();
  let entities: Row[] = [];
  let entries: Row[] = [];
  for (let n = 0; n < options.entities; n++) {
    const type = weighted(rng, TYPE_SHARES);
    const { uniqueId, scammerId, phone } = identifierFor(rng, type, typeCounters[type]++);
    const status = weighted(rng, STATUS_SHARES);
    // Pareto (alpha 1.4): mostly 1 or 2 entries, a mean near 3, a long tail.
    const count = Math.min(maxEntries, Math.floor(Math.max(1e-12, rng.float()) ** (-1 / 1.4)));
    const entityId = orderedId(rng, n, 2);
    // More reports recently than two years ago: the density falls linearly from now to two years
    // ago (twice the average on the newest day). Later entries follow within weeks.
    const first = anchor - 1 - Math.floor(SPAN_MS * (1 - Math.sqrt(1 - rng.float())));
    const spread = Math.min(anchor - 1 - first, Math.floor(-Math.log(1 - rng.float()) * 20 * DAY_MS));
    const reporters = new Set<number>();
    let at = first;
    let last = first;
    let firstReporter = '';
    for (let k = 0; k < count; k++) {
      let r = reporterIndex();
      while (reporters.has(r)) r = rng.int(options.users);
      reporters.add(r);
      if (k > 0) at = first + rng.int(spread + 1);
      last = Math.max(last, at);
      if (k === 0) firstReporter = userIds[r]!;
      if (status !== 'REJECTED') {
        const key = r * 100_000 + Math.floor(at / DAY_MS);
        const counted = daily.get(key);
        if (counted) {
          counted[0] += 1;
          counted[1] = Math.max(counted[1], at);
        } else daily.set(key, [1, at]);
      }
      entries.push([
        orderedId(rng, entryCounter++, 3),
        entityId,
        userIds[r]!,
        pick(rng, DETAILS),
        articleSlugs.length > 0 && rng.float() < 0.3 ? pick(rng, articleSlugs) : null,
        iso(at),
      ]);
    }
    let verifier: string | null = null;
    let moderatedAt: number | null = null;
    if (status !== 'PENDING' && validators.length > 0) {
      verifier = pick(rng, validators);
      // A rejection came after the last entry (a later report would have reopened it).
      const from = status === 'REJECTED' ? last : first;
      moderatedAt = from + rng.int(Math.max(1, anchor - from));
    }
    entities.push([
      entityId,
      type,
      uniqueId,
      scammerId,
      phone,
      status,
      count,
      iso(last),
      status === 'ACTIVE' ? `${pick(rng, FIRST)} (${pick(rng, UPI_WORDS)} scam)` : null,
      status === 'REJECTED' ? pick(rng, REJECT_REASONS) : null,
      firstReporter,
      verifier,
      moderatedAt === null ? null : iso(moderatedAt),
      iso(Math.max(last, moderatedAt ?? 0)),
      iso(first),
    ]);
    if (entities.length >= 20_000) {
      await sink.batch(entities, entries);
      entities = [];
      entries = [];
      options.log?.(`  ${(n + 1).toLocaleString('en-IN')} entities, ${entryCounter.toLocaleString('en-IN')} entries`);
    }
  }
  if (entities.length > 0) await sink.batch(entities, entries);

  const totals = new Map<number, [number, number]>();
  let dailyRows: Row[] = [];
  for (const [key, [count, last]] of daily) {
    const r = Math.floor(key / 100_000);
    dailyRows.push([userIds[r]!, iso((key % 100_000) * DAY_MS).slice(0, 10), count, iso(last)]);
    const total = totals.get(r);
    if (total) {
      total[0] += count;
      total[1] = Math.max(total[1], last);
    } else totals.set(r, [count, last]);
    if (dailyRows.length >= 50_000) {
      await sink.counts(dailyRows, []);
      dailyRows = [];
    }
  }
  await sink.counts(
    dailyRows,
    [...totals].map(([r, [count, last]]) => [userIds[r]!, count, iso(last)]),
  );
  return { entries: entryCounter };
}

// ---- SQLite ----

async function loadSqlite(options: GenerateOptions, file: string) {
  const log = options.log ?? (() => {});
  const sqlite = new SQLite(file);
  const existing = sqlite.prepare('select count(*) as n from scam_entities').get() as { n: number };
  if (existing.n > 0) throw new Error(`${file} already holds ${existing.n} entities; use an empty --data-dir`);
  const articleSlugs = (sqlite.prepare('select slug from articles order by slug').all() as { slug: string }[]).map(
    (r) => r.slug,
  );

  sqlite.pragma('journal_mode = OFF');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('cache_size = -262144');
  sqlite.pragma('foreign_keys = OFF');
  const indexes = sqlite
    .prepare(
      `select name, sql from sqlite_master where type = 'index' and sql is not null
       and tbl_name in ('scam_entities', 'report_entries', 'users', 'reporter_daily_counts', 'reporter_totals')`,
    )
    .all() as { name: string; sql: string }[];
  for (const index of indexes) sqlite.exec(`drop index ${index.name}`);
  for (const trigger of sqlite.prepare(`select name from sqlite_master where type = 'trigger'`).all() as {
    name: string;
  }[]) {
    sqlite.exec(`drop trigger ${trigger.name}`);
  }

  const insert = (table: string, columns: readonly string[]) =>
    sqlite.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`);
  const insertUser = insert('users', USER_COLUMNS);
  const insertEntity = insert('scam_entities', ENTITY_COLUMNS);
  const insertEntry = insert('report_entries', ENTRY_COLUMNS);
  const writeUsers = sqlite.transaction((rows: Row[]) => {
    for (const row of rows) insertUser.run(row);
  });
  const writeBatch = sqlite.transaction((entities: Row[], entries: Row[]) => {
    for (const row of entities) insertEntity.run(row);
    for (const row of entries) insertEntry.run(row);
  });
  const insertDaily = insert('reporter_daily_counts', DAILY_COLUMNS);
  const insertTotal = insert('reporter_totals', TOTAL_COLUMNS);
  const writeCounts = sqlite.transaction((daily: Row[], totals: Row[]) => {
    for (const row of daily) insertDaily.run(row);
    for (const row of totals) insertTotal.run(row);
  });
  let t = performance.now();
  const { entries } = await produce(options, articleSlugs, {
    users: async (rows) => writeUsers(rows),
    batch: async (e, r) => writeBatch(e, r),
    counts: async (d, t) => writeCounts(d, t),
  });
  log(`rows written in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  t = performance.now();
  // SQLite sorts each index's keys in runs as large as the page cache; small runs merged by two
  // threads built the 31 indexes at 1M entities in 36-41 s, one 256 MiB run each in 61-66 s
  // (docs/performance.md, session 48).
  sqlite.pragma('cache_size = -16384');
  sqlite.pragma('threads = 2');
  for (const index of indexes) sqlite.exec(index.sql);
  log(`indexes rebuilt in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  sqlite.close();
  return entries;
}

// ---- PostgreSQL ----

/** COPY text format: tab-separated, `\N` for null, backslash escapes. */
const copyLine = (row: Row) =>
  row
    .map((v) =>
      v === null
        ? '\\N'
        : typeof v === 'number'
          ? String(v)
          : v.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r'),
    )
    .join('\t') + '\n';

async function copyRows(client: pg.PoolClient, table: string, columns: readonly string[], rows: Row[]) {
  const stream = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('finish', () => resolve());
    stream.on('error', reject);
  });
  let chunk = '';
  for (const row of rows) {
    chunk += copyLine(row);
    if (chunk.length > 1 << 20) {
      if (!stream.write(chunk)) await new Promise((resolve) => stream.once('drain', resolve));
      chunk = '';
    }
  }
  stream.end(chunk);
  await done;
}

async function loadPostgres(options: GenerateOptions, db: Db, url: string) {
  const log = options.log ?? (() => {});
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  const { rows: existing } = await pool.query<{ n: number }>('select count(*)::int as n from scam_entities');
  if (existing[0]!.n > 0) throw new Error(`the database already holds ${existing[0]!.n} entities; use an empty one`);
  const { rows: slugRows } = await pool.query<{ slug: string }>('select slug from articles order by slug');
  const { rows: indexes } = await pool.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes where schemaname = current_schema()
     and tablename in ('scam_entities', 'report_entries', 'users', 'reporter_daily_counts', 'reporter_totals')
     and indexname not in (select conname from pg_constraint where contype in ('p', 'u'))`,
  );
  for (const index of indexes) await pool.query(`drop index ${index.indexname}`);
  await dropReporterCountTriggers(db);
  await dropPostgresEntityDailyCountTriggers(db);

  // Two connections: entities and entries stream at the same time.
  const [a, b] = await Promise.all([pool.connect(), pool.connect()]);
  for (const client of [a, b]) await client.query('set session_replication_role = replica');
  let t = performance.now();
  const { entries } = await produce(
    options,
    slugRows.map((r) => r.slug),
    {
      users: (rows) => copyRows(a, 'users', USER_COLUMNS, rows),
      batch: async (e, r) => {
        await Promise.all([
          copyRows(a, 'scam_entities', ENTITY_COLUMNS, e),
          copyRows(b, 'report_entries', ENTRY_COLUMNS, r),
        ]);
      },
      counts: async (d, t) => {
        await Promise.all([
          copyRows(a, 'reporter_daily_counts', DAILY_COLUMNS, d),
          copyRows(b, 'reporter_totals', TOTAL_COLUMNS, t),
        ]);
      },
    },
  );
  a.release();
  b.release();
  log(`rows copied in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  t = performance.now();
  await Promise.all(indexes.map((index) => pool.query(index.indexdef)));
  log(`indexes rebuilt in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  await pool.end();
  return entries;
}

/** Ensures the database named in `url` exists (CREATE DATABASE through the `postgres` database). */
async function ensurePostgresDatabase(url: string) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  await client.end();
}

/**
 * SQLite data is built in a folder of its own and moved into place only when complete, so nothing
 * opens a half-built database: a server started on the folder while its indexes were being rebuilt
 * made the rebuild fail (SQLITE_BUSY), and left a database without them that looked complete.
 */
export async function generate(options: GenerateOptions): Promise<{ entries: number; seconds: number }> {
  if (options.databaseUrl) return generateInto(options);
  const building = `${options.dataDir}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  try {
    const result = await generateInto({ ...options, dataDir: building });
    renameSync(building, options.dataDir); // replaces an empty folder, refuses one with files
    return result;
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    throw error;
  }
}

async function generateInto(options: GenerateOptions): Promise<{ entries: number; seconds: number }> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  if (options.databaseUrl) await ensurePostgresDatabase(options.databaseUrl);
  const config = loadConfig({
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    LOG_LEVEL: 'silent',
  });
  const db = createDatabase(config.database);
  await migrateToLatest(db);
  await seedDatabase(db);
  let entries: number;
  if (config.database.kind === 'postgres') {
    entries = await loadPostgres(options, db, config.database.url);
  } else {
    await db.destroy();
    entries = await loadSqlite(options, config.database.file);
  }
  const reopened = config.database.kind === 'postgres' ? db : createDatabase(config.database);
  // The counts were written with the rows; the triggers keep them from here on.
  await createReporterCountTriggers(reopened);
  // The per-day entity counts are summed from the loaded rows (each helper does nothing on the
  // other engine).
  await backfillEntityDailyCounts(reopened);
  await createEntityDailyCountTriggers(reopened);
  await backfillPostgresEntityDailyCounts(reopened);
  await createPostgresEntityDailyCountTriggers(reopened);
  const t = performance.now();
  if (config.database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.database.url, max: 1 });
    // VACUUM as well: rows loaded by COPY are not yet marked all-visible, so every count read the
    // table instead of the index only (a 30-day window: 144 ms, 10 ms after), as no server that
    // autovacuum has passed over would.
    await pool.query('vacuum (analyze)');
    // Last: PostgreSQL is loaded in place (SQLite is moved into place complete), so the benchmark
    // tells a finished load from one that stopped half-way by this mark (postgresLoadState).
    await pool.query(`comment on table scam_entities is '${POSTGRES_LOADED_MARK} ${options.entities}'`);
    await pool.end();
  } else {
    await reopened.destroy();
    // Full statistics (see refreshPlannerStatistics), so the server starts with good plans, then WAL.
    const sqlite = new SQLite(config.database.file);
    sqlite.pragma('analysis_limit = 0');
    sqlite.exec('analyze');
    dropPlannerSamples(sqlite);
    sqlite.pragma('journal_mode = WAL');
    sqlite.close();
  }
  if (config.database.kind === 'postgres') await reopened.destroy();
  log(`statistics in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  return { entries, seconds: (performance.now() - started) / 1000 };
}

/** The start of the comment the generator leaves on a PostgreSQL database's scam_entities when done. */
export const POSTGRES_LOADED_MARK = 'satark bench:data complete:';

/**
 * What a PostgreSQL database holds: `empty` (no database, no table or no rows yet), `complete` (a
 * load that finished), or `partial` (rows of a load that stopped before its end).
 */
export async function postgresLoadState(databaseUrl: string): Promise<'empty' | 'complete' | 'partial'> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ filled: boolean; mark: string | null }>(
      `select exists (select 1 from scam_entities) as filled,
              obj_description('scam_entities'::regclass, 'pg_class') as mark`,
    );
    const [{ filled, mark }] = rows as [{ filled: boolean; mark: string | null }];
    if (!filled) return 'empty';
    return mark?.startsWith(POSTGRES_LOADED_MARK) ? 'complete' : 'partial';
  } catch {
    return 'empty'; // no such database or table yet
  } finally {
    await client.end().catch(() => undefined);
  }
}

export function todayUtc(): number {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      entities: { type: 'string', default: '200000' },
      users: { type: 'string', default: '100000' },
      validators: { type: 'string', default: '300' },
      seed: { type: 'string', default: '1' },
      now: { type: 'string' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
    },
  });
  const dataDir = values['data-dir'];
  if (!dataDir) {
    console.error('usage: npm run bench:data -- --entities 1000000 --data-dir DIR [--database-url postgres://…]');
    process.exit(2);
  }
  if (!values['database-url'] && existsSync(path.join(dataDir, 'satark.db'))) {
    console.error(`${dataDir} already has a database; pick a new folder`);
    process.exit(2);
  }
  const options: GenerateOptions = {
    entities: Number(values.entities),
    users: Number(values.users),
    validators: Number(values.validators),
    seed: Number(values.seed),
    now: values.now ? Date.parse(values.now) : todayUtc(),
    dataDir,
    databaseUrl: values['database-url'],
    log: (line) => console.log(line),
  };
  const result = await generate(options);
  console.log(
    `${options.entities.toLocaleString('en-IN')} entities, ${result.entries.toLocaleString('en-IN')} entries, ${options.users.toLocaleString('en-IN')} users in ${result.seconds.toFixed(1)} s`,
  );
}
