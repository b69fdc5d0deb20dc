// Owner disputes (API.md "Owner disputes"): filing one, deciding one, and keeping the entity's
// `disputed` flag right on every write so reads never join the disputes table.
import { randomInt } from 'node:crypto';
import {
  DISPUTE_DUE_DAYS,
  DISPUTE_REFERENCE_ALPHABET,
  disputeRemovalReason,
  type DisputeDecision,
} from '@satark/shared/disputes';
import type { DisputeCreated } from '@satark/shared/api-types';
import { normalizePhone } from '@satark/shared/identifiers';
import { SERVER_MESSAGES } from '@satark/shared/messages';
import { recordAudit } from '../../db/audit-log.js';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import { isoAfter, newId, nowIso } from '../../lib/ids.js';
import type { ProofStorage } from '../../storage/proof-storage.js';
import { addNotifications, reportersOf } from '../notifications/index.js';
import type { StagedProof } from '../scam-reports/index.js';
import { hasReported, moderate } from '../scam-reports/index.js';
import {
  addOpenDispute,
  closeOpenDispute,
  findDisputeToDecide,
  findEntityToDispute,
  refreshDisputedFlag,
} from './disputes.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `SAT-D-7K2QX9`: short enough to read out on the phone, 31^6 ≈ 887 million values. */
export function newDisputeReference(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += DISPUTE_REFERENCE_ALPHABET[randomInt(DISPUTE_REFERENCE_ALPHABET.length)];
  return `SAT-D-${code}`;
}

/** The account's verified phone is the listed phone: the sign-up OTP proved they hold that SIM. */
export function isOwnerOf(user: UserRow, entityPhone: string | null): boolean {
  if (!entityPhone || user.is_verified !== 1 || !user.phone_no) return false;
  return normalizePhone(`${user.country_code ?? ''}${user.phone_no}`)?.uniqueId === entityPhone;
}

export interface DisputeInput {
  user: UserRow;
  entityId: string;
  reason: string;
  proof: (StagedProof & { size: number }) | null;
}

/**
 * Files a dispute in one transaction: the dispute row (the partial unique index refuses a second
 * open one by the same user), the entity's flag, the reporters' notices and the audit entry. The
 * proof is stored last and deleted again if the transaction fails, as a report's is.
 */
export async function fileDispute(db: Db, storage: ProofStorage, input: DisputeInput): Promise<DisputeCreated> {
  const proofKey = input.proof ? `proofs/${newId()}.${input.proof.extension}` : null;
  let stored = false;
  try {
    return await db.transaction().execute(async (trx) => {
      const entity = await findEntityToDispute(trx, input.entityId);
      if (!entity) throw notFound();
      if (entity.status !== 'ACTIVE' && entity.status !== 'PENDING') {
        throw conflict('NOT_DISPUTABLE', SERVER_MESSAGES.notDisputable);
      }
      const now = nowIso();
      const ownerVerified = isOwnerOf(input.user, entity.phone);
      const dueBy = isoAfter(DISPUTE_DUE_DAYS * DAY_MS, Date.parse(now));
      if (input.proof && proofKey) {
        await storage.put(proofKey, input.proof.filePath, input.proof.contentType);
        stored = true;
      }
      const inserted = await addOpenDispute(trx, {
        reference: newDisputeReference(),
        entityId: entity.id,
        userId: input.user.id,
        reason: input.reason,
        ownerVerified,
        proof:
          input.proof && proofKey
            ? {
                key: proofKey,
                contentType: input.proof.contentType,
                size: input.proof.size,
                downloadName: input.proof.downloadName,
              }
            : null,
        dueBy,
        now,
      });
      if (!inserted) throw conflict('ALREADY_DISPUTED', SERVER_MESSAGES.alreadyDisputed);

      if (ownerVerified) await refreshDisputedFlag(trx, entity.id, now);
      const reporters = await reportersOf(trx, entity.id);
      await addNotifications(
        trx,
        reporters
          .filter((userId) => userId !== input.user.id)
          .map((userId) => ({
            userId,
            kind: 'ENTITY_DISPUTED' as const,
            entityId: entity.id,
            params: { scammerId: entity.scammer_id },
          })),
      );
      await recordAudit(trx, {
        actorId: input.user.id,
        action: 'dispute.file',
        entityType: 'scam_entity',
        entityId: entity.id,
        beforeStatus: entity.status,
        afterStatus: entity.status,
        details: { disputeId: inserted.id, reference: inserted.reference, ownerVerified },
        createdAt: now,
      });
      return { disputeId: inserted.id, reference: inserted.reference, ownerVerified, acknowledgedAt: now, dueBy };
    });
  } catch (error) {
    if (stored && proofKey) await storage.delete(proofKey);
    throw error;
  }
}

/**
 * A validator decides an open dispute. `remove` rejects the listing through the same moderation
 * path as a rejection (rank changes, notices to reporters, audit), inside this transaction.
 * The status change of the dispute is conditional on it still being OPEN, so of two validators
 * racing only one decides.
 */
export async function decideDispute(
  db: Db,
  validator: UserRow,
  input: { disputeId: string; decision: DisputeDecision; note: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const dispute = await findDisputeToDecide(trx, input.disputeId);
    if (!dispute) throw notFound();
    // A decided dispute answers NOT_OPEN first: its decider is now the listing's verifier.
    if (dispute.status !== 'OPEN') throw conflict('NOT_OPEN', SERVER_MESSAGES.disputeNotOpen);
    const reported = await hasReported(trx, dispute.entityId, validator.id);
    if (reported || dispute.verifierId === validator.id || dispute.disputerId === validator.id) {
      throw forbidden(SERVER_MESSAGES.disputeConflictOfInterest, 'CONFLICT_OF_INTEREST');
    }

    const now = nowIso();
    const closed = await closeOpenDispute(trx, {
      disputeId: dispute.id,
      status: input.decision === 'remove' ? 'REMOVED' : 'UPHELD',
      note: input.note,
      deciderId: validator.id,
      now,
    });
    if (!closed) throw conflict('NOT_OPEN', SERVER_MESSAGES.disputeNotOpen);

    // A listing already rejected meanwhile stays rejected; the dispute is closed either way.
    let afterStatus = dispute.entityStatus;
    if (input.decision === 'remove' && (dispute.entityStatus === 'ACTIVE' || dispute.entityStatus === 'PENDING')) {
      await moderate(
        trx,
        validator,
        { action: 'reject', entityId: dispute.entityId, reason: disputeRemovalReason(input.note), shown: {} },
        { trx, from: ['ACTIVE', 'PENDING'] },
      );
      afterStatus = 'REJECTED';
    }
    await refreshDisputedFlag(trx, dispute.entityId, now);
    await addNotifications(trx, [
      {
        userId: dispute.disputerId,
        kind: 'DISPUTE_DECIDED',
        entityId: dispute.entityId,
        params: { scammerId: dispute.scammerId, decision: input.decision, note: input.note },
      },
    ]);
    await recordAudit(trx, {
      actorId: validator.id,
      action: input.decision === 'remove' ? 'dispute.remove' : 'dispute.uphold',
      entityType: 'scam_entity',
      entityId: dispute.entityId,
      beforeStatus: dispute.entityStatus,
      afterStatus: afterStatus,
      details: { disputeId: dispute.id, note: input.note },
      createdAt: now,
    });
  });
}
