// Queries on users and login_failures. Phones are stored as country code '+91' plus the 10-digit
// national number; OTPs and login failures key on the E.164 form.
import { COUNTRY_CODE } from '@satark/shared/constants';
import type { Db } from '../../db/database.js';
import { withKeyLocks } from '../../db/key-lock.js';
import type { NewUser, UserRow, UserUpdate } from '../../db/schema.js';
import { newId, nowIso } from '../../lib/ids.js';

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The account holding a phone; deleted accounts hold none. */
export function findUserByPhone(db: Db, nationalNumber: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('country_code', '=', COUNTRY_CODE)
    .where('phone_no', '=', nationalNumber)
    .executeTakeFirst();
}

export function findUserByGoogleSub(db: Db, googleSub: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('google_sub', '=', googleSub).executeTakeFirst();
}

/**
 * Creates an unverified account for a phone, or overwrites the name and password of the
 * unverified account already on it. False when a verified account holds the phone.
 */
export async function upsertUnverifiedUser(
  db: Db,
  input: { nationalNumber: string; name: string; passwordHash: string },
): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .insertInto('users')
    .values({
      id: newId(),
      name: input.name,
      country_code: COUNTRY_CODE,
      phone_no: input.nationalNumber,
      password_hash: input.passwordHash,
      google_sub: null,
      is_verified: 0,
      status: 'ACTIVE',
      deletion_scheduled_at: null,
      deleted_at: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['country_code', 'phone_no'])
        .doUpdateSet({ name: input.name, password_hash: input.passwordHash, updated_at: now })
        .where('users.is_verified', '=', 0),
    )
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** Inserts a Google account unless one with that subject appeared meanwhile; returns the stored row. */
export async function insertGoogleUser(db: Db, googleSub: string, name: string | null): Promise<UserRow> {
  const now = nowIso();
  const user: NewUser = {
    id: newId(),
    name,
    country_code: null,
    phone_no: null,
    password_hash: null,
    google_sub: googleSub,
    is_verified: 1,
    status: 'ACTIVE',
    deletion_scheduled_at: null,
    deleted_at: null,
    created_at: now,
    updated_at: now,
  };
  await db
    .insertInto('users')
    .values(user)
    .onConflict((oc) => oc.column('google_sub').doNothing())
    .execute();
  return (await findUserByGoogleSub(db, googleSub))!;
}

export async function updateUser(db: Db, id: string, patch: UserUpdate): Promise<UserRow> {
  await db
    .updateTable('users')
    .set({ ...patch, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
  return (await findUserById(db, id))!;
}

/** Removes an account that never verified its phone (it has no sessions and no content). */
export async function deleteUnverifiedUser(db: Db, id: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).where('is_verified', '=', 0).execute();
}

/**
 * Reserves one login attempt for a phone before its password is checked: under a lock per phone,
 * reads the newest recorded attempts and either records one more (returns its id) or says how many
 * seconds the phone stays locked. A recorded attempt counts as a failure until a right password
 * clears the phone's attempts, so 26 parallel tries check at most `max` passwords.
 */
export function reserveLoginAttempt(
  db: Db,
  phone: string,
  lockedSeconds: (attemptsNewestFirst: number[], now: number) => number,
  options: { since: string; max: number },
): Promise<{ attemptId: string } | { retryAfter: number }> {
  return withKeyLocks(db, [`login:${phone}`], async (trx) => {
    const rows = await trx
      .selectFrom('login_failures')
      .select('created_at')
      .where('phone', '=', phone)
      .where('created_at', '>', options.since)
      .orderBy('created_at', 'desc')
      .limit(options.max)
      .execute();
    const now = Date.now();
    const retryAfter = lockedSeconds(
      rows.map((row) => Date.parse(row.created_at)),
      now,
    );
    if (retryAfter > 0) return { retryAfter };
    const attemptId = newId();
    await trx
      .insertInto('login_failures')
      .values({ id: attemptId, phone, created_at: new Date(now).toISOString() })
      .execute();
    return { attemptId };
  });
}

export async function clearLoginFailures(db: Db, phone: string): Promise<void> {
  await db.deleteFrom('login_failures').where('phone', '=', phone).execute();
}

/** ACTIVE → TO_DELETE, due at `dueAt`. False when the account is not ACTIVE. */
export async function scheduleDeletion(db: Db, id: string, dueAt: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ status: 'TO_DELETE', deletion_scheduled_at: dueAt, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** TO_DELETE → ACTIVE. False when no deletion is pending (or the sweep already took the account). */
export async function cancelDeletion(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ status: 'ACTIVE', deletion_scheduled_at: null, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'TO_DELETE')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function listDueDeletions(db: Db, now: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('status', '=', 'TO_DELETE')
    .where('deletion_scheduled_at', '<=', now)
    .orderBy('deletion_scheduled_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Erases a due account's personal data and marks it DELETED. The conditional UPDATE is the claim:
 * when several processes sweep at once, only the one that changes the row goes on. Sessions stay,
 * so the next GET /auth/user can answer DELETED once (it then revokes that session).
 */
export async function eraseAccountIfDue(db: Db, id: string, now: string = nowIso()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('users')
      .select(['country_code', 'phone_no'])
      .where('id', '=', id)
      .executeTakeFirst();
    const claimed = await trx
      .updateTable('users')
      .set({
        name: null,
        country_code: null,
        phone_no: null,
        password_hash: null,
        google_sub: null,
        status: 'DELETED',
        deletion_scheduled_at: null,
        deleted_at: now,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('status', '=', 'TO_DELETE')
      .where('deletion_scheduled_at', '<=', now)
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) return false;

    await trx.deleteFrom('otps').where('user_id', '=', id).execute();
    // Notifications are the account's own mail; its disputes stay as the grievance record, as its
    // report entries stay (docs/decisions/deleted-accounts-keep-their-disputes.md).
    await trx.deleteFrom('notifications').where('user_id', '=', id).execute();
    if (before?.phone_no) {
      const phone = `${before.country_code}${before.phone_no}`;
      await trx.deleteFrom('otps').where('phone', '=', phone).execute();
      await trx.deleteFrom('login_failures').where('phone', '=', phone).execute();
      await trx.deleteFrom('sms_outbox').where('to_phone', '=', phone).execute();
    }
    return true;
  });
}
