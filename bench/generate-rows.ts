// The rows `npm run bench:data` writes, made in the order they are loaded: users, then entities with
// their entries a batch at a time, then the leader-board counts. Deterministic for a given seed and
// `now`; runs on a thread of its own (generate-rows-thread.ts) while the loader writes.
import type { ReportType } from '../packages/shared/src/constants.js';

export interface RowOptions {
  entities: number;
  users: number;
  validators: number;
  seed: number;
  /** Times are spread over the two years before this instant. */
  now: number;
  log?: ((line: string) => void) | undefined;
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

/** HEX[b]: the byte b as two hex digits (a table: the ids' toString(16) was a tenth of the time). */
const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));
const hex8 = (n: number) => HEX[n >>> 24]! + HEX[(n >>> 16) & 255]! + HEX[(n >>> 8) & 255]! + HEX[n & 255]!;

/** UUID-shaped ids that grow with `n` (like UUIDv7), so primary-key inserts append. */
function orderedId(rng: Rng, n: number, tag: number): string {
  // tag * 2^40 + n as 12 hex digits (n < 2^32).
  const top = tag * 256 + Math.floor(n / 2 ** 32);
  const h = HEX[top >>> 8]! + HEX[top & 255]! + hex8(n >>> 0);
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

const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));
const DAY_PREFIXES = new Map<number, string>();

/**
 * `new Date(ms).toISOString()` for a whole number of milliseconds, the day's part made once per day:
 * a Date for each of the ~10 million times written was over a third of the time making the rows.
 */
export function isoTime(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  let prefix = DAY_PREFIXES.get(day);
  if (prefix === undefined) {
    prefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
    DAY_PREFIXES.set(day, prefix);
  }
  const ofDay = ms - day * DAY_MS;
  const milliseconds = ofDay % 1000;
  const seconds = Math.floor(ofDay / 1000);
  return `${prefix}${TWO_DIGITS[Math.floor(seconds / 3600)]}:${TWO_DIGITS[Math.floor(seconds / 60) % 60]}:${TWO_DIGITS[seconds % 60]}.${THREE_DIGITS[milliseconds]}Z`;
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
export const DAILY_COLUMNS = ['user_id', 'day', 'entries', 'last_entry_at'] as const;
export const TOTAL_COLUMNS = ['user_id', 'entries', 'last_entry_at'] as const;
export type Row = (string | number | null)[];

export interface Sink {
  users(rows: Row[]): Promise<void>;
  /** Entities and their entries, a batch at a time. */
  batch(entities: Row[], entries: Row[]): Promise<void>;
  /** The leader-board counts (reporter_daily_counts, reporter_totals), as the triggers keep them. */
  counts(daily: Row[], totals: Row[]): Promise<void>;
}

/** Days a reporter's key spans in ReporterDays: more than the two years of data. */
const DAYS_PER_REPORTER = 1024;

/**
 * Entries on entities that are not REJECTED, per reporter and day: a count and the last time, in
 * typed arrays found by a small whole-number key (a Map from large keys to 3 million [count, last]
 * pairs was most of the garbage collector's work). Visited in the order the pairs were first seen.
 */
class ReporterDays {
  private readonly slots = new Map<number, number>();
  private counts = new Int32Array(1 << 16);
  private lasts = new Float64Array(1 << 16);
  constructor(private readonly firstDay: number) {}

  add(reporter: number, at: number) {
    const dayOffset = Math.floor(at / DAY_MS) - this.firstDay;
    if (dayOffset < 0 || dayOffset >= DAYS_PER_REPORTER) throw new RangeError(`no day slot for ${at}`);
    const key = reporter * DAYS_PER_REPORTER + dayOffset;
    let slot = this.slots.get(key);
    if (slot === undefined) {
      slot = this.slots.size;
      if (slot === this.counts.length) this.grow();
      this.slots.set(key, slot);
      this.lasts[slot] = at;
    }
    this.counts[slot]! += 1;
    this.lasts[slot] = Math.max(this.lasts[slot]!, at);
  }

  *[Symbol.iterator]() {
    for (const [key, slot] of this.slots) {
      const reporter = Math.floor(key / DAYS_PER_REPORTER);
      const day = this.firstDay + (key % DAYS_PER_REPORTER);
      yield { reporter, day, count: this.counts[slot]!, last: this.lasts[slot]! };
    }
  }

  private grow() {
    const counts = new Int32Array(this.counts.length * 2);
    counts.set(this.counts);
    this.counts = counts;
    const lasts = new Float64Array(this.lasts.length * 2);
    lasts.set(this.lasts);
    this.lasts = lasts;
  }
}

export async function produce(options: RowOptions, articleSlugs: string[], sink: Sink) {
  const rng = prng(options.seed);
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
      deleted ? isoTime(anchor - rng.int(SPAN_MS)) : null,
      isoTime(created),
      isoTime(created),
    ]);
  }
  for (let i = 0; i < userRows.length; i += 10_000) await sink.users(userRows.slice(i, i + 10_000));

  // A reporter index skewed towards active reporters (density ~ 1/sqrt(i)).
  const reporterIndex = () => Math.floor(options.users * rng.float() ** 2);
  const typeCounters: Record<ReportType, number> = { number: 0, upi: 0, sms: 0, email: 0, website: 0 };
  const maxEntries = Math.min(3000, options.users);
  let entryCounter = 0;
  const daily = new ReporterDays(Math.floor((anchor - 1 - SPAN_MS) / DAY_MS));
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
      if (status !== 'REJECTED') daily.add(r, at);
      entries.push([
        orderedId(rng, entryCounter++, 3),
        entityId,
        userIds[r]!,
        pick(rng, DETAILS),
        articleSlugs.length > 0 && rng.float() < 0.3 ? pick(rng, articleSlugs) : null,
        isoTime(at),
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
      isoTime(last),
      status === 'ACTIVE' ? `${pick(rng, FIRST)} (${pick(rng, UPI_WORDS)} scam)` : null,
      status === 'REJECTED' ? pick(rng, REJECT_REASONS) : null,
      firstReporter,
      verifier,
      moderatedAt === null ? null : isoTime(moderatedAt),
      isoTime(Math.max(last, moderatedAt ?? 0)),
      isoTime(first),
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
  for (const { reporter: r, day, count, last } of daily) {
    dailyRows.push([userIds[r]!, isoTime(day * DAY_MS).slice(0, 10), count, isoTime(last)]);
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
    [...totals].map(([r, [count, last]]) => [userIds[r]!, count, isoTime(last)]),
  );
  return { entries: entryCounter };
}
