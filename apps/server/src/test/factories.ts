// Rows for tests (and the demo seed): one place that knows how to make a valid user, entity or entry.
import sharp from 'sharp';
import type { ReportStatus, ReportType } from '@satark/shared/constants';
import { normalizeIdentifier, normalizePhone } from '@satark/shared/identifiers';
import type { Db } from '../db/database.js';
import type { ArticlesTable, UserRow } from '../db/schema.js';
import { issueAccessToken } from '../http/authentication.js';
import { newId, nowIso } from '../lib/ids.js';

let phoneCounter = 0;
/** A fresh valid Indian mobile number (10 digits) per call within a test file. */
export function nextPhone(): string {
  phoneCounter += 1;
  return `9${String(100_000_000 + phoneCounter * 7919).slice(-9)}`;
}

export async function createUser(
  db: Db,
  overrides: Partial<
    Pick<UserRow, 'name' | 'phone_no' | 'rank' | 'rank_score' | 'status' | 'password_hash' | 'is_verified'>
  > = {},
): Promise<UserRow> {
  const now = nowIso();
  const row = {
    id: newId(),
    name: 'Test User',
    country_code: '+91',
    phone_no: nextPhone(),
    password_hash: null,
    google_sub: null,
    is_verified: 1,
    rank: 1,
    rank_score: 0,
    status: 'ACTIVE' as const,
    deletion_scheduled_at: null,
    deleted_at: null,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
  await db.insertInto('users').values(row).execute();
  return row as UserRow;
}

/** A user with a session, and the bearer token for it. `rank: 11` makes a validator. */
export async function createSignedInUser(
  db: Db,
  jwtSecret: string,
  overrides: Parameters<typeof createUser>[1] = {},
): Promise<{ user: UserRow; token: string }> {
  const user = await createUser(db, overrides);
  const token = await issueAccessToken({ db, jwtSecret }, user.id);
  return { user, token };
}

export interface EntityInput {
  type?: ReportType;
  raw?: string;
  status?: ReportStatus;
  reporterId: string;
  detail?: string;
  createdAt?: string;
  articleSlug?: string | null;
}

/** An entity with one report entry, as if `reporterId` had reported it at `createdAt`. */
export async function createReportedEntity(db: Db, input: EntityInput) {
  const type = input.type ?? 'number';
  const raw = input.raw ?? nextPhone();
  const normalized = normalizeIdentifier(type, raw);
  if (!normalized) throw new Error(`factory: ${raw} is not a valid ${type}`);
  const at = input.createdAt ?? nowIso();
  const phone = type === 'number' || type === 'sms' ? (normalizePhone(normalized.uniqueId)?.uniqueId ?? null) : null;
  const entity = {
    id: newId(),
    type,
    unique_id: normalized.uniqueId,
    scammer_id: normalized.scammerId,
    phone,
    status: input.status ?? 'PENDING',
    report_count: 1,
    last_reported_at: at,
    scammer_name: null,
    reject_reason: null,
    first_reporter_id: input.reporterId,
    verifier_id: null,
    moderated_at: null,
    changed_at: at,
    created_at: at,
  };
  await db.insertInto('scam_entities').values(entity).execute();
  const entry = {
    id: newId(),
    entity_id: entity.id,
    reporter_id: input.reporterId,
    detail: input.detail ?? 'They asked for my OTP.',
    article_slug: input.articleSlug ?? null,
    created_at: at,
  };
  await db.insertInto('report_entries').values(entry).execute();
  return { entity, entry };
}

/** A real PNG carrying EXIF metadata, to check that stored proofs lose it. */
export async function makePngWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 4, height: 4, channels: 3, background: '#c0392b' } })
    .png()
    .withExif({ IFD0: { Copyright: 'secret-location-28.6139N' } })
    .toBuffer();
}

/** A report-scammer request body: the `json` field and an optional `proof` file, as a browser sends them. */
export async function reportForm(
  json: unknown,
  proof?: { bytes: Uint8Array; name: string; type?: string },
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  form.set('json', typeof json === 'string' ? json : JSON.stringify(json));
  if (proof) {
    form.set(
      'proof',
      new Blob([new Uint8Array(proof.bytes)], { type: proof.type ?? 'application/octet-stream' }),
      proof.name,
    );
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

/** A learn article row (published unless overridden). */
export async function createArticle(db: Db, slug: string, overrides: Partial<ArticlesTable> = {}) {
  const now = nowIso();
  await db
    .insertInto('articles')
    .values({
      slug,
      title: `Title of ${slug}`,
      excerpt: '',
      body: '',
      link: null,
      featured_image_url: null,
      author_name: null,
      author_avatar_url: null,
      category_name: null,
      published: 1,
      date: now,
      base_trending_score: 0,
      trending_score: 0,
      total_count: 0,
      created_at: now,
      updated_at: now,
      ...overrides,
    })
    .execute();
}
