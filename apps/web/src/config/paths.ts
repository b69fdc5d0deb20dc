// Every route of SPEC.md §2 in one place; screens link with these, never with literal strings.
export const paths = {
  home: '/',
  homeAlias: '/home',
  learn: '/learn',
  learnArticle: (slug: string) => `/learn/${encodeURIComponent(slug)}`,
  leaderBoard: '/leader-board',
  reports: '/reports',
  myReports: '/reports?reportType=myreport',
  reportDetail: (id: string) => `/reports/detail/${encodeURIComponent(id)}`,
  reportScam: '/report-scam',
  login: '/auth/login',
  register: '/auth/register',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  verifyOtp: '/auth/verify-otp',
  privacy: '/privacy-policy',
  terms: '/terms-of-use',
  about: '/about',
  faq: '/faq',
  review: '/review',
  myDisputes: '/my-disputes',
  notifications: '/notifications',
  /** The manifest's share_target: text shared from another app (check/share-target-page.tsx). */
  shareTarget: '/share-target',
} as const;

/** Links and addresses SPEC.md keeps as constants. */
export const links = {
  supportEmail: 'support@satark.example.in',
  privacyEmail: 'privacy@satark.example.in',
  grievanceEmail: 'grievance@satark.example.in',
  discord: 'https://discord.gg/satark',
  twitter: 'https://x.com/satark_in',
  instagram: 'https://www.instagram.com/satark.in',
  linkedin: 'https://www.linkedin.com/company/satark-in',
  playStore: import.meta.env.VITE_PLAY_STORE_URL as string | undefined,
  appStore: undefined as string | undefined,
  cybercrimePortal: 'https://cybercrime.gov.in',
  /** The open data files, served by the API (never by the app or its service worker). */
  openDataCsv: '/open-data/scams.csv',
  openDataJsonl: '/open-data/scams.jsonl',
  openDataLicence: 'https://creativecommons.org/licenses/by/4.0/',
  helpline: '1930',
} as const;
