// Every text a person reads for a failed field rule (SPEC.md §5), a server answer (API.md) or a web-only
// notice (SPEC.md §8), written once: a key with its English and Hindi texts. The English text is what
// travels: zod schemas and the server put it in their answers (API.md's `message` and field messages).
// The web shows a received or a zod text in the chosen language with translateMessage, whose index is
// built from these same tables, so the web locales hold no copy of them.

export type MessageLanguage = 'en' | 'hi';

/** One message in both languages; `{name}` marks a number the sender fills in. */
export interface MessageTexts {
  readonly en: string;
  readonly hi: string;
}

type English<T extends Record<string, MessageTexts>> = { readonly [K in keyof T]: T[K]['en'] };

/** The English view of a table: the texts schemas and the server send. */
const english = <T extends Record<string, MessageTexts>>(texts: T): English<T> =>
  Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, text.en])) as English<T>;

/** Field rules (SPEC.md §5). */
export const FIELD_TEXTS = {
  required: { en: 'This field is required', hi: 'यह फ़ील्ड आवश्यक है' },
  phone: { en: 'Enter a valid phone number', hi: 'मान्य फ़ोन नंबर दर्ज करें' },
  upiCheck: { en: 'Enter a valid UPI ID', hi: 'मान्य UPI ID दर्ज करें' },
  upiReport: { en: 'Enter a valid UPI Id', hi: 'मान्य UPI Id दर्ज करें' },
  website: { en: 'Enter a valid website URL', hi: 'मान्य वेबसाइट URL दर्ज करें' },
  emailReport: { en: 'Enter a valid e-mail Id', hi: 'मान्य ई-मेल Id दर्ज करें' },
  emailCheck: { en: 'Enter a valid e-mail address', hi: 'मान्य ई-मेल पता दर्ज करें' },
  smsSender: { en: 'Please check the phone number format', hi: 'कृपया फ़ोन नंबर का प्रारूप जाँचें' },
  passwordRequired: { en: 'Password is required', hi: 'पासवर्ड आवश्यक है' },
  password: {
    en: 'Password must be at least 6 characters long and include at least one uppercase letter, one lowercase letter, one number, and one special character (e.g., @$!%?&).',
    hi: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए और उसमें कम से कम एक बड़ा अक्षर, एक छोटा अक्षर, एक अंक और एक विशेष चिह्न (जैसे @$!%?&) होना चाहिए।',
  },
  name: { en: 'Enter a name with at least one letter or number', hi: 'कम से कम एक अक्षर या अंक वाला नाम दर्ज करें' },
  otp: { en: 'Enter the 4-digit code', hi: '4 अंकों का कोड दर्ज करें' },
  countryCode: { en: 'Only Indian numbers (+91) are supported', hi: 'केवल भारतीय नंबर (+91) समर्थित हैं' },
  detailTooLong: { en: 'Description must be at most 5000 characters', hi: 'विवरण अधिकतम 5000 अक्षरों का हो सकता है' },
  fileType: {
    en: 'Invalid file type. Please upload an image, video, audio, or PDF file.',
    hi: 'अमान्य फ़ाइल प्रकार। कृपया इमेज, वीडियो, ऑडियो या PDF फ़ाइल अपलोड करें।',
  },
  videoTooLarge: { en: 'Video file size exceeds the 12MB limit.', hi: 'वीडियो फ़ाइल का आकार 12MB की सीमा से अधिक है।' },
  fileTooLarge: { en: 'File size exceeds the 6MB limit.', hi: 'फ़ाइल का आकार 6MB की सीमा से अधिक है।' },
  tooLong: { en: 'This value is too long', hi: 'यह मान बहुत लंबा है' },
  cursor: { en: 'This cursor is not valid. Start again without one.', hi: 'यह कर्सर मान्य नहीं है। इसके बिना फिर से शुरू करें।' },
  entryNotListed: {
    en: 'This report is not one of this listing’s reports. Start again without it.',
    hi: 'यह रिपोर्ट इस लिस्टिंग की रिपोर्टों में नहीं है। इसके बिना फिर से शुरू करें।',
  },
  disputeReasonShort: { en: 'Write at least 20 characters', hi: 'कम से कम 20 अक्षर लिखें' },
  disputeReasonLong: { en: 'Write at most 2000 characters', hi: 'अधिकतम 2000 अक्षर लिखें' },
  decisionNoteRequired: { en: 'Write a note that explains the decision', hi: 'निर्णय समझाने वाली एक टिप्पणी लिखें' },
  batchEmpty: { en: 'Send at least one item', hi: 'कम से कम एक आइटम भेजें' },
  batchTooLarge: { en: 'Send at most 100 items', hi: 'अधिकतम 100 आइटम भेजें' },
  language: { en: 'Choose a language: en (English) or hi (Hindi)', hi: 'भाषा चुनें: en (अंग्रेज़ी) या hi (हिन्दी)' },
  date: { en: 'Enter a valid date', hi: 'मान्य तारीख दर्ज करें' },
  // What a rule without its own message says (zod-messages.ts): API-only fields such as `page` and `size`.
  invalid: { en: 'This value is not valid', hi: 'यह मान सही नहीं है' },
  wholeNumber: { en: 'Enter a whole number', hi: 'पूर्ण संख्या दर्ज करें' },
  numberAtMost: { en: 'Enter a number no larger than {maximum}', hi: '{maximum} या उससे छोटी संख्या दर्ज करें' },
  numberAtLeast: { en: 'Enter a number of at least {minimum}', hi: 'कम से कम {minimum} की संख्या दर्ज करें' },
  itemsAtMost: { en: 'Send at most {maximum} items', hi: 'अधिकतम {maximum} आइटम भेजें' },
  choice: { en: 'Choose one of the allowed values', hi: 'दिए गए विकल्पों में से एक चुनें' },
  textExpected: { en: 'Send this value as text', hi: 'यह मान टेक्स्ट के रूप में भेजें' },
  listExpected: { en: 'Send this value as a list', hi: 'यह मान सूची के रूप में भेजें' },
  objectExpected: { en: 'Send the fields as a JSON object', hi: 'फ़ील्ड JSON ऑब्जेक्ट के रूप में भेजें' },
} as const satisfies Record<string, MessageTexts>;

/** Server answers: error envelopes and success messages (API.md). */
export const SERVER_TEXTS = {
  unauthenticated: { en: 'Please log in to continue.', hi: 'जारी रखने के लिए कृपया लॉग इन करें।' },
  forbidden: { en: 'You are not allowed to do this.', hi: 'आपको यह करने की अनुमति नहीं है।' },
  notFound: { en: 'Not found.', hi: 'नहीं मिला।' },
  validation: { en: 'Please correct the highlighted fields.', hi: 'कृपया चिह्नित फ़ील्ड ठीक करें।' },
  internal: {
    en: 'Something went wrong on our side. Please try again later.',
    hi: 'हमारी ओर से कुछ गलत हो गया। कृपया बाद में फिर कोशिश करें।',
  },
  rateLimited: {
    en: 'Too many attempts. Please wait and try again.',
    hi: 'बहुत अधिक प्रयास। कृपया कुछ देर बाद फिर कोशिश करें।',
  },
  invalidCredentials: { en: 'Invalid phone number or password.', hi: 'फ़ोन नंबर या पासवर्ड गलत है।' },
  notVerified: {
    en: 'Please verify your phone number first. We have sent you a new code.',
    hi: 'कृपया पहले अपना फ़ोन नंबर सत्यापित करें। हमने आपको नया कोड भेजा है।',
  },
  phoneTaken: {
    en: 'An account with this phone number already exists. Please log in.',
    hi: 'इस फ़ोन नंबर से पहले से एक खाता है। कृपया लॉग इन करें।',
  },
  otpSent: { en: 'We have sent a 4-digit code to your phone.', hi: 'हमने आपके फ़ोन पर 4 अंकों का कोड भेजा है।' },
  otpInvalid: { en: 'The code is incorrect or has expired.', hi: 'कोड गलत है या उसकी समय-सीमा समाप्त हो गई है।' },
  otpTooManyTries: {
    en: 'Too many wrong tries. Please ask for a new code.',
    hi: 'बहुत अधिक गलत प्रयास। कृपया नया कोड मँगाएँ।',
  },
  otpCooldown: {
    en: 'Please wait a minute before asking for another code.',
    hi: 'नया कोड मँगाने से पहले कृपया एक मिनट रुकें।',
  },
  loginLocked: {
    en: 'Too many failed logins. Try again in {minutes} minutes.',
    hi: 'लॉगिन की बहुत अधिक असफल कोशिशें। {minutes} मिनट बाद फिर कोशिश करें।',
  },
  loginLockedOneMinute: {
    en: 'Too many failed logins. Try again in a minute.',
    hi: 'लॉगिन की बहुत अधिक असफल कोशिशें। एक मिनट बाद फिर कोशिश करें।',
  },
  reportLimit: {
    en: 'You have sent many reports in a short time. Please try again later.',
    hi: 'आपने कम समय में बहुत सारी रिपोर्ट भेजी हैं। कृपया बाद में फिर कोशिश करें।',
  },
  uploadLimit: {
    en: 'You have uploaded a lot of proof files today. Please try again tomorrow.',
    hi: 'आज आप बहुत सारी सबूत फ़ाइलें अपलोड कर चुके हैं। कृपया कल फिर कोशिश करें।',
  },
  verified: {
    en: 'Your phone number is verified. Welcome to Satark!',
    hi: 'आपका फ़ोन नंबर सत्यापित हो गया। सतर्क में आपका स्वागत है!',
  },
  loggedIn: { en: 'Logged in successfully.', hi: 'सफलतापूर्वक लॉग इन हो गए।' },
  loggedOut: { en: 'Logged out successfully.', hi: 'सफलतापूर्वक लॉग आउट हो गए।' },
  forgotSent: {
    en: 'If an account exists for this number, we have sent a code to reset the password.',
    hi: 'अगर इस नंबर से कोई खाता है, तो हमने पासवर्ड रीसेट करने के लिए कोड भेज दिया है।',
  },
  passwordReset: {
    en: 'Your password has been reset. Please log in.',
    hi: 'आपका पासवर्ड रीसेट हो गया है। कृपया लॉग इन करें।',
  },
  phoneAttached: { en: 'Your phone number has been updated.', hi: 'आपका फ़ोन नंबर अपडेट हो गया है।' },
  deletionScheduled: {
    en: 'Your account is scheduled for deletion.',
    hi: 'आपका खाता हटाने के लिए निर्धारित कर दिया गया है।',
  },
  deletionCancelled: { en: 'Account deletion cancelled.', hi: 'खाता हटाना रद्द कर दिया गया।' },
  deletionNotScheduled: { en: 'No deletion is scheduled for this account.', hi: 'इस खाते को हटाना निर्धारित नहीं है।' },
  accountDeleted: { en: 'Your account has been deleted.', hi: 'आपका खाता हटा दिया गया है।' },
  googleNotEnabled: { en: 'Google sign-in is not enabled.', hi: 'Google साइन-इन सक्षम नहीं है।' },
  googleInvalid: { en: 'Google sign-in failed. Please try again.', hi: 'Google साइन-इन विफल रहा। कृपया फिर कोशिश करें।' },
  alreadyReported: { en: 'You have already reported this.', hi: 'आप इसकी रिपोर्ट पहले ही कर चुके हैं।' },
  reportCreated: {
    en: 'Thank you! Your report has been submitted for review.',
    hi: 'धन्यवाद! आपकी रिपोर्ट समीक्षा के लिए भेज दी गई है।',
  },
  notPending: { en: 'This report is no longer pending.', hi: 'यह रिपोर्ट अब लंबित नहीं है।' },
  conflictOfInterest: {
    en: 'You cannot moderate a report you made yourself.',
    hi: 'आप अपनी ही रिपोर्ट का सत्यापन नहीं कर सकते।',
  },
  verifiedReport: { en: 'The report has been verified.', hi: 'रिपोर्ट सत्यापित कर दी गई है।' },
  rejectedReport: { en: 'The report has been rejected.', hi: 'रिपोर्ट अस्वीकार कर दी गई है।' },
  proofOrDetail: { en: 'Add a description or a proof file.', hi: 'विवरण या सबूत फ़ाइल जोड़ें।' },
  fileNotFound: { en: 'File not found.', hi: 'फ़ाइल नहीं मिली।' },
  invalidSignature: {
    en: 'This link is invalid or has expired.',
    hi: 'यह लिंक अमान्य है या इसकी समय-सीमा समाप्त हो गई है।',
  },
  rangeNotSatisfiable: { en: 'The requested range is not available.', hi: 'माँगा गया हिस्सा उपलब्ध नहीं है।' },
  formMalformed: {
    en: 'The form was cut off or is not valid. Please send it again.',
    hi: 'फ़ॉर्म अधूरा पहुँचा या सही नहीं है। कृपया फिर से भेजें।',
  },
  formTooLarge: { en: 'The form is too large.', hi: 'फ़ॉर्म बहुत बड़ा है।' },
  formTooManyParts: { en: 'The form has too many parts.', hi: 'फ़ॉर्म में बहुत अधिक हिस्से हैं।' },
  formFieldTooLarge: { en: 'A form field is too large.', hi: 'फ़ॉर्म का एक खाना बहुत बड़ा है।' },
  oneProofOnly: { en: 'Send one proof file only.', hi: 'सबूत की सिर्फ़ एक फ़ाइल भेजें।' },
  uploadInterrupted: {
    en: 'The upload was interrupted. Please try again.',
    hi: 'अपलोड बीच में रुक गया। कृपया फिर से कोशिश करें।',
  },
  // Refusals of a request's own form, before any field is read (http/errors.ts, http/client-errors.ts).
  sendJson: { en: 'Send the request as JSON.', hi: 'अनुरोध JSON के रूप में भेजें।' },
  sendMultipart: { en: 'Send the form as multipart/form-data.', hi: 'फ़ॉर्म multipart/form-data के रूप में भेजें।' },
  bodyEmpty: { en: 'The request body is empty.', hi: 'अनुरोध में कुछ भी नहीं भेजा गया।' },
  bodyNotJson: { en: 'The request body is not valid JSON.', hi: 'अनुरोध में भेजा गया JSON सही नहीं है।' },
  contentType: { en: 'Invalid content type.', hi: 'अनुरोध का Content-Type सही नहीं है।' },
  contentLength: { en: 'Invalid Content-Length.', hi: 'अनुरोध का Content-Length सही नहीं है।' },
  requestTooLarge: { en: 'The request is too large.', hi: 'अनुरोध बहुत बड़ा है।' },
  anyFileTooLarge: { en: 'The file is too large.', hi: 'फ़ाइल बहुत बड़ी है।' },
  headersTooLarge: { en: 'The request headers are too large.', hi: 'अनुरोध के हेडर बहुत बड़े हैं।' },
  requestTooSlow: { en: 'The request took too long to arrive.', hi: 'अनुरोध पहुँचने में बहुत देर लगी।' },
  notHttp: { en: 'The request is not valid HTTP.', hi: 'अनुरोध सही HTTP नहीं है।' },
  badAddress: { en: 'The address of the request is not valid.', hi: 'अनुरोध का पता सही नहीं है।' },
  serviceUnavailable: {
    en: 'Satark is briefly unavailable. Please try again in a moment.',
    hi: 'सतर्क कुछ देर के लिए उपलब्ध नहीं है। कृपया थोड़ी देर में फिर कोशिश करें।',
  },
  disputeCreated: {
    en: 'Your dispute has been received. We will review it within 15 days.',
    hi: 'आपकी आपत्ति मिल गई है। हम 15 दिनों के भीतर इसकी समीक्षा करेंगे।',
  },
  alreadyDisputed: {
    en: 'You already have an open dispute about this listing.',
    hi: 'इस लिस्टिंग पर आपकी एक आपत्ति पहले से खुली है।',
  },
  notDisputable: {
    en: 'Only a listing that is active or under review can be disputed.',
    hi: 'केवल सक्रिय या समीक्षाधीन लिस्टिंग पर ही आपत्ति की जा सकती है।',
  },
  disputeNotOpen: { en: 'This dispute has already been decided.', hi: 'इस आपत्ति पर पहले ही निर्णय हो चुका है।' },
  disputeConflictOfInterest: {
    en: 'You cannot decide a dispute about a listing you reported or verified.',
    hi: 'आप ऐसी लिस्टिंग की आपत्ति पर निर्णय नहीं कर सकते जिसे आपने रिपोर्ट या सत्यापित किया हो।',
  },
  disputeUpheld: {
    en: 'The listing stays as it is. The owner will be told.',
    hi: 'लिस्टिंग जैसी है वैसी ही रहेगी। मालिक को बताया जाएगा।',
  },
  disputeRemoved: {
    en: 'The listing has been removed. The owner will be told.',
    hi: 'लिस्टिंग हटा दी गई है। मालिक को बताया जाएगा।',
  },
  apiKeyRequired: {
    en: 'This call needs a partner API key in the X-Api-Key header.',
    hi: 'इस कॉल के लिए X-Api-Key हेडर में पार्टनर API कुंजी चाहिए।',
  },
  invalidApiKey: {
    en: 'This API key is not valid or has been revoked.',
    hi: 'यह API कुंजी मान्य नहीं है या रद्द कर दी गई है।',
  },
} as const satisfies Record<string, MessageTexts>;

/** Web-only texts from SPEC.md §8 that are not field messages. */
export const CLIENT_TEXTS = {
  somethingWrong: { en: 'Something went wrong!', hi: 'कुछ गलत हो गया!' },
  tryLater: { en: 'Something went wrong. Please try again later.', hi: 'कुछ गलत हो गया। कृपया बाद में फिर कोशिश करें।' },
  cancelDeletionFailed: { en: 'Failed to cancel account deletion.', hi: 'खाता हटाना रद्द नहीं हो सका।' },
  deleteAccountFailed: { en: 'Failed to initiate account deletion.', hi: 'खाता हटाने की प्रक्रिया शुरू नहीं हो सकी।' },
  downloadFailed: { en: 'Download failed. File no longer available.', hi: 'डाउनलोड विफल। फ़ाइल अब उपलब्ध नहीं है।' },
  loadingThumbnail: { en: 'Loading thumbnail...', hi: 'थंबनेल लोड हो रहा है...' },
  imageUnavailable: { en: 'Unable to load image.', hi: 'इमेज लोड नहीं हो सकी।' },
  imageFailed: { en: 'Failed to load image.', hi: 'इमेज लोड करने में विफल।' },
  noArticles: { en: 'No data available', hi: 'कोई डेटा उपलब्ध नहीं है' },
  noReports: { en: 'No reports found.', hi: 'कोई रिपोर्ट नहीं मिली।' },
  noOptions: { en: 'No options found', hi: 'कोई विकल्प नहीं मिला' },
  noLeaderRecords: { en: 'No records found', hi: 'कोई रिकॉर्ड नहीं मिला' },
} as const satisfies Record<string, MessageTexts>;

export const FIELD_MESSAGES = english(FIELD_TEXTS);
export const SERVER_MESSAGES = english(SERVER_TEXTS);
export const CLIENT_MESSAGES = english(CLIENT_TEXTS);

/** The login lockout's message for the time left (API.md: 429 for 15 minutes after 5 failures). */
export function loginLockedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes === 1
    ? SERVER_MESSAGES.loginLockedOneMinute
    : SERVER_MESSAGES.loginLocked.replace('{minutes}', String(minutes));
}

const ALL_TEXTS: readonly MessageTexts[] = [
  ...Object.values(FIELD_TEXTS),
  ...Object.values(SERVER_TEXTS),
  ...Object.values(CLIENT_TEXTS),
];
const SLOT = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The index from an English text to its message: exact texts, and those with slots as patterns. */
const byEnglish = new Map(ALL_TEXTS.filter((texts) => !texts.en.match(SLOT)).map((texts) => [texts.en, texts]));
const templates = ALL_TEXTS.filter((texts) => texts.en.match(SLOT)).map((texts) => {
  const slots = [...texts.en.matchAll(SLOT)].map((match) => match[1]!);
  const pattern = texts.en
    .split(SLOT)
    .map((part, index) => (index % 2 === 1 ? '(\\d+)' : escapeRegExp(part)))
    .join('');
  return { texts, slots, pattern: new RegExp(`^${pattern}$`) };
});

/**
 * A shared message in `language`, found by the English text a schema or the server produced (numbers
 * in slots are carried over). A text that is not one of these messages is returned as it came.
 */
export function translateMessage(englishText: string, language: MessageLanguage): string {
  if (language === 'en') return englishText;
  const known = byEnglish.get(englishText);
  if (known) return known[language];
  for (const { texts, slots, pattern } of templates) {
    const values = pattern.exec(englishText);
    if (values)
      return slots.reduce((text, slot, index) => text.replace(`{${slot}}`, values[index + 1]!), texts[language]);
  }
  return englishText;
}

/** Whether an English text is one of these messages, so the web can show it in Hindi too. */
export function isSharedMessage(englishText: string): boolean {
  return byEnglish.has(englishText) || templates.some(({ pattern }) => pattern.test(englishText));
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
