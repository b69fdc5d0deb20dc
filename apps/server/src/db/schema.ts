// Row types of every table. Ids are random UUIDs (text); times are ISO-8601 UTC text, which sort
// and compare the same way on SQLite and PostgreSQL. Booleans are 0/1 integers on both engines.
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { OtpPurpose, ReportStatus, ReportType, UserStatus } from '@satark/shared/constants';
import type { DisputeStatus } from '@satark/shared/disputes';
import type { NotificationKind } from '@satark/shared/notifications';

export interface UsersTable {
  id: string;
  name: string | null;
  country_code: string | null;
  /** The 10-digit national number; null once the account is deleted or for a Google-only account. */
  phone_no: string | null;
  password_hash: string | null;
  google_sub: string | null;
  is_verified: number;
  rank: Generated<number>;
  rank_score: Generated<number>;
  status: UserStatus;
  deletion_scheduled_at: string | null;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface OtpsTable {
  id: string;
  /** E.164 phone the code was sent to. */
  phone: string;
  purpose: OtpPurpose;
  code_hash: string;
  /** The signed-in user asking to attach a phone (purpose phone-change); null otherwise. */
  user_id: string | null;
  wrong_tries: Generated<number>;
  expires_at: string;
  consumed_at: string | null;
  client_ip: string | null;
  created_at: string;
}

export interface SmsOutboxTable {
  id: string;
  to_phone: string;
  body: string;
  created_at: string;
}

export interface LoginFailuresTable {
  id: string;
  phone: string;
  created_at: string;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface AuditLogTable {
  id: string;
  actor_id: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  before_status: string | null;
  after_status: string | null;
  /** JSON text with whatever else the action needs to be understood later. */
  details: string | null;
  created_at: string;
}

export interface ScamEntitiesTable {
  id: string;
  type: ReportType;
  unique_id: string;
  scammer_id: string;
  phone: string | null;
  status: ReportStatus;
  report_count: Generated<number>;
  last_reported_at: string | null;
  scammer_name: string | null;
  reject_reason: string | null;
  first_reporter_id: string | null;
  verifier_id: string | null;
  moderated_at: string | null;
  changed_at: string;
  created_at: string;
  /** 1 while an owner-verified dispute is open (kept on write by features/disputes). */
  disputed: Generated<number>;
}

export interface ReportEntriesTable {
  id: string;
  entity_id: string;
  reporter_id: string;
  detail: string;
  article_slug: string | null;
  created_at: string;
}

export interface ProofFilesTable {
  /** The random storage key; also the `proof` path clients see. */
  key: string;
  entry_id: string;
  content_type: string;
  size: number;
  /** A safe file name for Content-Disposition (never used as a path). */
  download_name: string;
  created_at: string;
}

export interface ArticlesTable {
  slug: string;
  title: string;
  excerpt: string;
  /** Markdown body. */
  body: string;
  link: string | null;
  featured_image_url: string | null;
  author_name: string | null;
  author_avatar_url: string | null;
  category_name: string | null;
  published: number;
  date: string;
  /** The editor's seed score from the article's front matter. */
  base_trending_score: number;
  trending_score: number;
  total_count: number;
  created_at: string;
  updated_at: string;
}

export interface SafelistTable {
  type: ReportType;
  /** A normalized identifier, a `*.`suffix rule (website) or an `@handle` (upi). */
  value: string;
  name: string;
  category: string;
  /** The public page that publishes the identifier. */
  source: string;
  /** Extra brand words for lookalike detection, space-separated (`hdfc`). */
  keywords: string | null;
  removed_at: string | null;
  updated_at: string;
}

export interface DisputesTable {
  id: string;
  /** `SAT-D-7K2QX9`, what the owner quotes. */
  reference: string;
  entity_id: string;
  user_id: string;
  reason: string;
  owner_verified: number;
  status: DisputeStatus;
  decision_note: string | null;
  decided_by: string | null;
  decided_at: string | null;
  proof_key: string | null;
  proof_content_type: string | null;
  proof_size: number | null;
  proof_download_name: string | null;
  acknowledged_at: string;
  due_by: string;
  created_at: string;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  kind: NotificationKind;
  entity_id: string | null;
  /** JSON text of NotificationParams. */
  params: string;
  read_at: string | null;
  created_at: string;
}

/** Partner API keys (0007): only the key's SHA-256 is kept. */
export interface ApiKeysTable {
  id: string;
  /** Unique among keys that are not revoked. */
  name: string;
  key_hash: string;
  key_prefix: string;
  per_minute: number;
  use_count: Generated<number>;
  last_used_at: string | null;
  created_at: string;
  revoked_at: string | null;
}

/** Entries per reporter per UTC day on entities that are not REJECTED (kept by triggers, 0004). */
export interface ReporterDailyCountsTable {
  user_id: string;
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  entries: number;
  last_entry_at: string;
}

/** Entities per day in India of last_reported_at, type and status (kept by triggers: 0010 SQLite, 0015 PostgreSQL). */
export interface EntityDailyCountsTable {
  /** `YYYY-MM-DD`, the day in India. */
  day: string;
  type: ReportType;
  status: ReportStatus;
  entities: number;
}

/** All-time entries per reporter on entities that are not REJECTED (kept by triggers, 0004). */
export interface ReporterTotalsTable {
  user_id: string;
  entries: number;
  last_entry_at: string;
}

/** A learn article's reader-facing texts in another language (migration 0008). */
export interface ArticleTranslationsTable {
  article_slug: string;
  /** ARTICLE_LANGUAGES other than English. */
  lang: string;
  title: string;
  excerpt: string;
  /** Markdown body. */
  body: string;
  category_name: string | null;
  updated_at: string;
}

export interface Database {
  reporter_daily_counts: ReporterDailyCountsTable;
  reporter_totals: ReporterTotalsTable;
  entity_daily_counts: EntityDailyCountsTable;
  scam_entities: ScamEntitiesTable;
  report_entries: ReportEntriesTable;
  proof_files: ProofFilesTable;
  articles: ArticlesTable;
  article_translations: ArticleTranslationsTable;
  users: UsersTable;
  sessions: SessionsTable;
  otps: OtpsTable;
  sms_outbox: SmsOutboxTable;
  login_failures: LoginFailuresTable;
  settings: SettingsTable;
  audit_log: AuditLogTable;
  safelist: SafelistTable;
  disputes: DisputesTable;
  notifications: NotificationsTable;
  api_keys: ApiKeysTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
