// The one lookup behind the complaint file: a report entry of this reporter, with its entity and
// its proof row. Another person's entry reads as missing, so the answer cannot tell them apart.
import type { Db } from '../../db/database.js';

export async function findOwnEntry(db: Db, entryId: string, reporterId: string) {
  return db
    .selectFrom('report_entries')
    .innerJoin('scam_entities', 'scam_entities.id', 'report_entries.entity_id')
    .leftJoin('proof_files', 'proof_files.entry_id', 'report_entries.id')
    .select([
      'report_entries.id as entryId',
      'report_entries.detail',
      'report_entries.created_at as reportedAt',
      'scam_entities.type',
      'scam_entities.unique_id as uniqueId',
      'scam_entities.scammer_id as scammerId',
      'scam_entities.status',
      'scam_entities.reject_reason as rejectReason',
      'proof_files.key as proofKey',
      'proof_files.content_type as proofType',
      'proof_files.size as proofSize',
      'proof_files.download_name as proofName',
    ])
    .where('report_entries.id', '=', entryId)
    .where('report_entries.reporter_id', '=', reporterId)
    .executeTakeFirst();
}

export type OwnEntry = NonNullable<Awaited<ReturnType<typeof findOwnEntry>>>;
