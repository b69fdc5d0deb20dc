// Every text a person reads for a failed field rule (SPEC.md §5) or a server error, in one place.

export const FIELD_MESSAGES = {
  required: 'This field is required',
  phone: 'Enter a valid phone number',
  upiCheck: 'Enter a valid UPI ID',
  upiReport: 'Enter a valid UPI Id',
  website: 'Enter a valid website URL',
  emailReport: 'Enter a valid e-mail Id',
  emailCheck: 'Enter a valid e-mail address',
  smsSender: 'Please check the phone number format',
  passwordRequired: 'Password is required',
  password:
    'Password must be at least 6 characters long and include at least one uppercase letter, one lowercase letter, one number, and one special character (e.g., @$!%?&).',
  name: 'Enter a name with at least one letter or number',
  otp: 'Enter the 4-digit code',
  countryCode: 'Only Indian numbers (+91) are supported',
  detailTooLong: 'Description must be at most 5000 characters',
  fileType: 'Invalid file type. Please upload an image, video, audio, or PDF file.',
  videoTooLarge: 'Video file size exceeds the 12MB limit.',
  fileTooLarge: 'File size exceeds the 6MB limit.',
  tooLong: 'This value is too long',
  cursor: 'This cursor is not valid. Start again without one.',
  disputeReasonShort: 'Write at least 20 characters',
  disputeReasonLong: 'Write at most 2000 characters',
  decisionNoteRequired: 'Write a note that explains the decision',
  language: 'Choose a language: en or hi',
} as const;

export const SERVER_MESSAGES = {
  unauthenticated: 'Please log in to continue.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found.',
  validation: 'Please correct the highlighted fields.',
  internal: 'Something went wrong on our side. Please try again later.',
  rateLimited: 'Too many attempts. Please wait and try again.',
  invalidCredentials: 'Invalid phone number or password.',
  notVerified: 'Please verify your phone number first. We have sent you a new code.',
  phoneTaken: 'An account with this phone number already exists. Please log in.',
  otpSent: 'We have sent a 4-digit code to your phone.',
  otpInvalid: 'The code is incorrect or has expired.',
  otpTooManyTries: 'Too many wrong tries. Please ask for a new code.',
  otpCooldown: 'Please wait a minute before asking for another code.',
  loginLocked: 'Too many failed logins. Try again in {minutes} minutes.',
  loginLockedOneMinute: 'Too many failed logins. Try again in a minute.',
  reportLimit: 'You have sent many reports in a short time. Please try again later.',
  uploadLimit: 'You have uploaded a lot of proof files today. Please try again tomorrow.',
  verified: 'Your phone number is verified. Welcome to Satark!',
  loggedIn: 'Logged in successfully.',
  loggedOut: 'Logged out successfully.',
  forgotSent: 'If an account exists for this number, we have sent a code to reset the password.',
  passwordReset: 'Your password has been reset. Please log in.',
  phoneAttached: 'Your phone number has been updated.',
  deletionScheduled: 'Your account is scheduled for deletion.',
  deletionCancelled: 'Account deletion cancelled.',
  deletionNotScheduled: 'No deletion is scheduled for this account.',
  accountDeleted: 'Your account has been deleted.',
  googleNotEnabled: 'Google sign-in is not enabled.',
  googleInvalid: 'Google sign-in failed. Please try again.',
  alreadyReported: 'You have already reported this.',
  reportCreated: 'Thank you! Your report has been submitted for review.',
  notPending: 'This report is no longer pending.',
  conflictOfInterest: 'You cannot moderate a report you made yourself.',
  verifiedReport: 'The report has been verified.',
  rejectedReport: 'The report has been rejected.',
  proofOrDetail: 'Add a description or a proof file.',
  fileNotFound: 'File not found.',
  invalidSignature: 'This link is invalid or has expired.',
  rangeNotSatisfiable: 'The requested range is not available.',
  formMalformed: 'The form was cut off or is not valid. Please send it again.',
  formTooLarge: 'The form is too large.',
  formTooManyParts: 'The form has too many parts.',
  formFieldTooLarge: 'A form field is too large.',
  oneProofOnly: 'Send one proof file only.',
  uploadInterrupted: 'The upload was interrupted. Please try again.',
  serviceUnavailable: 'Satark is briefly unavailable. Please try again in a moment.',
  disputeCreated: 'Your dispute has been received. We will review it within 15 days.',
  alreadyDisputed: 'You already have an open dispute about this listing.',
  notDisputable: 'Only a listing that is active or under review can be disputed.',
  disputeNotOpen: 'This dispute has already been decided.',
  disputeConflictOfInterest: 'You cannot decide a dispute about a listing you reported or verified.',
  disputeUpheld: 'The listing stays as it is. The owner will be told.',
  disputeRemoved: 'The listing has been removed. The owner will be told.',
} as const;

/** The login lockout's message for the time left (API.md: 429 for 15 minutes after 5 failures). */
export function loginLockedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes === 1
    ? SERVER_MESSAGES.loginLockedOneMinute
    : SERVER_MESSAGES.loginLocked.replace('{minutes}', String(minutes));
}

/** What a safelisted identifier is called in the SAFELISTED refusal, by type and language. */
const SAFELISTED_TYPE_WORDS = {
  en: { number: 'number', upi: 'UPI ID', sms: 'SMS sender', email: 'e-mail address', website: 'website' },
  hi: { number: 'नंबर', upi: 'UPI ID', sms: 'SMS भेजने वाला', email: 'ई-मेल पता', website: 'वेबसाइट' },
} as const;

/** API.md: reporting a safelisted identifier is refused with this message (409 `SAFELISTED`). */
export function safelistedMessage(
  name: string,
  type: keyof (typeof SAFELISTED_TYPE_WORDS)['en'],
  language: 'en' | 'hi' = 'en',
): string {
  const kind = SAFELISTED_TYPE_WORDS[language][type];
  return language === 'hi'
    ? `यह ${name} का आधिकारिक ${kind} है। इसकी रिपोर्ट नहीं की जा सकती। अगर ${name} बनकर किसी ने आपसे संपर्क किया, तो उसके इस्तेमाल किए नंबर या लिंक की रिपोर्ट करें।`
    : `This is an official ${name} ${kind}. It can't be reported. If someone pretending to be ${name} contacted you, report the number or link they used.`;
}

/** Web-only texts from SPEC.md §8 that are not field messages. */
export const CLIENT_MESSAGES = {
  somethingWrong: 'Something went wrong!',
  tryLater: 'Something went wrong. Please try again later.',
  cancelDeletionFailed: 'Failed to cancel account deletion.',
  deleteAccountFailed: 'Failed to initiate account deletion.',
  downloadFailed: 'Download failed. File no longer available.',
  loadingThumbnail: 'Loading thumbnail...',
  imageUnavailable: 'Unable to load image.',
  imageFailed: 'Failed to load image.',
  noArticles: 'No data available',
  noReports: 'No reports found.',
  noOptions: 'No options found',
  noLeaderRecords: 'No records found',
} as const;
