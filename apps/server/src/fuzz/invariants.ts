// What must hold after every fuzz request: the server still answers, nothing is 5xx, every refusal
// is API.md's envelope with a known status and code, no secret or internal leaks into an answer,
// every message of a refusal is a shared one the web can show in Hindi, and a refused request
// changed neither the database nor the files under DATA_DIR.
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { ERROR_CODES } from '@satark/shared/errors';
import { isSharedMessage } from '@satark/shared/messages';
import type { FuzzRequest, FuzzResponse } from './http-client.js';
import { send } from './http-client.js';
import type { LiveServer } from './live-server.js';

/**
 * The failure statuses of API.md "Conventions", plus the download's 416 and the two that Node's
 * HTTP parser decides before any route (408 a request too slow, 431 headers too large), which keep
 * the envelope too (http/client-errors.ts).
 */
export const ERROR_STATUSES = new Set([400, 401, 403, 404, 408, 409, 413, 415, 416, 429, 431]);
const KNOWN_CODES = new Set<string>(ERROR_CODES);

/**
 * Tables that count refused attempts by design (failed logins, rate-limit counters): a refused
 * request may add to them. Any other table must keep its row count.
 */
const ATTEMPT_TABLE = /login_failures|rate_limit|ratelimit|attempt|counter|throttle/i;
/** Tables whose content (not only count) may change on a refusal: a wrong OTP counts a try on its row. */
const COUNT_ONLY_TABLES = new Set(['otps']);

export interface Snapshot {
  counts: Record<string, number>;
  digests: Record<string, string>;
  files: string[];
}

export class Invariants {
  private tables: string[] = [];

  constructor(private readonly server: LiveServer) {}

  /** Reads the table list once: a migration does not run while the suite does. */
  async init(): Promise<void> {
    const schema = this.server.config.database.kind === 'postgres' ? this.server.config.database.schema : undefined;
    const tables = await this.server.db.introspection.getTables();
    this.tables = tables
      .filter((t) => !t.isView && (schema === undefined || t.schema === schema))
      .map((t) => t.name)
      .filter((name) => !/^kysely_/.test(name) && !/^sqlite_/.test(name))
      .sort();
    if (this.tables.length < 5) throw new Error(`expected the app's tables, found ${this.tables.join(', ')}`);
  }

  async snapshot(): Promise<Snapshot> {
    const { db } = this.server;
    const counts: Record<string, number> = {};
    const digests: Record<string, string> = {};
    for (const table of this.tables) {
      if (ATTEMPT_TABLE.test(table)) continue;
      if (COUNT_ONLY_TABLES.has(table)) {
        const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
        counts[table] = Number(rows[0]!.n);
        continue;
      }
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
      counts[table] = rows.length;
      const lines = rows.map((row) => JSON.stringify(row, Object.keys(row).sort())).sort();
      digests[table] = createHash('sha256').update(lines.join('\n')).digest('hex');
    }
    return { counts, digests, files: this.filesUnderDataDir() };
  }

  /** Every file under DATA_DIR but the database's own (its WAL comes and goes with checkpoints). */
  filesUnderDataDir(): string[] {
    const root = this.server.config.dataDir;
    const dbFile = this.server.config.database.kind === 'sqlite' ? path.basename(this.server.config.database.file) : '';
    let entries: string[] = [];
    try {
      entries = readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
        .filter((name) => !dbFile || !name.startsWith(dbFile));
    } catch {
      return [];
    }
    return entries
      .map((name) => `${name}:${statSync(path.join(root, name), { throwIfNoEntry: false })?.size ?? '-'}`)
      .sort();
  }

  /** Throws when the server no longer answers its health check. */
  async assertAlive(): Promise<void> {
    let response: FuzzResponse;
    try {
      response = await send(this.server.port, { method: 'GET', path: '/healthz' });
    } catch (error) {
      throw new Error(`the server stopped answering: ${String(error)}`);
    }
    if (response.status !== 200)
      throw new Error(`/healthz answered ${response.status}: ${response.text.slice(0, 200)}`);
  }
}

export function describeRequest(request: FuzzRequest): string {
  const body = request.body
    ? request.body.length > 600
      ? `${request.body.subarray(0, 600).toString('utf8')}… (${request.body.length} bytes)`
      : request.body.toString('utf8')
    : '';
  return `${request.method} ${request.path.slice(0, 600)}\nheaders: ${JSON.stringify(request.headers ?? {}).slice(0, 600)}\nbody: ${body}`;
}

function describeResponse(response: FuzzResponse): string {
  return `${response.status} ${response.headers['content-type'] ?? ''}\n${response.text.slice(0, 600)}`;
}

/** Strings that never belong in an answer: the server's secrets and internals of a failure. */
export function leakPatterns(server: LiveServer): (string | RegExp)[] {
  return [
    server.config.jwtSecret,
    server.config.fileUrlSecret,
    /password_hash|code_hash/,
    /SQLITE_|sqlite3|syntax error at or near|relation ".*" does not exist/i,
    /\n\s+at .+\(.+:\d+:\d+\)/,
    /root:x:0:0/,
  ];
}

/**
 * A refusal's text the web can show in English and Hindi: a shared message, or the safelisted
 * refusal, which the server writes in the language the request asks for (API.md).
 */
const SAFELISTED = /^This is an official .+ It can't be reported\.|का आधिकारिक .+ है। इसकी रिपोर्ट नहीं की जा सकती।/;
const bilingual = (message: string) => isSharedMessage(message) || SAFELISTED.test(message);

/**
 * The answer's own problems (status, envelope, leaks). `allowStatuses` widens the success set for
 * a call (a download's 206, a 202 deletion); everything else must be one of API.md's.
 */
export function answerProblems(server: LiveServer, response: FuzzResponse): string[] {
  const problems: string[] = [];
  const { status } = response;
  if (status >= 500) problems.push(`status ${status}`);
  else if (status >= 400 && !ERROR_STATUSES.has(status)) problems.push(`status ${status} is not one of API.md's`);
  else if (status < 200 || (status >= 300 && status !== 304 && status < 400)) problems.push(`status ${status}`);

  for (const pattern of leakPatterns(server)) {
    const leaked = typeof pattern === 'string' ? response.text.includes(pattern) : pattern.test(response.text);
    if (leaked) problems.push(`the answer leaks ${String(pattern).slice(0, 40)}`);
  }

  if (status >= 400) {
    const contentType = String(response.headers['content-type'] ?? '');
    if (!contentType.startsWith('application/json')) problems.push(`a refusal sent as "${contentType}"`);
    let body: unknown;
    try {
      body = JSON.parse(response.text);
    } catch {
      problems.push('a refusal whose body is not JSON');
      return problems;
    }
    const envelope = body as Record<string, unknown>;
    if (envelope === null || typeof envelope !== 'object' || Array.isArray(envelope)) {
      problems.push('a refusal whose body is not an object');
      return problems;
    }
    if (envelope.success !== false) problems.push('a refusal without success:false');
    if (typeof envelope.code !== 'string' || !KNOWN_CODES.has(envelope.code)) {
      problems.push(`unknown code ${JSON.stringify(envelope.code)}`);
    }
    if (typeof envelope.message !== 'string' || envelope.message.trim() === '') problems.push('no message');
    else if (!bilingual(envelope.message)) problems.push(`a message with no Hindi text: ${envelope.message}`);
    if (envelope.errors !== undefined) {
      const errors = envelope.errors as Record<string, unknown>;
      if (errors === null || typeof errors !== 'object' || Array.isArray(errors)) problems.push('errors is not a map');
      else if (Object.values(errors).some((v) => typeof v !== 'string' || v === '')) {
        problems.push('errors has a value that is not a message');
      } else {
        for (const [field, message] of Object.entries(errors as Record<string, string>)) {
          if (!bilingual(message)) problems.push(`${field}: a field message with no Hindi text: ${message}`);
        }
      }
    }
    if (status === 429) {
      if (!response.headers['retry-after']) problems.push('429 without Retry-After');
      if (typeof envelope.retryAfter !== 'number') problems.push('429 without retryAfter in the body');
    }
  }
  return problems;
}

/** The difference between two snapshots, one line per change. */
export function snapshotChanges(before: Snapshot, after: Snapshot): string[] {
  const changes: string[] = [];
  for (const [table, count] of Object.entries(before.counts)) {
    if (after.counts[table] !== count) changes.push(`${table}: ${count} → ${after.counts[table]} rows`);
    else if (before.digests[table] !== after.digests[table]) changes.push(`${table}: a row changed`);
  }
  const beforeFiles = new Set(before.files);
  const afterFiles = new Set(after.files);
  for (const file of after.files) if (!beforeFiles.has(file)) changes.push(`file appeared: ${file}`);
  for (const file of before.files) if (!afterFiles.has(file)) changes.push(`file vanished: ${file}`);
  return changes;
}

/** How many answers of each status the suite saw, per file: printed at the end to show what was reached. */
export const statusCounts = new Map<number, number>();
export const formatStatusCounts = () =>
  [...statusCounts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');

/**
 * Sends one request and checks everything: the answer, the server's health, and (for a refusal)
 * that the database and DATA_DIR are as they were. Throws with the request and the answer.
 */
export async function checkRequest(
  server: LiveServer,
  invariants: Invariants,
  request: FuzzRequest,
  extraChecks?: (response: FuzzResponse) => string[],
): Promise<FuzzResponse> {
  const before = await invariants.snapshot();
  let response: FuzzResponse;
  try {
    response = await send(server.port, request);
  } catch (error) {
    await invariants.assertAlive();
    throw new Error(`no answer (${String(error)}) to\n${describeRequest(request)}`);
  }
  statusCounts.set(response.status, (statusCounts.get(response.status) ?? 0) + 1);
  const problems = [...answerProblems(server, response), ...(extraChecks?.(response) ?? [])];
  // The one refusal that writes by design: a login to an unverified account answers 403 NOT_VERIFIED
  // and sends a new code (docs/decisions/unverified-accounts.md), so its OTP and outbox rows are expected.
  const sendsNewCode = response.status === 403 && response.text.includes('"NOT_VERIFIED"');
  if (response.status >= 400) {
    const changes = snapshotChanges(before, await invariants.snapshot());
    problems.push(...(sendsNewCode ? changes.filter((change) => !/^(otps|sms_outbox):/.test(change)) : changes));
  }
  await invariants.assertAlive();
  if (problems.length > 0) {
    throw new Error(
      `${problems.join('; ')}\n--- request\n${describeRequest(request)}\n--- response\n${describeResponse(response)}`,
    );
  }
  return response;
}
