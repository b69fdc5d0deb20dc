// Where OTP text messages go: the database outbox (local and dev) or a real SMS gateway over HTTP.
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { newId, nowIso } from '../lib/ids.js';

export interface SmsProvider {
  send(toE164: string, body: string): Promise<void>;
}

/** Keeps messages in `sms_outbox` instead of sending them; read back through GET /dev/sms-outbox. */
export class OutboxSmsProvider implements SmsProvider {
  constructor(private readonly db: Db) {}

  async send(toE164: string, body: string): Promise<void> {
    await this.db
      .insertInto('sms_outbox')
      .values({ id: newId(), to_phone: toE164, body, created_at: nowIso() })
      .execute();
  }
}

export interface OutboxMessage {
  to: string;
  body: string;
  createdAt: string;
}

/** The outbox messages sent to one phone, newest first. */
export async function readOutbox(db: Db, toE164: string, limit = 50): Promise<OutboxMessage[]> {
  const rows = await db
    .selectFrom('sms_outbox')
    .select(['to_phone', 'body', 'created_at'])
    .where('to_phone', '=', toE164)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ to: row.to_phone, body: row.body, createdAt: row.created_at }));
}

const GATEWAY_TIMEOUT_MS = 10_000;

/** A generic gateway adapter: POST `{to, body}` as JSON with a bearer token; any non-2xx answer fails. */
export class HttpSmsProvider implements SmsProvider {
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
  ) {}

  async send(toE164: string, body: string): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: JSON.stringify({ to: toE164, body }),
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    });
    // Drain the body so the connection can be reused.
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}

export function createSmsProvider(config: Config, db: Db): SmsProvider {
  return config.sms.provider === 'http'
    ? new HttpSmsProvider(config.sms.url, config.sms.token)
    : new OutboxSmsProvider(db);
}
