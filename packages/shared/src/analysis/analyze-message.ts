// The local, explainable reading of a pasted message (API.md "analysis"): each rule looks for one
// red flag people are taught to spot, and the verdict adds them up. No outside service. Every
// pattern's gaps are bounded, so a long paste is read in linear time.
import type { Analysis, AnalysisVerdict, FoundItem } from '../api-types.js';
import { toAsciiDigits } from '../identifiers.js';
import { MAX_TEXT_LENGTH } from '../text-identifiers.js';
import { SIGNAL_MESSAGES, type SignalCode, type SignalLanguage } from './signal-messages.js';

/** Link shorteners seen in Indian scam messages; a company's own messages name their own site. */
const SHORTENERS = new Set(
  'bit.ly bitly.com tinyurl.com rb.gy cutt.ly is.gd v.gd t.ly shorturl.at goo.gl ow.ly tiny.cc s.id rebrand.ly surl.li shrtco.de u.to bit.do short.gy t2m.io urlz.fr qr.ae 1url.cz'.split(
    ' ',
  ),
);
/** Suffixes that cost next to nothing and that Indian companies do not use for their messages. */
const CHEAP_SUFFIXES = new Set(
  'tk ml ga cf gq xyz top icu buzz cyou sbs cfd click vip rest bond lol monster work'.split(' '),
);

/** Two red flags outweigh one; these are rarely innocent on their own. */
const WEIGHTS: Record<SignalCode, number> = {
  shortened_link: 1,
  ip_link: 2,
  lookalike_link: 2,
  apk_file: 2,
  cheap_domain: 1,
  kyc_update: 1,
  otp_request: 2,
  pay_to_receive: 2,
  remote_access_app: 2,
  urgent_threat: 1,
  prize_refund_job: 1,
  personal_number_as_company: 2,
  foreign_number: 1,
};
const LIKELY_SCAM_SCORE = 3;

const KYC_WORD = String.raw`(?:\bkyc\b|\be-?kyc\b|\bpan\b|\bpan card\b|aadh?aa?r|adhaar|केवाईसी|पैन|आधार)`;
const KYC_ACTION = String.raw`(?:updat|expir|pending|incomplete|verif|\blink|block|suspend|band\b|अपडेट|समाप्त|ब्लॉक|बंद|लिंक|सत्यापन)`;
const KYC = [
  new RegExp(`${KYC_WORD}[^]{0,60}?${KYC_ACTION}`, 'iu'),
  new RegExp(`${KYC_ACTION}[^]{0,40}?${KYC_WORD}`, 'iu'),
];

const SECRET = String.raw`(?:\botp\b|o\.t\.p|\bpin\b|\bcvv\b|password|ओटीपी|पिन|पासवर्ड)`;
const SHARE = String.raw`(?:\bshare\b|\btell\b|\bsend\b|\bgive\b|\bprovide\b|\bforward\b|read out|\bbata\w{0,4}|\bbhej\w{0,4}|\bde do\b|बताएं|बताइए|बताओ|भेजें|भेजो|शेयर)`;
const OTP_REQUEST = [
  new RegExp(`${SHARE}[^]{0,40}?${SECRET}`, 'giu'),
  new RegExp(`${SECRET}[^]{0,40}?${SHARE}`, 'giu'),
];
/** "Do not share your OTP" is what honest messages say; a negation near the request voids it. */
const NEGATION = /(?:\bnot\b|\bonly\b|\bnever\b|\bdon'?t\b|\bna\b|\bnahi\w{0,2}\b|\bmat\b|नहीं|न करें|न दें|मत|कभी)/iu;

const PAY_TO_RECEIVE = [
  /(?:processing|registration|verification|clearance|customs|activation|release|redelivery|re-delivery|delivery|refundable|token|gst|file|insurance)\s*(?:fee|fees|charge|charges|amount)/iu,
  /(?:pay|deposit|transfer|send|jama)[^]{0,40}?(?:to (?:receive|claim|get|release|activate|unlock)|for (?:release|activation|redelivery))/iu,
  /scan[^]{0,30}?\bqr\b[^]{0,50}?(?:receive|get|credit|refund|paise|cashback)/iu,
  /(?:शुल्क|फीस|चार्ज)[^]{0,30}?(?:जमा|भुगतान|भरें)/u,
  /(?:fee|charges?|shulk)[^]{0,30}?(?:jama|bhare|bharein|bharna|pay kar)/iu,
  // A UPI PIN only ever sends money; "enter your PIN to receive" is the collect-request trick.
  /(?:receive|get|credit|prapt)[^]{0,60}?(?:enter|daal|dal|type)[^]{0,20}?\bpin\b/iu,
  /(?:enter|daal|dal|type)[^]{0,20}?\bpin\b[^]{0,60}?(?:receive|get|credit|prapt)/iu,
];
const PAY_VERB = /(?:\bpin\b|\bpay\b|\bpaying\b|deposit|\bjama\b|\bbhar|भुगतान|जमा|भरें|transfer)/iu;

const REMOTE_ACCESS = /\b(?:anydesk|any desk|teamviewer|team viewer|quick ?support|rustdesk|airdroid|alpemix)\b/iu;

const THREAT =
  /(?:\bblock|suspend|deactivat|disconnect|cut off|terminat|band ho|band kar|बंद|ब्लॉक|काट|\barrest|गिरफ्तार|legal action|\bfir\b|warrant|\bcourt\b|penalty|jurmana|जुर्माना|seiz|freez|frozen)/iu;
const SOON =
  /(?:\btoday\b|tonight|immediately|urgent|within \d{1,3}\s*(?:hours?|hrs?|minutes?|mins?|days?)|\b24\s*(?:hours?|hrs?)|\b\d{1,2}[:.]\d{2}\s*(?:pm|am)?\b|\baaj\b|\babhi\b|turant|तुरंत|आज|रात)/iu;

const LURE =
  /(?:lottery|lucky draw|\bwinner\b|you have won|you won|\bwon\b|jeet|jackpot|\bprize\b|इनाम|लॉटरी|\bkbc\b|kaun banega|reward points?[^]{0,40}?(?:expir|redeem)|\bredeem\b|refund (?:of|amount|is)|tax refund|part[- ]?time job|work from home|ghar baithe|daily (?:income|earning)|earn (?:rs|₹|\d)|per day|salary \d|youtube (?:videos?|likes?)|like (?:videos|and earn)|double your money|pre-?approved loan|instant loan|loan (?:approved|sanctioned)|without (?:documents|cibil)|रिफंड|नौकरी|लोन)/iu;

const ORGANISATION =
  /(?:\bbank\b|\bsbi\b|\bhdfc\b|\bicici\b|\baxis\b|\bkotak\b|\bpnb\b|customer care|helpline|electricity|\bbijli\b|बिजली|\bpower\b|courier|fedex|\bdhl\b|blue ?dart|india post|\bpolice\b|\bcbi\b|customs|\btrai\b|telecom|income tax|\brbi\b|\bnpci\b|uidai|amazon|flipkart|airtel|\bjio\b|vodafone|\bbsnl\b|department|officer|executive|\bltd\b|limited|बैंक|विभाग|अधिकारी)/iu;
const CONTACT = /(?:\bcall\b|contact|whats ?app|\bsampark\b|\bdial\b|\bmessage\b|\bsms\b|कॉल|संपर्क|फोन)/iu;

const hostOf = (websiteKey: string) => websiteKey.split('/')[0]!.replace(/:\d+$/, '');
const isIndianMobile = (uniqueId: string) => /^\+91[6-9]\d{9}$/.test(uniqueId);

function hasOtpRequest(text: string): boolean {
  for (const pattern of OTP_REQUEST) {
    for (const match of text.matchAll(pattern)) {
      const around = text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 15);
      if (!NEGATION.test(around)) return true;
    }
  }
  return false;
}

export interface AnalysisContext {
  /** Identifiers read from the text. */
  found: FoundItem[];
  /** uniqueIds among them that imitate a safelisted identity. */
  lookalikes: string[];
  /** uniqueIds among them that are on the safelist. */
  official: string[];
}

/** The red flags in a message, in a fixed order. */
export function findSignals(rawText: string, context: AnalysisContext): SignalCode[] {
  const text = toAsciiDigits(rawText.slice(0, MAX_TEXT_LENGTH)).replace(/\s+/g, ' ');
  const official = new Set(context.official);
  const websites = context.found.filter((f) => f.type === 'website' && !official.has(f.uniqueId));
  const hosts = websites.map((w) => hostOf(w.uniqueId));
  const numbers = context.found.filter((f) => (f.type === 'number' || f.type === 'sms') && !official.has(f.uniqueId));
  const signals = new Set<SignalCode>();

  if (hosts.some((host) => SHORTENERS.has(host))) signals.add('shortened_link');
  if (hosts.some((host) => /^\d+\.\d+\.\d+\.\d+$/.test(host))) signals.add('ip_link');
  if (context.lookalikes.length > 0) signals.add('lookalike_link');
  if (websites.some((w) => /\.apk$/.test(w.uniqueId)) || /\.apk\b|\bapk\b/iu.test(text)) signals.add('apk_file');
  if (hosts.some((host) => CHEAP_SUFFIXES.has(host.slice(host.lastIndexOf('.') + 1)))) signals.add('cheap_domain');
  if (KYC.some((pattern) => pattern.test(text))) signals.add('kyc_update');
  if (hasOtpRequest(text)) signals.add('otp_request');
  if (PAY_TO_RECEIVE.some((pattern) => pattern.test(text)) && PAY_VERB.test(text)) signals.add('pay_to_receive');
  if (REMOTE_ACCESS.test(text)) signals.add('remote_access_app');
  if (THREAT.test(text) && SOON.test(text)) signals.add('urgent_threat');
  if (LURE.test(text)) signals.add('prize_refund_job');
  if (numbers.some((n) => isIndianMobile(n.uniqueId)) && ORGANISATION.test(text) && CONTACT.test(text)) {
    signals.add('personal_number_as_company');
  }
  if (numbers.some((n) => n.uniqueId.startsWith('+') && !n.uniqueId.startsWith('+91'))) signals.add('foreign_number');
  return [...signals];
}

export function verdictOf(signals: SignalCode[]): AnalysisVerdict {
  const score = signals.reduce((sum, code) => sum + WEIGHTS[code], 0);
  if (score >= LIKELY_SCAM_SCORE) return 'likely_scam';
  return score > 0 ? 'suspicious' : 'no_signs';
}

/** The analysis of a pasted message, with each signal's sentence in the reader's language. */
export function analyzeMessage(text: string, context: AnalysisContext, language: SignalLanguage = 'en'): Analysis {
  const signals = findSignals(text, context);
  return {
    verdict: verdictOf(signals),
    signals: signals.map((code) => ({ code, message: SIGNAL_MESSAGES[language][code] })),
  };
}
