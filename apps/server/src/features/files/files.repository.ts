// The proof_files lookups behind signed links and downloads: one row by key, plus the entity it
// belongs to, so access can follow the entity's visibility.
import type { Db } from '../../db/database.js';

export async function findProofWithEntity(db: Db, key: string) {
  return db
    .selectFrom('proof_files')
    .innerJoin('report_entries', 'report_entries.id', 'proof_files.entry_id')
    .innerJoin('scam_entities', 'scam_entities.id', 'report_entries.entity_id')
    .select([
      'proof_files.key',
      'proof_files.content_type as contentType',
      'proof_files.download_name as downloadName',
      'report_entries.reporter_id as reporterId',
      'scam_entities.id as entityId',
      'scam_entities.status as entityStatus',
    ])
    .where('proof_files.key', '=', key)
    .executeTakeFirst();
}
