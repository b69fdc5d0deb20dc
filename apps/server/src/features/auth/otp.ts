// One-time codes sent by SMS (API.md "OTP"): 4 random digits, stored as an HMAC, bound to a phone and
// a purpose, valid 10 minutes, single use, void after 3 wrong tries. Send limits are counted from
// the otps table itself, so they hold across restarts and across several server processes.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  OTP_LENGTH,
  OTP_MAX_WRONG_TRIES,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_SENDS_PER_IP_PER_HOUR,
  OTP_SENDS_PER_PHONE_PER_DAY,
  OTP_SENDS_PER_PHONE_PER_HOUR,
  OTP_VALID_MINUTES,
  type OtpPurpose,
} from '@satark/shared/constants';
import { SERVER_MESSAGES } from '@satark/shared/messages';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import { withKeyLocks } from '../../db/key-lock.js';
import type { Database } from '../../db/schema.js';
import { AppError, tooManyRequests } from '../../http/errors.js';
import { isoAfter, isoBefore, newId, nowIso } from '../../lib/ids.js';
import type { SmsProvider } from '../../sms/sms-provider.js';

const MINUTE = 60_000;
/** The stored hash of a code that was recorded but not sent: no HMAC (64 hex digits) equals it. */
const NEVER_MATCHES = 'not-sent';
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface OtpDeps {
  db: Db;
  sms: SmsProvider;
  /** Key of the HMAC that stores codes; the JWT secret is fine (it never leaves the server). */
  secret: string;
  /** Names the site in the SMS for Android's WebOTP autofill (config PUBLIC_HOST). */
  publicHost?: string | undefined;
}

export interface OtpTarget {
  /** E.164 phone the code goes to. */
  phone: string;
  purpose: OtpPurpose;
  /** The signed-in user attaching a phone (purpose phone-change); null for the other purposes. */
  userId: string | null;
}

/** The SMS; its last line "@<host> #<code>" lets Android Chrome fill the code in (WebOTP). */
export const otpSmsText = (code: string, host?: string) =>
  `Your Satark code is ${code}. It is valid for ${OTP_VALID_MINUTES} minutes. Never share it with anyone.` +
  (host ? `\n\n@${host} #${code}` : '');

function hashCode(secret: string, target: OtpTarget, code: string): string {
  return createHmac('sha256', secret).update(`${target.phone}:${target.purpose}:${code}`).digest('hex');
}

/**
 * Creates a code, voids the older live codes for the same phone and purpose, and sends it by SMS.
 * With `deliver: false` nothing is sent and the stored code can never match: a phone without an
 * account gets the same limits and answers as one with an account (no enumeration through a
 * sequence of calls, see docs/decisions/auth-answers-never-tell-whether-an-account-exists.md).
 */
export async function sendOtp(
  deps: OtpDeps,
  target: OtpTarget,
  clientIp: string | null,
  { deliver = true }: { deliver?: boolean } = {},
): Promise<void> {
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const id = newId();
  // The limits are read and the new code written under one lock, so parallel sends cannot all
  // pass a limit that only one of them may pass.
  const lockKeys = [`otp-phone:${target.phone}`, ...(clientIp ? [`otp-ip:${clientIp}`] : [])];
  await withKeyLocks(deps.db, lockKeys, async (trx) => {
    await enforceSendLimits(trx, target.phone, clientIp);
    const now = nowIso();
    await trx
      .updateTable('otps')
      .set({ consumed_at: now })
      .where('phone', '=', target.phone)
      .where('purpose', '=', target.purpose)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('otps')
      .values({
        id,
        phone: target.phone,
        purpose: target.purpose,
        code_hash: deliver ? hashCode(deps.secret, target, code) : NEVER_MATCHES,
        user_id: target.userId,
        expires_at: isoAfter(OTP_VALID_MINUTES * MINUTE),
        consumed_at: null,
        client_ip: clientIp,
        created_at: now,
      })
      .execute();
  });
  if (!deliver) return;
  try {
    await deps.sms.send(target.phone, otpSmsText(code, deps.publicHost));
  } catch (error) {
    // A code nobody received must not count towards the limits or the resend cooldown.
    await deps.db.deleteFrom('otps').where('id', '=', id).execute();
    throw error;
  }
}

/**
 * Seconds until a sliding window allows one more send, or null when it allows one now.
 * `times` are the send times inside the window, newest first.
 */
function windowRetryAfter(times: number[], max: number, windowMs: number, now: number): number | null {
  if (times.length < max) return null;
  return (times[max - 1]! + windowMs - now) / 1000;
}

async function enforceSendLimits(db: Kysely<Database>, phone: string, clientIp: string | null): Promise<void> {
  const now = Date.now();
  const toPhone = (
    await db
      .selectFrom('otps')
      .select('created_at')
      .where('phone', '=', phone)
      .where('created_at', '>', isoBefore(DAY, now))
      .orderBy('created_at', 'desc')
      .execute()
  ).map((row) => Date.parse(row.created_at));

  const sinceLast = toPhone.length > 0 ? (now - toPhone[0]!) / 1000 : Infinity;
  if (sinceLast < OTP_RESEND_COOLDOWN_SECONDS) {
    throw tooManyRequests(OTP_RESEND_COOLDOWN_SECONDS - sinceLast, SERVER_MESSAGES.otpCooldown);
  }
  const lastHour = toPhone.filter((time) => time > now - HOUR);
  const wait =
    windowRetryAfter(lastHour, OTP_SENDS_PER_PHONE_PER_HOUR, HOUR, now) ??
    windowRetryAfter(toPhone, OTP_SENDS_PER_PHONE_PER_DAY, DAY, now);
  if (wait !== null) throw tooManyRequests(wait);

  if (clientIp) {
    const fromIp = await db
      .selectFrom('otps')
      .select('created_at')
      .where('client_ip', '=', clientIp)
      .where('created_at', '>', isoBefore(HOUR, now))
      .orderBy('created_at', 'desc')
      .limit(OTP_SENDS_PER_IP_PER_HOUR)
      .execute();
    const ipWait = windowRetryAfter(
      fromIp.map((row) => Date.parse(row.created_at)),
      OTP_SENDS_PER_IP_PER_HOUR,
      HOUR,
      now,
    );
    if (ipWait !== null) throw tooManyRequests(ipWait);
  }
}

export const otpError = (message: string) => new AppError(400, 'OTP_INVALID', message, { verifyCode: message });

/**
 * Consumes the live code for the target when `code` matches it; otherwise throws. Every try is
 * counted before the code is compared, with a conditional update, so parallel tries cannot check
 * more than OTP_MAX_WRONG_TRIES codes (a read-then-increment let ~30 of 20 parallel tries through).
 */
export async function checkOtp(deps: OtpDeps, target: OtpTarget, code: string): Promise<void> {
  const { db } = deps;
  const now = nowIso();
  const otp = await db
    .selectFrom('otps')
    .select(['id', 'code_hash'])
    .where('phone', '=', target.phone)
    .where('purpose', '=', target.purpose)
    .where((eb) => (target.userId ? eb('user_id', '=', target.userId) : eb('user_id', 'is', null)))
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .where('wrong_tries', '<', OTP_MAX_WRONG_TRIES)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!otp) throw otpError(SERVER_MESSAGES.otpInvalid);

  const reserved = await db
    .updateTable('otps')
    .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
    .where('id', '=', otp.id)
    .where('consumed_at', 'is', null)
    .where('wrong_tries', '<', OTP_MAX_WRONG_TRIES)
    .returning('wrong_tries')
    .executeTakeFirst();
  if (!reserved) throw otpError(SERVER_MESSAGES.otpInvalid);

  const given = Buffer.from(hashCode(deps.secret, target, code));
  const stored = Buffer.from(otp.code_hash);
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    if (reserved.wrong_tries < OTP_MAX_WRONG_TRIES) throw otpError(SERVER_MESSAGES.otpInvalid);
    await db
      .updateTable('otps')
      .set({ consumed_at: now })
      .where('id', '=', otp.id)
      .where('consumed_at', 'is', null)
      .execute();
    throw otpError(SERVER_MESSAGES.otpTooManyTries);
  }

  // Conditional, so two requests racing with the same code cannot both use it.
  const claimed = await db
    .updateTable('otps')
    .set({ consumed_at: now })
    .where('id', '=', otp.id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (claimed.numUpdatedRows === 0n) throw otpError(SERVER_MESSAGES.otpInvalid);
}

/** The target of the newest code sent to a phone (what resend-otp sends again), if any, and whether it was delivered. */
export async function lastOtpTarget(
  db: Db,
  phone: string,
): Promise<{ target: OtpTarget; delivered: boolean } | undefined> {
  const row = await db
    .selectFrom('otps')
    .select(['purpose', 'user_id', 'code_hash'])
    .where('phone', '=', phone)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!row) return undefined;
  return { target: { phone, purpose: row.purpose, userId: row.user_id }, delivered: row.code_hash !== NEVER_MATCHES };
}
