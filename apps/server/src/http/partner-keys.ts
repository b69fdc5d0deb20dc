// Partner API keys (API.md "Open data, partner keys and complaint export"). A key is `sk_` and 32
// random bytes (base64url); only its SHA-256 is stored, so a leaked database gives no usable key.
// A request with `X-Api-Key` is identified here (http/rate-limits.ts applies the key's limit); its
// uses are added up in memory and written in one UPDATE per key every few seconds and on close.
// Why: docs/decisions/partner-keys.md.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '@satark/shared/messages';
import type { Db } from '../db/database.js';
import { newId, nowIso } from '../lib/ids.js';
import { AppError } from './errors.js';

export const API_KEY_HEADER = 'x-api-key';
const KEY_PREFIX = 'sk_';
/** `sk_` + 43 base64url characters (32 bytes). Anything else is refused without a query. */
const KEY_PATTERN = /^sk_[A-Za-z0-9_-]{43}$/;
/** Characters of the key kept in the clear, so an operator can tell keys apart. */
const SHOWN_PREFIX_LENGTH = 7;
/** How often the use counts reach the database. */
const USE_FLUSH_MS = 5_000;

export const DEFAULT_KEY_PER_MINUTE = 600;
export const MAX_KEY_PER_MINUTE = 100_000;

export interface PartnerKey {
  id: string;
  name: string;
  perMinute: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The partner key the request carries (set by `identifyPartner`); null without one. */
    partnerKey: PartnerKey | null;
  }
  interface FastifyInstance {
    partnerKeys: PartnerKeys;
  }
}

export const apiKeyRequired = () => new AppError(401, 'API_KEY_REQUIRED', SERVER_MESSAGES.apiKeyRequired);
export const invalidApiKey = () => new AppError(401, 'INVALID_API_KEY', SERVER_MESSAGES.invalidApiKey);

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Key lookups and the batched use counts of one server process. */
export class PartnerKeys {
  private readonly pending = new Map<string, { uses: number; lastUsedAt: string }>();
  private flushing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly db: Db) {
    this.timer = setInterval(() => void this.flush().catch(() => undefined), USE_FLUSH_MS);
    this.timer.unref();
  }

  /** The live (not revoked) key, or null. Not cached: a revocation holds from the next request. */
  async find(key: string): Promise<PartnerKey | null> {
    if (!KEY_PATTERN.test(key)) return null;
    const row = await this.db
      .selectFrom('api_keys')
      .select(['id', 'name', 'per_minute'])
      .where('key_hash', '=', hashApiKey(key))
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return row ? { id: row.id, name: row.name, perMinute: Number(row.per_minute) } : null;
  }

  /** Counts `uses` checks for the key; written by the next flush. */
  recordUse(keyId: string, uses: number): void {
    const entry = this.pending.get(keyId);
    const now = nowIso();
    if (entry) {
      entry.uses += uses;
      entry.lastUsedAt = now;
    } else this.pending.set(keyId, { uses, lastUsedAt: now });
  }

  /** Writes the counted uses: one relative UPDATE per key, so several processes add up. */
  flush(): Promise<void> {
    this.flushing = this.flushing
      .catch(() => undefined)
      .then(async () => {
        const batch = [...this.pending];
        this.pending.clear();
        for (const [id, { uses, lastUsedAt }] of batch) {
          try {
            await this.db
              .updateTable('api_keys')
              .set((eb) => ({ use_count: eb('use_count', '+', uses), last_used_at: lastUsedAt }))
              .where('id', '=', id)
              .execute();
          } catch (error) {
            // Kept for the next flush rather than lost (the database may be briefly away).
            this.recordUse(id, uses);
            throw error;
          }
        }
      });
    return this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  /** Uses counted but not yet written (tests). */
  get unwritten(): number {
    let total = 0;
    for (const entry of this.pending.values()) total += entry.uses;
    return total;
  }
}

/** Decorates the app with the process's PartnerKeys; the uses are written when the app closes. */
export function registerPartnerKeys(app: FastifyInstance, db: Db): void {
  const keys = new PartnerKeys(db);
  app.decorate('partnerKeys', keys);
  app.decorateRequest('partnerKey', null);
  app.addHook('onClose', async () => keys.close());
}

/**
 * Reads `X-Api-Key`: sets and returns `request.partnerKey` (null without the header), or throws 401
 * for an unknown or revoked key, or for no key when `required`.
 */
export async function identifyPartner(request: FastifyRequest, required: boolean): Promise<PartnerKey | null> {
  const header = request.headers[API_KEY_HEADER];
  if (header === undefined || header === '') {
    if (required) throw apiKeyRequired();
    return null;
  }
  const key = await request.server.partnerKeys.find(Array.isArray(header) ? header[0]! : header);
  if (!key) throw invalidApiKey();
  request.partnerKey = key;
  return key;
}

// ---- The operator's commands (admin/api-key-command.ts) ----

export interface ApiKeyListing {
  name: string;
  keyPrefix: string;
  perMinute: number;
  useCount: number;
  lastUsedAt: string | null;
  createdAt: string;
  revokedAt: string | null;
}

export class DuplicateKeyName extends Error {}

/** Creates a key; returns the key itself, which is shown once and never stored. */
export async function createApiKey(db: Db, name: string, perMinute: number): Promise<string> {
  const key = KEY_PREFIX + randomBytes(32).toString('base64url');
  const existing = await db
    .selectFrom('api_keys')
    .select('id')
    .where('name', '=', name)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (existing) throw new DuplicateKeyName(name);
  try {
    await db
      .insertInto('api_keys')
      .values({
        id: newId(),
        name,
        key_hash: hashApiKey(key),
        key_prefix: key.slice(0, SHOWN_PREFIX_LENGTH),
        per_minute: perMinute,
        last_used_at: null,
        created_at: nowIso(),
        revoked_at: null,
      })
      .execute();
  } catch (error) {
    // Two creates racing for one name: the unique index lets one in.
    const again = await db
      .selectFrom('api_keys')
      .select('id')
      .where('name', '=', name)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (again) throw new DuplicateKeyName(name);
    throw error;
  }
  return key;
}

export async function listApiKeys(db: Db): Promise<ApiKeyListing[]> {
  const rows = await db.selectFrom('api_keys').selectAll().orderBy('created_at').orderBy('name').execute();
  return rows.map((row) => ({
    name: row.name,
    keyPrefix: row.key_prefix,
    perMinute: Number(row.per_minute),
    useCount: Number(row.use_count),
    lastUsedAt: row.last_used_at,
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
  }));
}

/** Revokes the live key of that name; false when there is none. */
export async function revokeApiKey(db: Db, name: string): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: nowIso() })
    .where('name', '=', name)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
