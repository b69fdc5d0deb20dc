// The audit trail (table audit_log): who changed what, from which status to which, and why.
import { newId } from '../lib/ids.js';
import type { Db } from './database.js';

export interface AuditEntry {
  actorId: string | null;
  /** What happened, `<entity>.<verb>`: `scam-entity.verify`. */
  action: string;
  entityType: string;
  entityId: string | null;
  beforeStatus: string | null;
  afterStatus: string | null;
  /** Whatever else the action needs to be understood later; stored as JSON text. */
  details: Record<string, unknown>;
  createdAt: string;
}

/** Adds one entry; inside the caller's transaction when `db` is one. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: newId(),
      actor_id: entry.actorId,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      before_status: entry.beforeStatus,
      after_status: entry.afterStatus,
      details: JSON.stringify(entry.details),
      created_at: entry.createdAt,
    })
    .execute();
}
