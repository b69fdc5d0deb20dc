// Types of the JSON the server returns (API.md), inferred from the response schemas in ./responses,
// which the server also serializes with: the web app reads what the server writes. Type-only imports,
// so nothing here reaches the web bundle.
import type { z } from 'zod';
import type { articleDetailSchema, articleSchema, articleTitleSchema } from './responses/articles.js';
import type { publicUserSchema, signedInResponseSchema } from './responses/auth.js';
import type { messageResponseSchema } from './responses/common.js';
import type {
  disputeCreatedSchema,
  myDisputeSchema,
  myDisputesResponseSchema,
  openDisputeSchema,
  openDisputesResponseSchema,
} from './responses/disputes.js';
import type { moderationQueueResponseSchema } from './responses/moderation.js';
import type { leaderBoardResponseSchema, leaderBoardRowSchema } from './responses/leader-board.js';
import type { notificationItemSchema, notificationsResponseSchema } from './responses/notifications.js';
import type { phoneBlocklistItemSchema, phoneBlocklistResponseSchema } from './responses/phone-blocklist.js';
import type { publicConfigResponseSchema } from './responses/public-config.js';
import type {
  analysisSchema,
  analysisSignalSchema,
  analysisVerdictSchema,
  checkMatchSchema,
  checkResponseSchema,
  detailEntriesResponseSchema,
  foundItemSchema,
  lookalikeMatchSchema,
  officialMatchSchema,
  reportEntrySchema,
  scammerRecordSchema,
  scammerWithReportsSchema,
} from './responses/scam-reports.js';
import type { statsResponseSchema } from './responses/stats.js';

/** `{ success: true, message }`: an action done, with the sentence to show. */
export type MessageResponse = z.output<typeof messageResponseSchema>;

export type PublicUser = z.output<typeof publicUserSchema>;
/** `POST /auth/verify-user`, `/auth/login`, `/auth/google`. */
export type SignedInResponse = z.output<typeof signedInResponseSchema>;

export type CheckMatch = z.output<typeof checkMatchSchema>;
/** An identifier the check looked up (API.md "Answers beyond the database"). */
export type FoundItem = z.output<typeof foundItemSchema>;
/** A looked-up identifier that is on the safelist: published by its owner. */
export type OfficialMatch = z.output<typeof officialMatchSchema>;
/** A website, e-mail domain or UPI handle that imitates a safelist entry. */
export type LookalikeMatch = z.output<typeof lookalikeMatchSchema>;
export type AnalysisVerdict = z.output<typeof analysisVerdictSchema>;
export type AnalysisSignal = z.output<typeof analysisSignalSchema>;
/** The local, explainable reading of a pasted SMS. */
export type Analysis = z.output<typeof analysisSchema>;
export type CheckResponse = z.output<typeof checkResponseSchema>;

export type ReportEntry = z.output<typeof reportEntrySchema>;
/** `GET /scam-report/spammer-detail/reports`: entries past those the detail lists. */
export type DetailEntriesResponse = z.output<typeof detailEntriesResponseSchema>;
export type ScammerRecord = z.output<typeof scammerRecordSchema>;
/** A listing with its report entries, as validators review it (the queue, an open dispute). */
export type ScammerWithReports = z.output<typeof scammerWithReportsSchema>;

export type Article = z.output<typeof articleSchema>;
/** `GET /scam-articles/detail`: the article and its body as sanitized HTML. */
export type ArticleDetail = z.output<typeof articleDetailSchema>;
export type ArticleTitle = z.output<typeof articleTitleSchema>;

export type LeaderBoardRow = z.output<typeof leaderBoardRowSchema>;
export type LeaderBoardResponse = z.output<typeof leaderBoardResponseSchema>;

/** One number of the mobile apps' call-identification blocklist (`all-phone-scammer-list`). */
export type PhoneBlocklistItem = z.output<typeof phoneBlocklistItemSchema>;
export type PhoneBlocklistResponse = z.output<typeof phoneBlocklistResponseSchema>;

export type StatsResponse = z.output<typeof statsResponseSchema>;

/** GET /config: what the web app learns from the server at run time. */
export type PublicConfigResponse = z.output<typeof publicConfigResponseSchema>;

export type DisputeCreated = z.output<typeof disputeCreatedSchema>;
/** One row of `GET /scam-report/disputes/mine`. */
export type MyDispute = z.output<typeof myDisputeSchema>;
/** One row of `GET /moderation/disputes`: the owner's side and the reporters' side. */
export type OpenDispute = z.output<typeof openDisputeSchema>;
export type MyDisputesResponse = z.output<typeof myDisputesResponseSchema>;
export type OpenDisputesResponse = z.output<typeof openDisputesResponseSchema>;
/** `GET /moderation/queue`. */
export type ModerationQueueResponse = z.output<typeof moderationQueueResponseSchema>;

export type NotificationItem = z.output<typeof notificationItemSchema>;
export type NotificationsResponse = z.output<typeof notificationsResponseSchema>;
