// The queries of owner disputes: filing and deciding one (run inside the service's transaction),
// keeping the entity's `disputed` flag, and the reads: a user's own, the validators' list of open
// ones, the overdue ones for operators, and the proof lookup behind signed links.
import { sql } from 'kysely';
import { ANONYMOUS_NAME } from '@satark/shared/constants';
import type { MyDispute, OpenDispute } from '@satark/shared/api-types';
import type { DisputeStatus } from '@satark/shared/disputes';
import type { Db } from '../../db/database.js';
import { newId } from '../../lib/ids.js';
import { listEntriesOfEntity, toRecord } from '../scam-reports/index.js';

// ---- Filing and deciding ----

/** What filing a dispute reads of the entity. */
export async function findEntityToDispute(db: Db, entityId: string) {
  return db
    .selectFrom('scam_entities')
    .select(['id', 'status', 'phone', 'scammer_id'])
    .where('id', '=', entityId)
    .executeTakeFirst();
}

export interface NewDispute {
  reference: string;
  entityId: string;
  userId: string;
  reason: string;
  ownerVerified: boolean;
  /** The proof already in storage under `key`. */
  proof: { key: string; contentType: string; size: number; downloadName: string } | null;
  dueBy: string;
  now: string;
}

/**
 * An OPEN dispute by the user on the entity, acknowledged now; undefined when the user has an open
 * one on it already (the partial unique index on (entity_id, user_id) where OPEN).
 */
export async function addOpenDispute(
  db: Db,
  input: NewDispute,
): Promise<{ id: string; reference: string } | undefined> {
  return (
    db
      .insertInto('disputes')
      .values({
        id: newId(),
        reference: input.reference,
        entity_id: input.entityId,
        user_id: input.userId,
        reason: input.reason,
        owner_verified: input.ownerVerified ? 1 : 0,
        status: 'OPEN',
        decision_note: null,
        decided_by: null,
        decided_at: null,
        proof_key: input.proof?.key ?? null,
        proof_content_type: input.proof?.contentType ?? null,
        proof_size: input.proof?.size ?? null,
        proof_download_name: input.proof?.downloadName ?? null,
        // Acknowledged on receipt: the reference is the acknowledgement the IT Rules ask for.
        acknowledged_at: input.now,
        due_by: input.dueBy,
        created_at: input.now,
      })
      // The target repeats the partial index's condition as a literal, or SQLite cannot match it.
      .onConflict((oc) =>
        oc
          .columns(['entity_id', 'user_id'])
          .where(sql<boolean>`status = 'OPEN'`)
          .doNothing(),
      )
      .returning(['id', 'reference'])
      .executeTakeFirst()
  );
}

/** Sets `disputed` from the open owner-verified disputes of the entity (one indexed subquery). */
export async function refreshDisputedFlag(db: Db, entityId: string, now: string): Promise<void> {
  const open = sql<number>`case when exists (select 1 from disputes where disputes.entity_id = ${entityId} and disputes.status = 'OPEN' and disputes.owner_verified = 1) then 1 else 0 end`;
  await db.updateTable('scam_entities').set({ disputed: open, changed_at: now }).where('id', '=', entityId).execute();
}

/** What deciding a dispute reads: the dispute, who filed it, and its entity. */
export async function findDisputeToDecide(db: Db, disputeId: string) {
  return db
    .selectFrom('disputes')
    .innerJoin('scam_entities', 'scam_entities.id', 'disputes.entity_id')
    .select([
      'disputes.id',
      'disputes.status',
      'disputes.user_id as disputerId',
      'scam_entities.id as entityId',
      'scam_entities.status as entityStatus',
      'scam_entities.verifier_id as verifierId',
      'scam_entities.scammer_id as scammerId',
    ])
    .where('disputes.id', '=', disputeId)
    .executeTakeFirst();
}

/**
 * The dispute closed with the decision, only if it is still OPEN: a conditional UPDATE, so of two
 * validators racing only one decides. Whether it closed.
 */
export async function closeOpenDispute(
  db: Db,
  input: { disputeId: string; status: Exclude<DisputeStatus, 'OPEN'>; note: string; deciderId: string; now: string },
): Promise<boolean> {
  const closed = await db
    .updateTable('disputes')
    .set({
      status: input.status,
      decision_note: input.note,
      decided_by: input.deciderId,
      decided_at: input.now,
    })
    .where('id', '=', input.disputeId)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
  return Number(closed.numUpdatedRows) > 0;
}

// ---- Reads ----

export async function listMyDisputes(
  db: Db,
  userId: string,
  page: { page: number; size: number },
): Promise<{ total: number; data: MyDispute[] }> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('disputes')
      .innerJoin('scam_entities', 'scam_entities.id', 'disputes.entity_id')
      .select([
        'disputes.id',
        'disputes.reference',
        'disputes.status',
        'disputes.decision_note',
        'disputes.created_at',
        'disputes.decided_at',
        'disputes.due_by',
        'scam_entities.id as entityId',
        'scam_entities.scammer_id as scammerId',
      ])
      .where('disputes.user_id', '=', userId)
      .orderBy('disputes.created_at', 'desc')
      .orderBy('disputes.id')
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute(),
    db
      .selectFrom('disputes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(total.n),
    data: rows.map((row) => ({
      disputeId: row.id,
      reference: row.reference,
      entity: { id: row.entityId, scammerId: row.scammerId },
      status: row.status,
      decisionNote: row.decision_note,
      createdAt: row.created_at,
      decidedAt: row.decided_at,
      dueBy: row.due_by,
    })),
  };
}

/** Open disputes, oldest first, each with the listing and its entries (the reporters' side). */
export async function listOpenDisputes(
  db: Db,
  page: { page: number; size: number },
): Promise<{ total: number; data: OpenDispute[] }> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('disputes')
      .innerJoin('scam_entities', 'scam_entities.id', 'disputes.entity_id')
      .leftJoin('users', 'users.id', 'disputes.user_id')
      .selectAll('scam_entities')
      .select([
        'disputes.id as disputeId',
        'disputes.reference',
        'disputes.reason',
        'disputes.owner_verified',
        'disputes.proof_key',
        'disputes.created_at as disputeCreatedAt',
        'disputes.due_by',
        'users.name as disputerName',
      ])
      .where('disputes.status', '=', 'OPEN')
      .orderBy('disputes.created_at', 'asc')
      .orderBy('disputes.id')
      .limit(page.size)
      .offset((page.page - 1) * page.size)
      .execute(),
    countOpenDisputes(db),
  ]);
  const data = await Promise.all(
    rows.map(async (row) => ({
      disputeId: row.disputeId,
      reference: row.reference,
      reason: row.reason,
      ownerVerified: row.owner_verified === 1,
      proof: row.proof_key,
      disputer: { name: row.disputerName ?? ANONYMOUS_NAME },
      createdAt: row.disputeCreatedAt,
      dueBy: row.due_by,
      entity: Object.assign(toRecord(row), { reports: await listEntriesOfEntity(db, row) }),
    })),
  );
  return { total, data };
}

export async function countOpenDisputes(db: Db): Promise<number> {
  const row = await db
    .selectFrom('disputes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'OPEN')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Open disputes whose `due_by` has passed (or all open ones), oldest due first. */
export async function listOpenDisputesForOperators(db: Db, options: { overdueAt?: string }) {
  let query = db
    .selectFrom('disputes')
    .innerJoin('scam_entities', 'scam_entities.id', 'disputes.entity_id')
    .select([
      'disputes.reference',
      'disputes.owner_verified',
      'disputes.created_at',
      'disputes.due_by',
      'scam_entities.scammer_id as scammerId',
      'scam_entities.status as entityStatus',
    ])
    .where('disputes.status', '=', 'OPEN');
  if (options.overdueAt) query = query.where('disputes.due_by', '<', options.overdueAt);
  return query.orderBy('disputes.due_by', 'asc').execute();
}

/** A dispute's proof by its storage key, with who may see it (validators and the disputer). */
export async function findDisputeProof(db: Db, key: string) {
  const row = await db
    .selectFrom('disputes')
    .select([
      'proof_key as key',
      'proof_content_type as contentType',
      'proof_download_name as downloadName',
      'user_id as disputerId',
    ])
    .where('proof_key', '=', key)
    .executeTakeFirst();
  return row
    ? { ...row, contentType: row.contentType ?? 'application/octet-stream', downloadName: row.downloadName ?? 'proof' }
    : undefined;
}
