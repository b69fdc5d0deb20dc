// Stored notifications: written inside the transaction of the change they tell about (a
// moderation, a dispute), read newest first, rendered in the reader's language on the way out.
import type { NotificationItem } from '@satark/shared/api-types';
import { VALIDATOR_MIN_RANK } from '@satark/shared/constants';
import {
  renderNotification,
  type NotificationKind,
  type NotificationLanguage,
  type NotificationParams,
} from '@satark/shared/notifications';
import type { Db } from '../../db/database.js';
import { newId, nowIso } from '../../lib/ids.js';

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  entityId: string | null;
  params: NotificationParams;
}

export async function addNotifications(trx: Db, notices: NewNotification[]): Promise<void> {
  if (notices.length === 0) return;
  const now = nowIso();
  await trx
    .insertInto('notifications')
    .values(
      notices.map((n) => ({
        id: newId(),
        user_id: n.userId,
        kind: n.kind,
        entity_id: n.entityId,
        params: JSON.stringify(n.params),
        read_at: null,
        created_at: now,
      })),
    )
    .execute();
}

/** The live accounts with a report entry on the entity. */
export async function reportersOf(trx: Db, entityId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('report_entries')
    .innerJoin('users', 'users.id', 'report_entries.reporter_id')
    .select('users.id')
    .where('report_entries.entity_id', '=', entityId)
    .where('users.status', '!=', 'DELETED')
    .execute();
  return rows.map((row) => row.id);
}

/** Reporters of the entity who are not validators yet: the ones a verification may promote. */
export async function reportersBelowValidator(trx: Db, entityId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('report_entries')
    .innerJoin('users', 'users.id', 'report_entries.reporter_id')
    .select('users.id')
    .where('report_entries.entity_id', '=', entityId)
    .where('users.rank', '<', VALIDATOR_MIN_RANK)
    .execute();
  return rows.map((row) => row.id);
}

/** Tells each reporter what the moderation did, and each of `candidates` who just became a validator. */
export async function notifyModeration(
  trx: Db,
  change: {
    entityId: string;
    scammerId: string;
    action: 'verify' | 'reject';
    reason?: string;
    candidates: string[];
  },
): Promise<void> {
  const reporters = await reportersOf(trx, change.entityId);
  const notices: NewNotification[] = reporters.map((userId) => ({
    userId,
    kind: change.action === 'verify' ? 'REPORT_VERIFIED' : 'REPORT_REJECTED',
    entityId: change.entityId,
    params:
      change.action === 'verify'
        ? { scammerId: change.scammerId }
        : { scammerId: change.scammerId, reason: change.reason },
  }));
  if (change.candidates.length > 0) {
    const promoted = await trx
      .selectFrom('users')
      .select('id')
      .where('id', 'in', change.candidates)
      .where('rank', '>=', VALIDATOR_MIN_RANK)
      // "First passes 10": someone who lost the rank and regained it is not told twice.
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('notifications')
              .select('notifications.id')
              .whereRef('notifications.user_id', '=', 'users.id')
              .where('notifications.kind', '=', 'BECAME_VALIDATOR'),
          ),
        ),
      )
      .execute();
    for (const { id } of promoted) notices.push({ userId: id, kind: 'BECAME_VALIDATOR', entityId: null, params: {} });
  }
  await addNotifications(trx, notices);
}

export async function listNotifications(
  db: Db,
  userId: string,
  page: { page: number; size: number },
  language: NotificationLanguage,
): Promise<{ total: number; unread: number; data: NotificationItem[] }> {
  const [rows, total, unread] = await Promise.all([
    db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute(),
    db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    countUnread(db, userId),
  ]);
  return {
    total: Number(total.n),
    unread,
    data: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      entityId: row.entity_id,
      message: renderNotification(row.kind, JSON.parse(row.params) as NotificationParams, language),
      createdAt: row.created_at,
      readAt: row.read_at,
    })),
  };
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the user's own notifications read: those in `ids`, or all of them. */
export async function markRead(db: Db, userId: string, ids: string[] | undefined): Promise<void> {
  if (ids && ids.length === 0) return;
  let query = db
    .updateTable('notifications')
    .set({ read_at: nowIso() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids) query = query.where('id', 'in', ids);
  await query.execute();
}
