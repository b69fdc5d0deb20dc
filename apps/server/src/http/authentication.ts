// Bearer tokens: a JWT (jose, HS256) naming a session row, checked on every request so that logout,
// a password reset or a deletion revokes a token at once.
import { webcrypto } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { LruMap } from 'toad-cache';
import type SQLite from 'better-sqlite3';
import type { CompiledQuery } from 'kysely';
import { objectRows, sqliteConnectionOf, type Db, type ObjectRowStatement } from '../db/database.js';
import { readPrepared } from '../db/postgres-prepared.js';
import { NOT_READ, sqliteReadsTogether } from '../db/sqlite-reads-together.js';
import { bindStandIns, standIn } from '../db/stand-ins.js';
import type { UserRow } from '../db/schema.js';
import { isoAfter, newId, nowIso } from '../lib/ids.js';
import { unauthenticated } from './errors.js';

const SESSION_DAYS = 30;
const ISSUER = 'satark';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `loadUser`/`requireUser`; null for visitors. */
    user: UserRow | null;
    sessionId: string | null;
  }
}

export interface TokenDeps {
  db: Db;
  jwtSecret: string;
}

const importedKeys = new Map<string, Promise<webcrypto.CryptoKey>>();
/**
 * The secret as an HMAC key, imported once per secret: given the bytes, jose imported them again on
 * every request, more than half of a token's check (~27 µs of CPU of ~57, a loop with 50 in flight).
 */
function key(secret: string): Promise<webcrypto.CryptoKey> {
  let imported = importedKeys.get(secret);
  if (!imported) {
    const bytes = new TextEncoder().encode(secret);
    imported = webcrypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    importedKeys.set(secret, imported);
  }
  return imported;
}

/** What a token says once jose has verified its signature and claims. */
interface VerifiedToken {
  sessionId: string;
  userId: string;
  /** Its `exp`, in seconds. */
  expiresAt: number;
}

/** How many verified tokens each secret keeps: ~300 bytes each. */
const VERIFIED_TOKENS_KEPT = 10_000;
const verifiedTokensBySecret = new Map<string, LruMap<VerifiedToken>>();

/**
 * The token's session and user if it is ours and unexpired. A token jose verified is kept with
 * what it says until its `exp`: verifying (WebCrypto's HMAC, a job handed to a thread and back)
 * cost ~50-80 µs of CPU, a fifth of a signed-in detail page (docs/performance.md, session 44).
 * Keeping it skips no check that can change: the signature and issuer of a given string never do,
 * the expiry is compared again on every use, and the session is still read on every request.
 */
async function verifyToken(secret: string, token: string): Promise<VerifiedToken | null> {
  let verified = verifiedTokensBySecret.get(secret);
  if (!verified) verifiedTokensBySecret.set(secret, (verified = new LruMap<VerifiedToken>(VERIFIED_TOKENS_KEPT)));
  const kept = verified.get(token);
  if (kept) return kept.expiresAt > Date.now() / 1000 ? kept : null;
  try {
    const { payload } = await jwtVerify(token, await key(secret), { issuer: ISSUER, algorithms: ['HS256'] });
    if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string' || typeof payload.exp !== 'number')
      return null;
    const fresh = { sessionId: payload.sid, userId: payload.sub, expiresAt: payload.exp };
    verified.set(token, fresh);
    return fresh;
  } catch {
    return null;
  }
}

/** Opens a session for the user and returns its access token. */
export async function issueAccessToken(deps: TokenDeps, userId: string): Promise<string> {
  const sessionId = newId();
  const expiresAt = isoAfter(SESSION_DAYS * 24 * 60 * 60 * 1000);
  await deps.db
    .insertInto('sessions')
    .values({ id: sessionId, user_id: userId, created_at: nowIso(), expires_at: expiresAt, revoked_at: null })
    .execute();
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(new Date(expiresAt))
    .sign(await key(deps.jwtSecret));
}

/** The user and session a token stands for, or null when it is malformed, expired or revoked. */
export async function resolveAccessToken(
  deps: TokenDeps,
  token: string | undefined,
): Promise<{ user: UserRow; sessionId: string } | null> {
  if (!token || token.length > 4096) return null;
  const verified = await verifyToken(deps.jwtSecret, token);
  if (!verified) return null;
  const { sessionId, userId } = verified;
  const query = liveSessionQuery(deps.db);
  const values = { [SESSION_ID]: sessionId, [USER_ID]: userId, [NOW]: nowIso() };
  const row = await liveSessionUser(deps.db, { ...query, parameters: bindStandIns(query.parameters, values) });
  return row ? { user: row, sessionId } : null;
}

/**
 * The session's user. On SQLite the session reads of one pass of the event loop run together in one
 * read transaction (db/sqlite-reads-together.ts), as the checks and detail pages do: through Kysely
 * each took and dropped SQLite's read lock on its own, ~7% of a signed-in detail page's CPU.
 */
async function liveSessionUser(db: Db, query: CompiledQuery<UserRow>): Promise<UserRow | undefined> {
  const sqlite = sqliteConnectionOf(db);
  if (sqlite && !sqlite.inTransaction) {
    const row = await sqliteReadsTogether(sqlite, readLiveSession).load(query);
    if (row !== NOT_READ) return row ?? undefined;
  }
  // PostgreSQL, or a transaction open on SQLite's connection (Kysely waits for it to end).
  const [row] = await readPrepared<UserRow>(db, query);
  return row;
}

const liveSessionStatements = new WeakMap<SQLite.Database, ObjectRowStatement<UserRow>>();

function readLiveSession(sqlite: SQLite.Database, query: CompiledQuery<UserRow>): UserRow | null {
  let statement = liveSessionStatements.get(sqlite);
  if (!statement) liveSessionStatements.set(sqlite, (statement = objectRows<UserRow>(sqlite, query.sql)));
  return statement.get(...query.parameters) ?? null;
}

// Where the session's query, built and compiled once, takes each request's values.
const SESSION_ID = standIn('session-id');
const USER_ID = standIn('user-id');
const NOW = standIn('now');
const liveSessionQueries = new WeakMap<Db, CompiledQuery<UserRow>>();

/**
 * The user of a live session, read on every signed-in request: compiled once per database (Kysely
 * built it again each time, ~8% of a signed-in detail page's CPU) and, on PostgreSQL, sent as a
 * named prepared statement.
 */
function liveSessionQuery(db: Db): CompiledQuery<UserRow> {
  let query = liveSessionQueries.get(db);
  if (!query) {
    query = db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .where('sessions.id', '=', SESSION_ID)
      .where('sessions.user_id', '=', USER_ID)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', NOW)
      .compile();
    liveSessionQueries.set(db, query);
  }
  return query;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: nowIso() }).where('id', '=', sessionId).execute();
}

export async function revokeAllSessions(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * preHandler factory: sets request.user when a valid token is present, and lets visitors through.
 * A swept (DELETED) account keeps its session only so GET /auth/user can say so once
 * (`allowDeleted`); everywhere else it counts as a visitor.
 */
export function loadUser(deps: TokenDeps, { allowDeleted = false } = {}) {
  return async (request: FastifyRequest) => {
    const resolved = await resolveAccessToken(deps, bearerToken(request));
    const usable = resolved && (allowDeleted || resolved.user.status !== 'DELETED');
    request.user = usable ? resolved.user : null;
    request.sessionId = usable ? resolved.sessionId : null;
  };
}

/** preHandler factory: 401 unless a valid token of a live account is present. */
export function requireUser(deps: TokenDeps, options: { allowDeleted?: boolean } = {}) {
  const load = loadUser(deps, options);
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    await load(request);
    if (!request.user) throw unauthenticated();
  };
}
