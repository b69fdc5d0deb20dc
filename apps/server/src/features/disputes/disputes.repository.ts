// Reads of owner disputes: a user's own, the validators' list of open ones, the overdue ones for
// operators, and the proof lookup behind signed links.
import { ANONYMOUS_NAME } from '@satark/shared/constants';
import type { MyDispute, OpenDispute } from '@satark/shared/api-types';
import type { Db } from '../../db/database.js';
import { listEntriesOfEntity, toRecord } from '../scam-reports/index.js';

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
      entity: { ...toRecord(row), reports: await listEntriesOfEntity(db, row) },
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
