// The logic of scam reports beyond single queries: what a check looks up, how a report changes its
// entity (API.md "Status transitions"), and moderation with its rank changes and audit trail.
import {
  NEW_ARTICLE_MARKER,
  RANK_SCORE_ON_REJECT,
  RANK_SCORE_ON_VERIFY,
  REPORT_TYPES,
  type ReportStatus,
  type ReportType,
} from '@satark/shared/constants';
import type { CheckMatch, CheckResponse } from '@satark/shared/api-types';
import type { MessageReading } from '@satark/shared/analysis/analyze-message';
import type { SignalLanguage } from '@satark/shared/analysis/signal-messages';
import {
  normalizeIdentifier,
  toAsciiDigits,
  websiteLookupKeys,
  type NormalizedIdentifier,
} from '@satark/shared/identifiers';
import { SERVER_MESSAGES } from '@satark/shared/messages';
import type { ParsedCheckRequest } from '@satark/shared/report-schemas';
import { recordAudit } from '../../db/audit-log.js';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import { newId, nowIso } from '../../lib/ids.js';
import type { ProofStorage } from '../../storage/proof-storage.js';
import type { StagedProof } from './proof-upload.js';
import {
  addProofFile,
  addReportEntry,
  countNewReport,
  ensureEntity,
  findCheckMatches,
  findEntityToModerate,
  hasReported,
  moveReporterRanks,
  setModeratedStatus,
  type Lookup,
} from './scam-reports.repository.js';
import { addUnpublishedArticle } from '../articles/index.js';
import { answerBeyondDatabase } from '../safelist/index.js';
import { notifyModeration, reportersBelowValidator } from '../notifications/index.js';

// ---- Check ----

/** A phone is the same scammer whether it was reported as a caller or as an SMS sender. */
const phoneLookups = (e164: string): Lookup[] => [
  { type: 'number', uniqueIds: [e164] },
  { type: 'sms', uniqueIds: [e164] },
];

function lookupsFor(type: ReportType, identifier: NormalizedIdentifier): Lookup[] {
  if (type === 'number' || (type === 'sms' && identifier.uniqueId.startsWith('+'))) {
    return phoneLookups(identifier.uniqueId);
  }
  if (type === 'website') return [{ type, uniqueIds: websiteLookupKeys(identifier.uniqueId) }];
  return [{ type, uniqueIds: [identifier.uniqueId] }];
}

/**
 * One round trip for a request the shared schema has parsed (`found`: the identifier typed, or each
 * one read from a pasted message): the database matches, and what the safelist and the text
 * analysis say about the same identifiers (API.md "Answers beyond the database"). `reading` is
 * what a pasted message's words say (null for anything else). The analysis answers (`source:
 * "analyzer"`) only when the database has nothing and the message reads as a likely scam.
 */
export async function checkIdentifier(
  db: Db,
  request: ParsedCheckRequest,
  reading: MessageReading | null,
  language: SignalLanguage = 'en',
): Promise<CheckResponse> {
  const { found } = request;
  const [rows, beyond] = await Promise.all([
    findCheckMatches(
      db,
      found.flatMap((item) => lookupsFor(item.type, item)),
    ),
    answerBeyondDatabase(db, found, reading, language),
  ]);
  const data: CheckMatch[] = rows.map((row) => ({
    id: row.id,
    uniqueId: row.unique_id,
    scammerId: row.scammer_id,
    type: row.type,
    status: row.status,
    disputed: Number(row.disputed) === 1,
    lastReportedAt: row.last_reported_at,
    reportCount: Number(row.report_count),
  }));
  const reportCount = data.filter((m) => m.status === 'ACTIVE').reduce((sum, m) => sum + m.reportCount, 0);
  const source = data.length === 0 && beyond.analysis?.verdict === 'likely_scam' ? 'analyzer' : 'database';
  return { success: true, data, reportCount, source, found, ...beyond };
}

// ---- List search ----

/**
 * The prefixes a list search matches against unique_id and scammer_id: the text normalized for
 * each type it parses as (so `098765 43210` finds `+919876543210`), a partial phone number as an
 * E.164 prefix, and the text as typed, lower- and upper-cased (SMS headers are stored upper-case).
 */
export function searchPrefixes(search: string, type?: ReportType): string[] {
  const text = search.trim();
  if (text === '') return [];
  const prefixes = new Set<string>([text, text.toLowerCase(), text.toUpperCase()]);
  for (const candidate of type ? [type] : REPORT_TYPES) {
    const normalized = normalizeIdentifier(candidate, text);
    if (normalized) prefixes.add(normalized.uniqueId);
  }
  const digits = toAsciiDigits(text).replace(/[\s\-().]/g, '');
  if ((!type || type === 'number' || type === 'sms') && /^\+?\d{1,15}$/.test(digits)) {
    prefixes.add(digits.startsWith('+') ? digits : `+91${digits.replace(/^0/, '')}`);
  }
  return [...prefixes];
}

// ---- Report ----

export interface ReportInput {
  reporter: UserRow;
  type: ReportType;
  /** As the shared report schema parsed it. */
  identifier: NormalizedIdentifier;
  detail: string;
  articleSlug: string | undefined;
  proof: (StagedProof & { size: number }) | null;
}

export interface ReportResult {
  id: string;
  entryId: string;
  scammerId: string;
  uniqueId: string;
  status: ReportStatus;
}

/** `__new__fake-kyc-call` → slug `fake-kyc-call`, title `Fake kyc call`. */
function articleFromSlug(articleSlug: string) {
  const slug = articleSlug.startsWith(NEW_ARTICLE_MARKER) ? articleSlug.slice(NEW_ARTICLE_MARKER.length) : articleSlug;
  const words = slug.split('-').join(' ');
  return { slug, title: words.charAt(0).toUpperCase() + words.slice(1) };
}

/**
 * Records one report in one transaction: the entity (created PENDING, or REJECTED → PENDING), its
 * counts, the entry, a new unpublished article if the slug names none, and the proof's row. The
 * proof is put into storage BEFORE the transaction, so a slow store never holds SQLite's single
 * writer; if the transaction fails the stored file is deleted, so a failed report leaves neither a
 * row nor a file. A crash between the two leaves an unreferenced file for the startup sweep
 * (storage/orphan-sweep.ts).
 */
export async function submitReport(db: Db, storage: ProofStorage, input: ReportInput): Promise<ReportResult> {
  const { reporter, type, identifier, proof } = input;
  const proofKey = proof ? `proofs/${newId()}.${proof.extension}` : null;
  let stored = false;
  try {
    if (proof && proofKey) {
      await storage.put(proofKey, proof.filePath, proof.contentType);
      stored = true;
    }
    return await db.transaction().execute(async (trx) => {
      const now = nowIso();
      const entityId = await ensureEntity(trx, { type, identifier, reporterId: reporter.id, now });
      const article = input.articleSlug ? articleFromSlug(input.articleSlug) : null;
      if (article) await addUnpublishedArticle(trx, article, now);
      const entryId = await addReportEntry(trx, {
        entityId,
        reporterId: reporter.id,
        detail: input.detail,
        articleSlug: article?.slug ?? null,
        now,
      });
      if (!entryId) throw conflict('ALREADY_REPORTED', SERVER_MESSAGES.alreadyReported);
      const status = await countNewReport(trx, entityId, now);
      if (proof && proofKey) await addProofFile(trx, { key: proofKey, entryId, file: proof, now });
      return { id: entityId, entryId, scammerId: identifier.scammerId, uniqueId: identifier.uniqueId, status };
    });
  } catch (error) {
    if (stored && proofKey) await storage.delete(proofKey).catch(() => undefined);
    throw error;
  }
}

// ---- Moderation ----

export type ModerationInput =
  | { action: 'verify'; entityId: string; name: string; shown: { scammerId?: string; uniqueId?: string } }
  | { action: 'reject'; entityId: string; reason: string; shown: { scammerId?: string; uniqueId?: string } };

export interface ModerationOptions {
  /** Run inside this transaction (a dispute decision) instead of a new one. */
  trx?: Db;
  /** The statuses the change may start from; PENDING unless a dispute removes an ACTIVE listing. */
  from?: ReportStatus[];
}

/**
 * Verify or reject a PENDING entity. The caller has checked that `validator` is one. The status
 * change is conditional on the status (repository `setModeratedStatus`), so of two validators
 * racing only one changes the row; the other gets NOT_PENDING. The entity's reporters move in rank,
 * the change is audited, and the reporters are told.
 */
export async function moderate(
  db: Db,
  validator: UserRow,
  input: ModerationInput,
  options: ModerationOptions = {},
): Promise<void> {
  const inTransaction = (work: (trx: Db) => Promise<void>) =>
    options.trx ? work(options.trx) : db.transaction().execute(work);
  await inTransaction(async (trx) => {
    const entity = await findEntityToModerate(trx, input.entityId);
    if (!entity) throw notFound();
    if (await hasReported(trx, entity.id, validator.id)) {
      throw forbidden(SERVER_MESSAGES.conflictOfInterest, 'CONFLICT_OF_INTEREST');
    }

    const now = nowIso();
    const verify = input.action === 'verify';
    const changed = await setModeratedStatus(trx, {
      entityId: entity.id,
      validatorId: validator.id,
      change: verify
        ? { status: 'ACTIVE', scammerName: input.name }
        : { status: 'REJECTED', rejectReason: input.reason },
      from: options.from ?? ['PENDING'],
      now,
    });
    if (!changed) throw conflict('NOT_PENDING', SERVER_MESSAGES.notPending);

    const candidates = verify ? await reportersBelowValidator(trx, entity.id) : [];
    await moveReporterRanks(trx, entity.id, verify ? RANK_SCORE_ON_VERIFY : RANK_SCORE_ON_REJECT, now);
    await recordAudit(trx, {
      actorId: validator.id,
      action: verify ? 'scam-entity.verify' : 'scam-entity.reject',
      entityType: 'scam_entity',
      entityId: entity.id,
      beforeStatus: entity.status,
      afterStatus: verify ? 'ACTIVE' : 'REJECTED',
      details: {
        scammerId: input.shown.scammerId ?? null,
        uniqueId: input.shown.uniqueId ?? null,
        ...(input.action === 'verify' ? { name: input.name } : { reason: input.reason }),
      },
      createdAt: now,
    });

    await notifyModeration(trx, {
      entityId: entity.id,
      scammerId: entity.scammer_id,
      action: input.action,
      ...(input.action === 'reject' ? { reason: input.reason } : {}),
      candidates,
    });
  });
}
