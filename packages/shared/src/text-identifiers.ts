// Reading identifiers out of a pasted message (API.md "Identifiers and normalization": what real
// messages and links contain). Phones come from libphonenumber's own matcher and number types,
// hosts from the Public Suffix List (tldts) and the URL standard; the patterns here only find
// candidates, every quantifier bounded, so a long paste is read in linear time.
import { PhoneNumberMatcher } from 'libphonenumber-js/core';
import { parse as parseDomain } from 'tldts';
import type { ReportType } from './constants.js';
import {
  indianPhone,
  normalizeEmail,
  normalizeNumber,
  normalizeUpi,
  normalizeWebsite,
  toAsciiDigits,
  type FoundIdentifier,
  type NormalizedIdentifier,
} from './identifiers.js';
import { indiaPhoneMetadata } from './india-phone-metadata.js';

/** A check reads at most this much text (the SMS field's limit). */
export const MAX_TEXT_LENGTH = 5000;
/** API.md: `found` lists at most 20 identifiers. */
export const MAX_FOUND = 20;

/** Letters a host may be written in: Latin (with accents), Cyrillic and Greek, for homoglyph hosts. */
const HOST_CHAR = String.raw`a-z0-9\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff`;
/** Characters of a URL's path, query and fragment as they appear in messages. */
const PATH_CHAR = String.raw`a-z0-9\-._~:/?#@!$&*+,;=%\[\]`;

const EMAIL_OR_UPI = /(?<![a-z0-9._%+*-])[a-z0-9][a-z0-9._%+-]{0,63}@[a-z0-9][a-z0-9.-]{0,252}/gi;
const SCHEME_URL = new RegExp(
  String.raw`https?://[${HOST_CHAR}\-.]{1,253}(?::\d{1,5})?(?:[/?#][${PATH_CHAR}]{0,2048})?`,
  'giu',
);
const BARE_HOST = new RegExp(
  String.raw`(?<![${HOST_CHAR}\-.@_%+/])(?:[${HOST_CHAR}][${HOST_CHAR}\-]{0,62}\.){1,8}(?:xn--[a-z0-9\-]{1,59}|[a-z\u0400-\u04ff]{2,63})(?::\d{1,5})?(?:[/?#][${PATH_CHAR}]{0,2048})?`,
  'giu',
);
const BARE_IPV4 = new RegExp(
  String.raw`(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?::\d{1,5})?(?:/[${PATH_CHAR}]{0,2048})?`,
  'giu',
);
/**
 * A number with another country's code: `+` or the international prefix `00`, then groups of
 * digits, a group may be in brackets (`+1 (415) 829-6630`, `0092-301-8834562`).
 */
const FOREIGN_PHONE = /(?<![\w+])(?:\+|00)(?!91)[1-9]\d{0,3}(?:[\s-]?\(?\d{2,5}\)?){2,5}(?![\d)])/g;
const TRAILING_PUNCTUATION = /[.,;:!?'")\]*-]+$/;

/** Words written with a dot that are no website when bare ("pvt.ltd", "Dr.Mahesh", "a.c.no"). */
const ABBREVIATIONS = new Set(
  'pvt ltd dr mr mrs ms sq st no nos govt dept est approx etc co inc jr sr prof ph vs min max hrs amt acct ac bal rs ref tel mob ft mt kg km cm mm dt sec pg vol fig'.split(
    ' ',
  ),
);
/**
 * Suffixes people write bare ("amazon.in", "abc.xyz"): country codes, India's second-level
 * suffixes, and the generic ones seen in messages. Other word-like suffixes (".call", ".how",
 * ".today") count only with a scheme, `www.` or a path, else "today.call" would be a website.
 */
const COMMON_BARE_SUFFIXES = new Set(
  'com net org info biz xyz top online site live click link shop store club app io me cc vip icu buzz fun website space tech pro work today support help services digital cloud world one co sbi'.split(
    ' ',
  ),
);

/**
 * Country-code suffixes that are also words people start a sentence with, in English or Hinglish
 * ("Accha.to tum kab aaoge", "msg karna.me bhi aata hu", "done.so what"): bare, without a scheme,
 * `www.` or a path, they are a sentence joined without a space. With a path they are links
 * (`zoma.to/r/x`, `wa.me/91…`).
 */
const WORD_COUNTRY_SUFFIXES = new Set(
  'to me is so at do no be us it my am as hi pe se ki ne ye re la ma na'.split(' '),
);

interface Span extends Range {
  item: FoundIdentifier;
}

interface Range {
  start: number;
  end: number;
}

const inside = (ranges: Range[], index: number) => ranges.some((range) => index >= range.start && index < range.end);

function found(type: ReportType, value: NormalizedIdentifier | null): FoundIdentifier | null {
  return value ? { type, uniqueId: value.uniqueId, scammerId: value.scammerId } : null;
}

/**
 * The index of the first label that starts a new sentence glued on without a space: a capitalized
 * word after lower-case ones ("sbi.co.in.Call", "gmail.com.Last"), or -1.
 */
function sentenceStart(labels: string[]): number {
  return labels.findIndex(
    (label, i) => i > 0 && /^\p{Lu}\p{Ll}/u.test(label) && !/\p{Lu}/u.test(labels[i - 1]!.slice(1)),
  );
}

/**
 * `name@bank` or `name@domain.tld`: an e-mail when the domain is a real host, else a UPI id. A
 * sentence glued after the address is cut off ("docs to hr@x.com.Last date" → `hr@x.com`).
 */
function readAddress(token: string): FoundIdentifier | null {
  let address = token.replace(/[.-]+$/, '');
  const at = address.indexOf('@');
  const labels = address.slice(at + 1).split('.');
  const sentence = sentenceStart(labels);
  if (sentence > 0) address = `${address.slice(0, at + 1)}${labels.slice(0, sentence).join('.')}`;
  const domain = address.slice(at + 1);
  if (domain.includes('.')) return normalizeWebsite(domain) ? found('email', normalizeEmail(address)) : null;
  return found('upi', normalizeUpi(address));
}

/**
 * A host written without a scheme, as it appears in text: text glued before `www.` is cut off, a
 * capitalized label after lower-case ones starts a new sentence ("sbi.co.in.Call" → "sbi.co.in",
 * "today.Call" → nothing), and abbreviations or single letters ("pvt.ltd", "B.TECH") are no host.
 */
function readBareHost(candidate: string): { text: string; offset: number } | null {
  const slash = candidate.search(/[/?#:]/);
  const hostPart = slash === -1 ? candidate : candidate.slice(0, slash);
  let rest = slash === -1 ? '' : candidate.slice(slash);
  let labels = hostPart.split('.');
  let offset = 0;
  const www = labels.findIndex((label, i) => i > 0 && label.toLowerCase() === 'www');
  if (www > 0) {
    offset = labels.slice(0, www).join('.').length + 1;
    labels = labels.slice(www);
  }
  const startsWithWww = labels[0]!.toLowerCase() === 'www';
  if (!startsWithWww) {
    const sentence = sentenceStart(labels);
    if (sentence > 0) {
      labels = labels.slice(0, sentence);
      rest = '';
    }
    if (labels.length < 2) return null;
    const mixedCase =
      labels.some((label) => /\p{Ll}/u.test(label)) &&
      labels
        .join('')
        .slice(1)
        .match(/\p{Lu}/u);
    if (mixedCase) return null;
  }
  const host = labels.join('.');
  if (!startsWithWww && rest === '') {
    const info = parseDomain(host.toLowerCase(), { allowPrivateDomains: false });
    const name = info.domainWithoutSuffix ?? '';
    if (name.length < 2 || ABBREVIATIONS.has(name) || !info.publicSuffix) return null;
    const suffix = info.publicSuffix;
    if (!suffix.includes('.') && suffix.length > 2 && !COMMON_BARE_SUFFIXES.has(suffix)) return null;
    if (WORD_COUNTRY_SUFFIXES.has(suffix)) return null;
  }
  return { text: host + rest, offset };
}

/** A number right after one of these words is a reference (PNR, consumer number, AWB), not a phone. */
const REFERENCE_BEFORE =
  /(?:\bpnr|\bref(?:erence)?|\butr|\btxn|transaction|\border|\bawb|tracking|docket|consumer|customer id|\bca\b|\bk\s?no|account|\ba\/c|\bacct|policy|invoice|booking|request|\bsr\b|complaint|ticket|application|registration|\breg\b|enrol?ment|receipt|challan|\bcase\b|claim|folio|voucher|serial|\broll\b|\burn\b|\barn\b|shipment|consignment|पीएनआर|शिकायत|संदर्भ|लेनदेन|आवेदन|बुकिंग|पावती|उपभोक्ता|खाता|टिकट|ऑर्डर|ट्रैकिंग|रसीद|पंजीकरण)\.?\s*(?:no\.?|number|id|संख्या|क्रमांक|नंबर|नं\.?)?\s*[:#.-]?\s*$/i;

/**
 * India's short codes (1930, 112, 139, 1912) are read only where a person is told to call them:
 * right after "call", "dial", "helpline", "शिकायत" …, or before Hindi "पर कॉल करें". Elsewhere three or four
 * digits are years, amounts and counts. A longer number, a USSD code (`*121#`) or a unit after the
 * digits is no short code.
 */
const SHORT_CODE_AFTER_WORD =
  /(?<![\p{L}\p{N}])(?:call|dial|helpline|toll[ -]?free|contact|report|कॉल|डायल|हेल्पलाइन|शिकायत)(?:\s{1,3}(?:us|on|at|to|no\.?|number|नंबर)){0,2}\s{0,3}[:-]?\s{0,3}(1\d{2,5})(?![\d*#]|[\s.,-]\d|\s?(?:hrs?|hours?|mins?|minutes?|times|am|pm|rs|%|बजे|baje))/giu;
const SHORT_CODE_BEFORE_WORD = /(?<![\d*#+.,-]|\d[\s-])(1\d{2,5})\s{0,3}(?:पर|पे)\s{0,3}(?:कॉल|डायल|संपर्क)/gu;

function shortCodes(text: string): Array<{ start: number; end: number; item: FoundIdentifier }> {
  const codes: Array<{ start: number; end: number; item: FoundIdentifier }> = [];
  for (const pattern of [SHORT_CODE_AFTER_WORD, SHORT_CODE_BEFORE_WORD]) {
    for (const match of text.matchAll(pattern)) {
      const digits = match[1]!;
      const start = match.index + match[0].indexOf(digits);
      const code = normalizeNumber(digits);
      if (code && !code.uniqueId.startsWith('+'))
        codes.push({ start, end: start + digits.length, item: { type: 'number', ...code } });
    }
  }
  return codes;
}

const referenceBefore = (text: string, index: number) =>
  REFERENCE_BEFORE.test(text.slice(Math.max(0, index - 24), index));

/** How many invalid candidates libphonenumber's matcher tries before it gives up on a text. */
const PHONE_MAX_TRIES = 40;

/**
 * Valid Indian numbers by libphonenumber's matcher (which skips digits inside longer runs); a
 * landline counts only with its 0 or +91 written, as people write them, so a bare 10-digit
 * reference number is not read as one.
 */
function indianPhones(text: string): Span[] {
  const options = { defaultCountry: 'IN' as const, v2: true as const, maxTries: PHONE_MAX_TRIES };
  const matcher = new PhoneNumberMatcher(text, options, indiaPhoneMetadata);
  const phones: Span[] = [];
  while (phones.length < MAX_FOUND && matcher.hasNext()) {
    const match = matcher.next()!;
    const written = text.slice(match.startsAt, match.endsAt);
    if (!/^\(?[+0]/.test(written) && match.number.getType() === 'FIXED_LINE') continue;
    if (!written.startsWith('+') && referenceBefore(text, match.startsAt)) continue;
    // The matcher parsed and validated the number already; it is not parsed again.
    const item = found('number', indianPhone(match.number));
    if (item) phones.push({ start: match.startsAt, end: match.endsAt, item });
  }
  return phones;
}

/**
 * Identifiers inside a pasted message, in the order read, without duplicates, at most 20: links
 * (with a scheme, `www.`, a bare host under a public suffix, or an IPv4 address), e-mail addresses
 * and UPI ids, Indian phone numbers (mobiles, landlines with their STD code, toll-free), short
 * codes a message says to call, and numbers with another country's code, kept as that country's.
 */
export function extractIdentifiers(rawText: string): FoundIdentifier[] {
  // Indic digits are single UTF-16 units, so indices stay the same after conversion.
  const text = toAsciiDigits(rawText.slice(0, MAX_TEXT_LENGTH));
  const spans: Span[] = [];
  const add = (start: number, end: number, item: FoundIdentifier | null) => {
    if (item) spans.push({ start, end, item });
  };

  for (const match of text.matchAll(EMAIL_OR_UPI)) {
    add(match.index, match.index + match[0].length, readAddress(match[0]));
  }
  // Text already read as an address or a link is not read again as another link or a phone.
  const taken: Range[] = spans.map(({ start, end }) => ({ start, end }));
  for (const match of text.matchAll(SCHEME_URL)) {
    if (inside(taken, match.index)) continue;
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    add(match.index, match.index + match[0].length, found('website', normalizeWebsite(url)));
    taken.push({ start: match.index, end: match.index + match[0].length });
  }
  for (const match of text.matchAll(BARE_IPV4)) {
    if (inside(taken, match.index)) continue;
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    if (!/[:/]/.test(url)) continue; // a bare "1.2.3.4" may be a version; a port or path makes it a link
    add(match.index, match.index + match[0].length, found('website', normalizeWebsite(url)));
    taken.push({ start: match.index, end: match.index + match[0].length });
  }
  for (const match of text.matchAll(BARE_HOST)) {
    if (inside(taken, match.index)) continue;
    const host = readBareHost(match[0].replace(TRAILING_PUNCTUATION, ''));
    if (!host) continue;
    add(match.index + host.offset, match.index + match[0].length, found('website', normalizeWebsite(host.text)));
    taken.push({ start: match.index, end: match.index + match[0].length });
  }
  // A foreign number is read first, so its digits after the country code ("+1 (888) 347-2961")
  // are not read again as an Indian number.
  for (const match of text.matchAll(FOREIGN_PHONE)) {
    if (inside(taken, match.index)) continue;
    // `00` then digits without a gap is more often an account or order number than a dialled one.
    if (match[0].startsWith('00') && (!/[\s()-]/.test(match[0]) || referenceBefore(text, match.index))) continue;
    const item = found('number', normalizeNumber(match[0]));
    if (!item) continue;
    add(match.index, match.index + match[0].length, item);
    taken.push({ start: match.index, end: match.index + match[0].length });
  }
  for (const phone of indianPhones(text)) {
    if (!inside(taken, phone.start)) spans.push(phone);
  }
  for (const code of shortCodes(text)) {
    if (!inside(taken, code.start)) add(code.start, code.end, code.item);
  }

  const seen = new Set<string>();
  const result: FoundIdentifier[] = [];
  for (const { item } of spans.sort((a, b) => a.start - b.start)) {
    const key = `${item.type}:${item.uniqueId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(item);
    if (result.length === MAX_FOUND) break;
  }
  return result;
}
