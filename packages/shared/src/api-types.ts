// Shapes of the JSON the server returns (API.md), shared so the web app reads what the server writes.
import type { ReportStatus, ReportType, UserStatus } from './constants.js';

export interface PublicUser {
  id: string;
  name: string;
  countryCode: string;
  phoneNo: string;
  rank: number;
  rankScore: number;
  status: UserStatus;
  deletionScheduledAt: string | null;
  createdAt: string;
}

export interface CheckMatch {
  id: string;
  uniqueId: string;
  scammerId: string;
  type: ReportType;
  status: ReportStatus;
  /** An owner-verified dispute of this listing is open (API.md "Owner disputes"). */
  disputed: boolean;
  lastReportedAt: string | null;
  reportCount: number;
}

/** An identifier the check looked up (API.md "Answers beyond the database"). */
export interface FoundItem {
  type: ReportType;
  uniqueId: string;
  scammerId: string;
}

/** A looked-up identifier that is on the safelist: published by its owner. */
export interface OfficialMatch {
  type: ReportType;
  uniqueId: string;
  name: string;
  category: string;
  source: string;
}

/** A website, e-mail domain or UPI handle that imitates a safelist entry. */
export interface LookalikeMatch {
  uniqueId: string;
  imitates: { name: string; uniqueId: string };
}

export type AnalysisVerdict = 'likely_scam' | 'suspicious' | 'no_signs';

export interface AnalysisSignal {
  code: string;
  message: string;
}

/** The local, explainable reading of a pasted SMS. */
export interface Analysis {
  verdict: AnalysisVerdict;
  signals: AnalysisSignal[];
}

export interface CheckResponse {
  success: true;
  data: CheckMatch[];
  reportCount: number;
  source: 'database' | 'analyzer';
  found: FoundItem[];
  official: OfficialMatch[];
  lookalike: LookalikeMatch[];
  /** Only for pasted SMS text. */
  analysis?: Analysis;
}

export interface ReportEntry {
  id: string;
  proof: string | null;
  detail: string;
  reporter: { name: string };
  verifier: { name: string } | null;
  scamArticle: { slug: string; title: string } | null;
  createdAt: string;
  /** Only on the viewer's own entry: it has a complaint file (`my-reports/{id}/complaint.pdf`). */
  mine?: true;
}

export interface ScammerRecord {
  id: string;
  scammerId: string;
  uniqueId: string;
  type: ReportType;
  status: ReportStatus;
  disputed: boolean;
  lastReportedAt: string | null;
  reportCount: number;
  json: { scammerName: string | null; rejectReason: string | null };
  reports?: ReportEntry[];
  reportedBy?: { name: string } | null;
  verifiedBy?: { name: string } | null;
}

export interface Article {
  title: string;
  excerpt: string;
  link: string;
  featuredImageUrl: string | null;
  authorName: string;
  authorAvatarUrl: string | null;
  date: string;
  categoryName: string;
  totalCount: number;
  slug: string;
  trendingScore: number;
}

/** `GET /scam-articles/detail`: the article and its body as sanitized HTML. */
export interface ArticleDetail extends Article {
  html: string;
}

export interface ArticleTitle {
  slug: string;
  title: string;
}

export interface LeaderBoardRow {
  reporterId: string;
  users_name: string;
  total: number;
}

/** One number of the mobile apps' call-identification blocklist (`all-phone-scammer-list`). */
export interface PhoneBlocklistItem {
  phone: string;
  reportCount: number;
  lastReportedAt: string | null;
  scammerName: string | null;
  removed: boolean;
}

export interface PhoneBlocklistResponse {
  success: true;
  data: PhoneBlocklistItem[];
  nextCursor: string | null;
  /** Pass the last page's value as the next sync's `since`. */
  syncedAt: string;
}

export interface StatsResponse {
  success: true;
  reports: number;
  users: number;
  msgHeader: string;
  msgFooter: string;
  msgFooter2: string;
}

/** GET /config: what the web app learns from the server at run time. */
export interface PublicConfigResponse {
  success: true;
  grievanceEmail: string;
  /** Google sign-in's client id, or null when it is off (then no button, and no Google script). */
  googleClientId: string | null;
  /** The Google Identity Services script to load when on. */
  googleScriptUrl: string | null;
}
