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
  'tk ml ga cf gq xyz top icu buzz cyou sbs cfd click vip rest bond lol monster work shop online site live club store loan cc pw link fun space website help support cam'.split(
    ' ',
  ),
);
/**
 * Words fake sites string together with hyphens ("hdfcbank-reactivate.com",
 * "netflix-billing-update.com", "indiapost-gov.com"); a company's own site is its name alone.
 */
const SCAM_HOST_WORDS = new Set(
  'kyc ekyc verify verification update upd secure security login signin reactivate activate unblock refund refunds reward rewards rewardz redeliver redelivery reschedule support helpdesk help care customercare bill billing claim cashback account points offer lucky luckydraw prize gift bonus winner gov govt challan recharge'.split(
    ' ',
  ),
);

/** Two red flags outweigh one; these are rarely innocent on their own. */
const WEIGHTS: Record<SignalCode, number> = {
  shortened_link: 1,
  ip_link: 2,
  lookalike_link: 2,
  deceptive_link: 1,
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
  extortion: 2,
  new_number_money: 2,
};
const LIKELY_SCAM_SCORE = 3;

const KYC_WORD = String.raw`(?:\bkyc\b|\be-?kyc\b|\bpan\b|\bpan card\b|aadh?aa?r|adhaar|केवाईसी|पैन|आधार)`;
const KYC_ACTION = String.raw`(?:updat|expir|pending|incomplete|verif|\blink|block|suspend|band\b|अपडेट|समाप्त|ब्लॉक|बंद|लिंक|सत्यापन|अधूर)`;
const KYC = [
  new RegExp(`${KYC_WORD}[^]{0,60}?${KYC_ACTION}`, 'u'),
  new RegExp(`${KYC_ACTION}[^]{0,40}?${KYC_WORD}`, 'u'),
];

const SECRET = String.raw`(?:\botp\b|o\.t\.p|\bpin\b|\bcvv\b|password|ओटीपी|पिन|पासवर्ड|\b[4-8][- ]?digits?\b|(?:verification|security|login|sms|whats ?app) (?:ka )?code|\b(?:19|20)[- ]digit|(?:19|20) अंकों|\d अंकों का)`;
const SHARE = String.raw`(?:\bshare\b|\btell\b|\bsend\b|\bgive\b|\bprovide\b|\bforward\b|read out|\breply\b(?: back)? with|\bbata\w{0,4}|\bbhej\w{0,4}|\bde do\b|बता|भेज|शेयर)`;
/** A code that came to the person's phone "by mistake" is the OTP a scammer needs. */
const ARRIVED =
  /(?:galti se|by mistake|mistakenly|accidentally|wrongly|aaya hoga|aaya hai|aayega|aa gaya|chala gaya|sent (?:to|on) your|(?:i am|i'm|we are|we're) sending|(?:i|we) (?:have )?sent|you (?:will )?receive|you received|गलती से|आया होगा|आया है|चला गया)/gu;
const CODE = /(?:\bcode\b|\botp\b|कोड|ओटीपी)/gu;
const SHARE_WORD = new RegExp(SHARE, 'u');
const OTP_REQUEST = [new RegExp(`${SHARE}[^]{0,40}?${SECRET}`, 'gu'), new RegExp(`${SECRET}[^]{0,40}?${SHARE}`, 'gu')];
/** "Do not share your OTP" is what honest messages say; a negation near the request voids it. */
const NEGATION =
  /(?:\bnot\b|\bonly\b|\bnever\b|\bdon'?t\b|\bna (?:kar|de|bata|bhej|share)|\bnahi\w{0,2}\b|\bmat\b|नहीं|न करें|न दें|मत|कभी)/u;

const PAY_TO_RECEIVE = [
  /(?:processing|registration|verification|clearance|customs|activation|release|redelivery|re-delivery|delivery|refundable|token|gst|file|insurance)\s*(?:fee|fees|charge|charges|amount)/u,
  /security deposit|\(refundable\)|\bpay (?:the )?(?:customs? |import )?duty\b/u,
  // Profits that need a "tax" or fee paid first to be withdrawn.
  /(?:withdraw\w*|profit|payout|nikal\w*)[^]{0,40}?(?:tax|fee|charges?)[^]{0,30}?(?:pehle|first|advance|jama)/u,
  // The buyer who needs a small amount sent "first" to check the account.
  /(?:first|pehle)[^]{0,20}?(?:you|aap\w{0,2}|tum\w{0,2})[^]{0,30}?(?:send|pay|bhej|transfer)\w{0,6}[^]{0,10}?(?:rs\.?\s?\d|₹\s?\d|\b\d{1,5}\s?(?:rs|rupees?|rupaye)\b)/u,
  /(?:first|pehle)[^]{0,20}?(?:you|aap\w{0,2}|tum\w{0,2})[^]{0,30}?(?:rs\.?\s?\d|₹\s?\d|\b\d{1,5}\s?(?:rs|rupees?|rupaye)\b)[^]{0,20}?(?:send|pay|bhej|transfer)/u,
  // "Enter the PIN and the money will come": a PIN only ever sends money.
  /\bpin\b[^]{0,20}?(?:daal|dal|enter)[^]{0,50}?(?:paise|paisa|money|amount|refund|cashback)[^]{0,30}?(?:aa ja|aayenge|will come|credit)/u,
  /(?:पिन|\bpin\b)[^]{0,20}?(?:डाल|दर्ज)[^]{0,60}?(?:पैसे|रकम|राशि)[^]{0,40}?(?:आ जा|मिल जा|प्राप्त)/u,
  /(?:pay|deposit|transfer|send|jama)[^]{0,40}?(?:to (?:receive|claim|get|release|activate|unlock)|for (?:release|activation|redelivery))/u,
  /scan[^]{0,30}?\bqr\b[^]{0,50}?(?:receive|get|credit|refund|paise|cashback)/u,
  /(?:शुल्क|फीस|चार्ज)[^]{0,30}?(?:जमा|भुगतान|भरें)/u,
  /(?:fee|charges?|shulk)[^]{0,30}?(?:jama|bhare|bharein|bharna|pay kar)/u,
  // A UPI PIN only ever sends money; "enter your PIN to receive" is the collect-request trick.
  /(?:receive|accept|get|credit|prapt)[^]{0,60}?(?:enter|daal|dal|type)[^]{0,20}?\bpin\b/u,
  /(?:enter|daal|dal|type)[^]{0,20}?\bpin\b[^]{0,60}?(?:receive|get|credit|prapt)/u,
];
/** Task and investment traps: put in an amount, get a bigger one back (the match must hold an amount). */
const INVEST_FOR_MORE = [
  /(?:invest|deposit|lagao|dalo|daalo)\w{0,4}[^]{0,80}?(?:\bget\b|\bpao\b|\bpaao\b|\bpaaye\b|wapas|\bback\b|returns?\b)/u,
  /निवेश[^]{0,50}?(?:पाएं|पाएँ|मिलेंगे|वापस|डबल)/u,
];
const PAY_VERB =
  /(?:\bpin\b|\bpay\b|\bpaying\b|deposit|\bjama\b|\bbhar|invest|lagao|\bdalo\b|\bsend\b|भुगतान|जमा|भरें|निवेश|पिन|transfer)/u;

const REMOTE_ACCESS = /\b(?:anydesk|any desk|teamviewer|team viewer|quick ?support|rustdesk|airdroid|alpemix)\b/u;

const THREAT =
  /(?:\bblock|\block(?:ed)?\b|suspend|deactivat|disconnect|cut off|terminat|delet|blacklist|band ho|band kar|unpublish|\bdisabled?\b|कार्रवाई|फ्रीज|\bkaa?t (?:ja|di|de|d)|\bcut (?:ho|kar)|बंद|ब्लॉक|काट|\barrest|गिरफ्तार|legal action|\bfir\b|warrant|\bcourt\b|penalty|jurmana|जुर्माना|seiz|freez|frozen)/u;
const SOON =
  /(?:\btoday\b|tonight|immediately|urgent|midnight|within \d{1,3}\s*(?:hours?|hrs?|minutes?|mins?|days?)|\b24\s*(?:hours?|hrs?)|\b\d{1,2}[:.]\d{2}\s*(?:pm|am)?\b|\b\d{1,2}\s?(?:ghante|ghanton)|\baaj\b|\babhi\b|turant|तुरंत|आज|रात|घंटे में|घंटों में)/u;

/** A threat to put someone's photos or videos before their contacts or online unless they pay. */
const MEDIA = /(?:photos?|pics?|videos?|recording|वीडियो|फोटो|फ़ोटो|तस्वीर)/gu;
const EXPOSE =
  /(?:morph|\bleak|expose|viral|upload|will (?:send|share|post)|(?:be )?posted on|sent to your (?:wife|husband|family|parents|friends|contacts)|bhej d(?:e|u)nge|bhej dunga|डाल देंगे|भेज देंगे|भेज दी जाएगी|भेज दूंगा|वायरल)/gu;

/** "This is my new number" and an urgent request for money: the friend-in-need trick. */
const NEW_NUMBER = /(?:my new number|(?:naya|new) number hai|number naya hai|मेरा नया नंबर|नया नंबर है)/u;
const MONEY =
  /(?:\bsend\b|transfer|\bbhej\w{0,3}|\bupi\b|gpay|google pay|paytm|phonepe|paise|₹\s?\d|rs\.?\s?\d|\d{1,3},\d{3}|भेज|पैसे)/u;
const NEED = /(?:urgent|emergency|\bstuck\b|hospital|\bneed\b|\bhelp\b|jaldi|zaroorat|ज़रूरत|जरूरत|जरूरी|तुरंत)/u;

const LURE =
  /(?:lottery|lucky|\bwinners?\b|\bwin\b|you have won|you won|\bwon\b|jeet|jackpot|\bprize\b|इनाम|लॉटरी|लकी|जीत|\bkbc\b|kaun banega|reward points?[^]{0,40}?(?:expir|redeem)|\bredeem\b|refund (?:of|amount|is)|tax refund|part[- ]?time|work from home|\bwfh\b|ghar baithe|ghar se kaam|\bkam(?:a|aa)(?:o|ye|iye|en)\b|घर बैठे|कमाएँ|कमाएं|पार्ट टाइम|daily (?:income|earning)|earn (?:rs|₹|\d)|per day|salary \d|youtube (?:videos?|likes?)|like (?:videos|and earn)|double your money|paisa double|\b(?:\d|do|teen|char) guna\b|पैसा डबल|गुना|sure[- ]?shot|guaranteed|गारंटीड|पक्का मुनाफ़ा|मुनाफ़ा|\d{1,3}% (?:profit|returns?|daily)|daily returns?|multibagger|stock (?:tips|study group)|\bcrypto|bitcoin|बिटकॉइन|\bipo\b[^]{0,30}?allot|allotted[^]{0,60}?\bipo\b|without (?:exam|interview)|(?:you are|you have been|is) (?:selected|shortlisted)|dear beneficiary|atm card worth|0% interest|loan[^]{0,40}?in \d{1,2} ?min|free recharge|pre-?approved loan|instant loan|loan (?:approved|sanctioned)|without (?:documents|cibil)|रिफंड|नौकरी|लोन)/u;

const ORGANISATION =
  /(?:\bhr (?:dept|department|team|manager|executive|head)|(?:contact|call|whats ?app|message) hr\b|\bhr ?:|manager|पुलिस|सीबीआई|\bbank\b|\bsbi\b|\bhdfc\b|\bicici\b|\baxis\b|\bkotak\b|\bpnb\b|customer care|helpline|electricity|\bbijli\b|बिजली|\bpower\b|courier|fedex|\bdhl\b|blue ?dart|india post|\bpolice\b|\bcbi\b|customs|\btrai\b|telecom|income tax|\brbi\b|\bnpci\b|uidai|amazon|flipkart|airtel|\bjio\b|vodafone|\bbsnl\b|department|officer|executive|\bltd\b|limited|बैंक|विभाग|अधिकारी)/u;
const CONTACT = /(?:\bcall\b|contact|whats ?app|\bsampark\b|\bdial\b|\bmessage\b|\bsms\b|कॉल|संपर्क|फोन)/u;

const MIXED_SCRIPT = /[a-z][\u0370-\u03ff\u0400-\u04ff]|[\u0370-\u03ff\u0400-\u04ff][a-z]/u;

/**
 * A host built like a fake site's: hyphenated words such as "verify", "kyc" or "refund"
 * (`hdfcbank-reactivate.com`, `amazon-in.account-verify.net`), or a 0 or 1 standing for a letter
 * between letters (`g00gle-pay.in`, `amaz0n-offer.club`).
 */
function isDeceptiveHost(host: string): boolean {
  if (/^[\d.]+$/.test(host)) return false;
  return host
    .split('.')
    .some(
      (label) =>
        (label.includes('-') &&
          !label.startsWith('xn--') &&
          label.split('-').some((part) => SCAM_HOST_WORDS.has(part))) ||
        /[a-z][01]+[a-z]/.test(label),
    );
}

const hostOf = (websiteKey: string) => websiteKey.split('/')[0]!.replace(/:\d+$/, '');
const isIndianMobile = (uniqueId: string) => /^\+91[6-9]\d{9}$/.test(uniqueId);

interface Found {
  start: number;
  end: number;
}

const spansOf = (text: string, pattern: RegExp): Found[] =>
  [...text.matchAll(pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length }));

/**
 * Where a match of `a` and a match of `b` lie at most `gap` characters apart, in either order: one
 * span per match of `a`, joined with its nearest `b`. Two passes over the text and a binary search,
 * so "A near B" rules stay linear however the text repeats A and B.
 */
function near(text: string, a: RegExp, b: RegExp, gap: number): Found[] {
  const bs = spansOf(text, b);
  const pairs: Found[] = [];
  if (bs.length === 0) return pairs;
  for (const x of spansOf(text, a)) {
    let lo = 0;
    let hi = bs.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (bs[mid]!.start < x.end) lo = mid + 1;
      else hi = mid;
    }
    const after = bs[lo];
    const before = bs[lo - 1];
    if (after && after.start - x.end <= gap) pairs.push({ start: x.start, end: after.end });
    else if (before && before.end <= x.start && x.start - before.end <= gap)
      pairs.push({ start: before.start, end: x.end });
  }
  return pairs;
}

function hasOtpRequest(text: string): boolean {
  const unsaid = (start: number, end: number) => !NEGATION.test(text.slice(Math.max(0, start - 30), end + 15));
  for (const pattern of OTP_REQUEST) {
    for (const match of text.matchAll(pattern)) {
      if (unsaid(match.index, match.index + match[0].length)) return true;
    }
  }
  // "A code came to your number by mistake, send it to me."
  for (const pair of near(text, ARRIVED, CODE, 80)) {
    const start = Math.max(0, pair.start - 60);
    const end = pair.end + 60;
    if (SHARE_WORD.test(text.slice(start, end)) && unsaid(start + 30, end - 45)) return true;
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

/**
 * What the words of a message say, read without knowing which of its identifiers are on the
 * safelist: the server reads it off its event loop together with the identifiers, and
 * `signalsOf` joins it with what the safelist says.
 */
export interface MessageReading {
  apkWord: boolean;
  mixedScript: boolean;
  kycUpdate: boolean;
  otpRequest: boolean;
  payToReceive: boolean;
  remoteAccessApp: boolean;
  urgentThreat: boolean;
  lure: boolean;
  organisationAndContact: boolean;
  extortion: boolean;
  newNumberMoney: boolean;
}

export function readMessage(rawText: string): MessageReading {
  // Lower-cased once, so no pattern needs the slower case-insensitive matching.
  const text = toAsciiDigits(rawText.slice(0, MAX_TEXT_LENGTH)).replace(/\s+/g, ' ').toLowerCase();
  const investForMore = INVEST_FOR_MORE.some((pattern) => /\d|निवेश/u.test(pattern.exec(text)?.[0] ?? ''));
  return {
    apkWord: /\.apk\b|\bapk\b/u.test(text),
    mixedScript: MIXED_SCRIPT.test(text),
    kycUpdate: KYC.some((pattern) => pattern.test(text)),
    otpRequest: hasOtpRequest(text),
    payToReceive: (investForMore || PAY_TO_RECEIVE.some((pattern) => pattern.test(text))) && PAY_VERB.test(text),
    remoteAccessApp: REMOTE_ACCESS.test(text),
    urgentThreat: THREAT.test(text) && SOON.test(text),
    lure: LURE.test(text),
    organisationAndContact: ORGANISATION.test(text) && CONTACT.test(text),
    extortion: near(text, MEDIA, EXPOSE, 100).length > 0,
    newNumberMoney: NEW_NUMBER.test(text) && MONEY.test(text) && NEED.test(text),
  };
}

/** The red flags of a message read by `readMessage`, in a fixed order. */
export function signalsOf(reading: MessageReading, context: AnalysisContext): SignalCode[] {
  const official = new Set(context.official);
  const websites = context.found.filter((f) => f.type === 'website' && !official.has(f.uniqueId));
  const hosts = websites.map((w) => hostOf(w.uniqueId));
  const mailHosts = context.found
    .filter((f) => f.type === 'email' && !official.has(f.uniqueId))
    .map((f) => f.uniqueId.slice(f.uniqueId.indexOf('@') + 1));
  const numbers = context.found.filter((f) => (f.type === 'number' || f.type === 'sms') && !official.has(f.uniqueId));
  const signals = new Set<SignalCode>();

  if (hosts.some((host) => SHORTENERS.has(host))) signals.add('shortened_link');
  if (hosts.some((host) => /^\d+\.\d+\.\d+\.\d+$/.test(host))) signals.add('ip_link');
  if (context.lookalikes.length > 0) signals.add('lookalike_link');
  if (websites.some((w) => /\.apk$/.test(w.uniqueId)) || reading.apkWord) signals.add('apk_file');
  if (hosts.some((host) => CHEAP_SUFFIXES.has(host.slice(host.lastIndexOf('.') + 1)))) signals.add('cheap_domain');
  // A host in a mixed script (a Cyrillic "а" among Latin letters) imitates a name, whatever the safelist says.
  if ([...hosts, ...mailHosts].some((host) => host.includes('xn--')) && reading.mixedScript) {
    signals.add('lookalike_link');
  }
  if ([...hosts, ...mailHosts].some(isDeceptiveHost)) signals.add('deceptive_link');
  if (reading.kycUpdate) signals.add('kyc_update');
  if (reading.otpRequest) signals.add('otp_request');
  if (reading.payToReceive) signals.add('pay_to_receive');
  if (reading.remoteAccessApp) signals.add('remote_access_app');
  if (reading.urgentThreat) signals.add('urgent_threat');
  if (reading.lure) signals.add('prize_refund_job');
  if (numbers.some((n) => isIndianMobile(n.uniqueId)) && reading.organisationAndContact) {
    signals.add('personal_number_as_company');
  }
  if (numbers.some((n) => n.uniqueId.startsWith('+') && !n.uniqueId.startsWith('+91'))) signals.add('foreign_number');
  if (reading.extortion) signals.add('extortion');
  if (reading.newNumberMoney) signals.add('new_number_money');
  return [...signals];
}

/** The red flags in a message, in a fixed order. */
export const findSignals = (rawText: string, context: AnalysisContext): SignalCode[] =>
  signalsOf(readMessage(rawText), context);

export function verdictOf(signals: SignalCode[]): AnalysisVerdict {
  const score = signals.reduce((sum, code) => sum + WEIGHTS[code], 0);
  if (score >= LIKELY_SCAM_SCORE) return 'likely_scam';
  return score > 0 ? 'suspicious' : 'no_signs';
}

/** The analysis of a message read by `readMessage`, with each signal's sentence in the reader's language. */
export function analysisOf(
  reading: MessageReading,
  context: AnalysisContext,
  language: SignalLanguage = 'en',
): Analysis {
  const signals = signalsOf(reading, context);
  return {
    verdict: verdictOf(signals),
    signals: signals.map((code) => ({ code, message: SIGNAL_MESSAGES[language][code] })),
  };
}

/** The analysis of a pasted message, with each signal's sentence in the reader's language. */
export const analyzeMessage = (text: string, context: AnalysisContext, language: SignalLanguage = 'en'): Analysis =>
  analysisOf(readMessage(text), context, language);
