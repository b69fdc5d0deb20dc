// Business constants of SPEC.md §9 and the fixed vocabularies of §3. The only place they live.

export const COUNTRY_CODE = '+91';
export const COUNTRY_ISO = 'IN';

export const REPORT_TYPES = ['number', 'upi', 'sms', 'email', 'website'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  number: 'Phone',
  upi: 'UPI',
  sms: 'SMS',
  email: 'Email',
  website: 'Website',
};

export const REPORT_STATUSES = ['ACTIVE', 'PENDING', 'REJECTED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  ACTIVE: 'Active',
  PENDING: 'Pending',
  REJECTED: 'Rejected',
};

/** Report list popularity filters; `myreport` needs a signed-in user. */
export const LIST_FILTERS = ['all', 'recent', 'most'] as const;
export const REPORT_LIST_TYPES = [...LIST_FILTERS, 'myreport'] as const;
export type ReportListType = (typeof REPORT_LIST_TYPES)[number];

export const LEADER_BOARD_VIEW_TYPES = ['all', '30', '7', '1'] as const;
export type LeaderBoardViewType = (typeof LEADER_BOARD_VIEW_TYPES)[number];

export const USER_STATUSES = ['ACTIVE', 'TO_DELETE', 'DELETED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const OTP_LENGTH = 4;
export const OTP_RESEND_COOLDOWN_SECONDS = 60;
export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_WRONG_TRIES = 3;
export const OTP_SENDS_PER_PHONE_PER_HOUR = 5;
export const OTP_SENDS_PER_PHONE_PER_DAY = 10;
export const OTP_SENDS_PER_IP_PER_HOUR = 20;
export const OTP_PURPOSES = ['signup', 'reset', 'phone-change'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCKOUT_MINUTES = 15;

export const FAILURE_REENABLE_MS = 3500;
export const ARTICLE_REFETCH_MS = 60_000;
export const DELETION_POLL_MS = 30_000;
export const DELETED_MODAL_REDIRECT_MS = 5_000;
export const SEARCH_DEBOUNCE_MS = 300;
export const COUNTER_TICK_MS = 50;
export const TOAST_WIDTH_PX = 390;
export const TOAST_AUTO_CLOSE_MS = 3_000;
/** A toast that holds a button stays long enough to reach it (docs/decisions/toasts-with-an-action.md). */
export const TOAST_WITH_ACTION_AUTO_CLOSE_MS = 10_000;
export const PERSIST_THROTTLE_MS = 5_000;

/** Grace period before a deletion request is carried out. */
export const DELETION_GRACE_MS = {
  production: 7 * 24 * 60 * 60 * 1000,
  other: 5 * 60 * 1000,
} as const;

export const MAX_VIDEO_BYTES = 12_582_912; // 12 MB
export const MAX_OTHER_FILE_BYTES = 6_291_456; // 6 MB
export const MAX_DETAIL_LENGTH = 5000;
export const MAX_PHONE_INPUT_LENGTH = 250;
export const MAX_NATIONAL_NUMBER_DIGITS = 17;
/** Longest identifier we accept for any type (e-mail addresses cap at 254; URLs at a sane 2048). */
export const MAX_IDENTIFIER_LENGTH = 2048;
/** Most checks in one `check-batch` call (API.md "Open data, partner keys"). */
export const CHECK_BATCH_MAX_ITEMS = 100;

/** Proof MIME types accepted, read from the file's bytes. */
export const PROOF_MIME_TYPES = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'video/mp4': 'video',
  'video/quicktime': 'video',
  'audio/mpeg': 'audio',
  'audio/wav': 'audio',
  'audio/vnd.wave': 'audio',
  'audio/x-wav': 'audio',
  'audio/ogg': 'audio',
  'application/pdf': 'pdf',
} as const satisfies Record<string, ProofKind>;
export type ProofKind = 'image' | 'video' | 'audio' | 'pdf';
export type ProofMimeType = keyof typeof PROOF_MIME_TYPES;

/** The extension a stored proof gets, from its detected type (never from the uploaded name). */
export const PROOF_STORED_EXTENSIONS: Record<ProofMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/vnd.wave': 'wav',
  'audio/x-wav': 'wav',
  'audio/ogg': 'ogg',
  'application/pdf': 'pdf',
};

/** How the detail page groups proofs, by the stored file's extension (SPEC.md §5). */
export const PROOF_EXTENSIONS: Record<ProofKind, readonly string[]> = {
  image: ['png', 'jpg', 'jpeg'],
  video: ['mp4', 'mkv', 'mov'],
  audio: ['mp3', 'ma4', 'm4a', 'wav', 'ogg'],
  pdf: ['pdf'],
};

export const SIGNED_FILE_URL_TTL_SECONDS = 5 * 60;

export const PAGE_SIZE_DEFAULT = 15;
export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZES_DESKTOP = [15, 20, 25] as const;
export const PAGE_SIZES_NARROW = [5, 10, 15] as const;
export const PAGE_SIZE_NARROW_DEFAULT = 10;
export const NARROW_LAYOUT_MAX_PX = 1080;
export const SCAMMER_ID_TRUNCATE_TABLE = 60;
export const SCAMMER_ID_TRUNCATE_CARD = 36;

export const VALIDATOR_MIN_RANK = 11; // rank > 10
export const isValidatorRank = (rank: number) => rank >= VALIDATOR_MIN_RANK;
export const RANK_SCORE_ON_VERIFY = 10;
export const RANK_SCORE_ON_REJECT = -15;
export const RANK_SCORE_PER_RANK = 20;
export const RANK_MAX = 100;

export const LEADER_BOARD_SIZE = 50;
/** How long one server process reuses the all-time leader board before counting again. */
export const LEADER_BOARD_CACHE_MS = 30_000;
/**
 * The most entries `spammer-detail` lists, an entity's newest; `spammer-detail/reports` pages through
 * the rest, at most this many at a time (docs/decisions/detail-entries-paged.md).
 */
export const DETAIL_ENTRY_LIMIT = 500;
export const DETAIL_ENTRIES_PAGE_DEFAULT = 100;
export const PHONE_BLOCKLIST_MAX_PAGE = 10_000;
export const PHONE_BLOCKLIST_DEFAULT_PAGE = 1000;

/** Name shown for an article without an author, and for a reporter whose account has no name. */
export const ANONYMOUS_NAME = 'Anonymous';
/** Web path of a learn article. */
export const articlePath = (slug: string) => `/learn/${slug}`;
/**
 * Trending score of an article = its editor's base score + the weight of the report entries tagged
 * with it: an entry of the last 7 days weighs 1, an older one halves every further 7 days.
 */
export const ARTICLE_TRENDING_FULL_WEIGHT_DAYS = 7;
export const ARTICLE_TRENDING_HALF_LIFE_DAYS = 7;
/** A server process recomputes article counts and scores at most this often. */
export const ARTICLE_SCORE_REFRESH_MS = 60_000;
/** Languages a learn article can be asked for in (`lang`); English is the default and the fallback. */
export const ARTICLE_LANGUAGES = ['en', 'hi'] as const;
export type ArticleLanguage = (typeof ARTICLE_LANGUAGES)[number];
/** An app language (`hi`, `en-GB`, undefined) as the article language to ask for: English unless there is a match. */
export const toArticleLanguage = (language: string | undefined): ArticleLanguage =>
  ARTICLE_LANGUAGES.find((l) => l === language?.toLowerCase().split('-')[0]) ?? 'en';

/** Key prefix of an article option created on the fly in the report form. */
export const NEW_ARTICLE_MARKER = '__new__';

export const DEFAULT_MESSAGES = {
  msgHeader: "Let's fight scams together",
  msgFooter: 'No more annoying contact seeking apps',
  msgFooter2: "Always know who's calling",
} as const;
export type MessageKey = keyof typeof DEFAULT_MESSAGES;

export const NATIONAL_HELPLINE = '1930';
export const CYBERCRIME_PORTAL_URL = 'https://cybercrime.gov.in';
