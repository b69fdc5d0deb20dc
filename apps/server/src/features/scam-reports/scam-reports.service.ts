// The logic of scam reports beyond single queries: what a check looks up, how a report changes its
// entity (API.md "Status transitions"), and moderation with its rank changes and audit trail.
import { sql } from 'kysely';
import {
  NEW_ARTICLE_MARKER,
  RANK_MAX,
  RANK_SCORE_ON_REJECT,
  RANK_SCORE_ON_VERIFY,
  RANK_SCORE_PER_RANK,
  REPORT_TYPES,
  type ReportStatus,
  type ReportType,
} from '@satark/shared/constants';
import type { CheckMatch, CheckResponse, FoundItem } from '@satark/shared/api-types';
import type { SignalLanguage } from '@satark/shared/analysis/signal-messages';
import {
  normalizeEmail,
  normalizeIdentifier,
  normalizeNumber,
  normalizeSmsSender,
  normalizeWebsite,
  toAsciiDigits,
  websiteLookupKeys,
  type NormalizedIdentifier,
} from '@satark/shared/identifiers';
import { extractIdentifiers } from '@satark/shared/text-identifiers';
import { SERVER_MESSAGES } from '@satark/shared/messages';
import type { CheckRequest } from '@satark/shared/report-schemas';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import { newId, nowIso } from '../../lib/ids.js';
import type { ProofStorage } from '../../storage/proof-storage.js';
import type { StagedProof } from './proof-upload.js';
import { findCheckMatches, type Lookup } from './scam-reports.repository.js';
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

/** What one check request reads: the identifier typed, or each one found in a pasted message. */
export function checkedIdentifiers(request: CheckRequest): { found: FoundItem[]; pastedText: string | null } {
  const one = (type: ReportType, identifier: NormalizedIdentifier | null) => ({
    found: identifier ? [{ type, uniqueId: identifier.uniqueId, scammerId: identifier.scammerId }] : [],
    pastedText: null,
  });
  switch (request.type) {
    case 'number':
      return one('number', normalizeNumber(request.phoneNo));
    case 'upi':
      return one('upi', normalizeIdentifier('upi', request.upi));
    case 'email': {
      const uniqueId = normalizeEmail(request.email)?.uniqueId ?? request.email.trim().toLowerCase();
      return one('email', { uniqueId, scammerId: uniqueId });
    }
    case 'website':
      return one('website', normalizeWebsite(request.website));
    case 'sms': {
      const sender = normalizeSmsSender(request.sms);
      if (sender) return one('sms', sender);
      return { found: extractIdentifiers(request.sms), pastedText: request.sms };
    }
  }
}

/** Each (type, unique_id) key an entity of the found identifiers may be stored under. */
export function checkLookups(request: CheckRequest): Lookup[] {
  return checkedIdentifiers(request).found.flatMap((found) => lookupsFor(found.type, found));
}

/**
 * One round trip: the database matches, and what the safelist and the text analysis say about the
 * same identifiers (API.md "Answers beyond the database"). The analysis answers (`source:
 * "analyzer"`) only when the database has nothing and the message reads as a likely scam.
 */
export async function checkIdentifier(
  db: Db,
  request: CheckRequest,
  language: SignalLanguage = 'en',
): Promise<CheckResponse> {
  const { found, pastedText } = checkedIdentifiers(request);
  const [rows, beyond] = await Promise.all([
    findCheckMatches(
      db,
      found.flatMap((item) => lookupsFor(item.type, item)),
    ),
    answerBeyondDatabase(db, found, pastedText, language),
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
  const proofKey = input.proof ? `proofs/${newId()}.${input.proof.extension}` : null;
  let stored = false;
  try {
    if (input.proof && proofKey) {
      await storage.put(proofKey, input.proof.filePath, input.proof.contentType);
      stored = true;
    }
    return await db.transaction().execute(async (trx) => {
      const now = nowIso();
      const { uniqueId, scammerId } = input.identifier;
      const isPhone = input.type === 'number' || (input.type === 'sms' && uniqueId.startsWith('+'));
      await trx
        .insertInto('scam_entities')
        .values({
          id: newId(),
          type: input.type,
          unique_id: uniqueId,
          scammer_id: scammerId,
          phone: isPhone ? uniqueId : null,
          status: 'PENDING',
          report_count: 0,
          last_reported_at: null,
          scammer_name: null,
          reject_reason: null,
          first_reporter_id: input.reporter.id,
          verifier_id: null,
          moderated_at: null,
          changed_at: now,
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['type', 'unique_id']).doNothing())
        .execute();
      const entity = await trx
        .selectFrom('scam_entities')
        .select(['id'])
        .where('type', '=', input.type)
        .where('unique_id', '=', uniqueId)
        .executeTakeFirstOrThrow();

      let articleSlug: string | null = null;
      if (input.articleSlug) {
        const article = articleFromSlug(input.articleSlug);
        await trx
          .insertInto('articles')
          .values({
            ...article,
            excerpt: '',
            body: '',
            link: null,
            featured_image_url: null,
            author_name: null,
            author_avatar_url: null,
            category_name: null,
            published: 0,
            date: now,
            base_trending_score: 0,
            trending_score: 0,
            total_count: 0,
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) => oc.column('slug').doNothing())
          .execute();
        articleSlug = article.slug;
      }

      const entry = await trx
        .insertInto('report_entries')
        .values({
          id: newId(),
          entity_id: entity.id,
          reporter_id: input.reporter.id,
          detail: input.detail,
          article_slug: articleSlug,
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['entity_id', 'reporter_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!entry) throw conflict('ALREADY_REPORTED', SERVER_MESSAGES.alreadyReported);

      // A REJECTED entity reported again goes back to review; the rejection stays in the audit log.
      const reopened = sql<boolean>`status = 'REJECTED'`;
      const updated = await trx
        .updateTable('scam_entities')
        .set({
          report_count: sql`report_count + 1`,
          last_reported_at: now,
          changed_at: now,
          status: sql`case when ${reopened} then 'PENDING' else status end`,
          reject_reason: sql`case when ${reopened} then null else reject_reason end`,
          verifier_id: sql`case when ${reopened} then null else verifier_id end`,
          moderated_at: sql`case when ${reopened} then null else moderated_at end`,
        })
        .where('id', '=', entity.id)
        .returning(['status'])
        .executeTakeFirstOrThrow();

      if (input.proof && proofKey) {
        await trx
          .insertInto('proof_files')
          .values({
            key: proofKey,
            entry_id: entry.id,
            content_type: input.proof.contentType,
            size: input.proof.size,
            download_name: input.proof.downloadName,
            created_at: now,
          })
          .execute();
      }
      return { id: entity.id, entryId: entry.id, scammerId, uniqueId, status: updated.status };
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

/** `rank_score` moved by `delta`, never below 0, and the rank that follows from it, capped. */
function rankScoreChange(delta: number) {
  const score = sql<number>`case when rank_score + ${sql.lit(delta)} < 0 then 0 else rank_score + ${sql.lit(delta)} end`;
  const rank = sql<number>`1 + (${score}) / ${sql.lit(RANK_SCORE_PER_RANK)}`;
  return {
    rank_score: score,
    rank: sql<number>`case when ${rank} > ${sql.lit(RANK_MAX)} then ${sql.lit(RANK_MAX)} else ${rank} end`,
  };
}

/**
 * Verify or reject a PENDING entity. The caller has checked that `validator` is one. The status
 * change is a conditional UPDATE … WHERE status = 'PENDING', so of two validators racing only one
 * changes the row; the other gets NOT_PENDING.
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
    const entity = await trx
      .selectFrom('scam_entities')
      .select(['id', 'status', 'scammer_id'])
      .where('id', '=', input.entityId)
      .executeTakeFirst();
    if (!entity) throw notFound();
    const ownEntry = await trx
      .selectFrom('report_entries')
      .select('id')
      .where('entity_id', '=', entity.id)
      .where('reporter_id', '=', validator.id)
      .executeTakeFirst();
    if (ownEntry) throw forbidden(SERVER_MESSAGES.conflictOfInterest, 'CONFLICT_OF_INTEREST');

    const now = nowIso();
    const after: ReportStatus = input.action === 'verify' ? 'ACTIVE' : 'REJECTED';
    const result = await trx
      .updateTable('scam_entities')
      .set({
        status: after,
        ...(input.action === 'verify'
          ? { scammer_name: input.name, reject_reason: null }
          : { reject_reason: input.reason }),
        verifier_id: validator.id,
        moderated_at: now,
        changed_at: now,
      })
      .where('id', '=', entity.id)
      .where('status', 'in', options.from ?? ['PENDING'])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw conflict('NOT_PENDING', SERVER_MESSAGES.notPending);

    const candidates = input.action === 'verify' ? await reportersBelowValidator(trx, entity.id) : [];

    await trx
      .updateTable('users')
      .set({
        ...rankScoreChange(input.action === 'verify' ? RANK_SCORE_ON_VERIFY : RANK_SCORE_ON_REJECT),
        updated_at: now,
      })
      .where('id', 'in', (eb) =>
        eb.selectFrom('report_entries').select('reporter_id').where('entity_id', '=', entity.id),
      )
      .execute();

    await trx
      .insertInto('audit_log')
      .values({
        id: newId(),
        actor_id: validator.id,
        action: input.action === 'verify' ? 'scam-entity.verify' : 'scam-entity.reject',
        entity_type: 'scam_entity',
        entity_id: entity.id,
        before_status: entity.status,
        after_status: after,
        details: JSON.stringify({
          scammerId: input.shown.scammerId ?? null,
          uniqueId: input.shown.uniqueId ?? null,
          ...(input.action === 'verify' ? { name: input.name } : { reason: input.reason }),
        }),
        created_at: now,
      })
      .execute();

    await notifyModeration(trx, {
      entityId: entity.id,
      scammerId: entity.scammer_id,
      action: input.action,
      ...(input.action === 'reject' ? { reason: input.reason } : {}),
      candidates,
    });
  });
}
