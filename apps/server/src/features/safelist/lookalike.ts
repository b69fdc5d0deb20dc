// How a host, e-mail domain or UPI handle imitates a safelisted one (API.md "lookalike"): the
// brand inside another domain (`sbi-kyc-update.in`, `hdfcbank.com.verify-login.co`), one or two
// characters changed or swapped (`hdfcbnak.com`), and homoglyphs or punycode (`icicibаnk.com` with
// a Cyrillic а). Each rule is a plain comparison a reviewer can follow; none reads a table.
import { domainToUnicode } from 'node:url';
import { parse as parseDomain } from 'tldts';

/** Letters from other scripts, and digits, that read as Latin letters. */
const CONFUSABLES: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ɡ: 'g',
  ӏ: 'l',
  һ: 'h',
  ԛ: 'q',
  ԝ: 'w',
  к: 'k',
  м: 'm',
  т: 't',
  в: 'b',
  н: 'h',
  ο: 'o',
  α: 'a',
  ν: 'v',
  ρ: 'p',
  ι: 'i',
  κ: 'k',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ε: 'e',
  ı: 'i',
  ł: 'l',
  '0': 'o',
  '1': 'l',
};

/** The Latin letters a name reads as: accents dropped, homoglyphs mapped, `rn` read as `m`. */
export function skeleton(text: string): string {
  const plain = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  let out = '';
  for (const ch of plain) out += CONFUSABLES[ch] ?? ch;
  return out.replace(/rn/g, 'm').replace(/vv/g, 'w');
}

/**
 * Optimal string alignment distance (edits and swaps of neighbours), or `max + 1` for anything above
 * `max`. Only the cells within `max` of the diagonal are worked out (any other is above `max`
 * anyway), and it stops at a row that is all above `max`: a check of a website not seen before
 * compares its name with every brand's (docs/performance.md, session 28).
 */
export function editDistance(a: string, b: string, max: number): number {
  const above = max + 1;
  if (Math.abs(a.length - b.length) > max) return above;
  const width = b.length + 1;
  if (rows[0].length < width) rows = [0, 1, 2].map(() => new Int32Array(width * 2)) as typeof rows;
  let [twoBack, previous, current] = rows;
  for (let j = 0; j < width; j++) previous[j] = Math.min(j, above);
  for (let i = 1; i <= a.length; i++) {
    current.fill(above, 0, width);
    let rowBest = Math.min(i, above);
    current[0] = rowBest;
    for (let j = Math.max(1, i - max); j <= Math.min(b.length, i + max); j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, twoBack[j - 2]! + 1);
      best = Math.min(best, above);
      current[j] = best;
      rowBest = Math.min(rowBest, best);
    }
    // A row's smallest value never falls in the rows after it.
    if (rowBest > max) return above;
    [twoBack, previous, current] = [previous, current, twoBack];
  }
  return previous[b.length]!;
}

/** editDistance's three rows, kept between calls (it runs to its end before anything else can). */
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Words scammers put beside a brand in one label (`sbikyc`, `hdfcnetbanking`, `paytmrefund`). */
const SCAM_WORDS = new Set(
  (
    'kyc ekyc update verify verification login secure security online netbanking net bank banking reward rewards ' +
    'refund help helpdesk helpline care customer support service services alert alerts app apk pay payment offer ' +
    'offers gift bonus points redeem pan aadhaar aadhar link portal official india ind in web my e m auth account ' +
    'accounts block unblock claim win prize cashback loan job jobs team desk center centre free new gov govt'
  ).split(' '),
);

/** A brand a safelisted entry stands for, with the words that name it. */
export interface Brand {
  name: string;
  uniqueId: string;
  /** Registrable domain(s) that are the brand's own (`sbi.co.in`), never flagged. */
  ownDomain: string | null;
  /** The label before the public suffix (`hdfcbank`), if the entry is a whole registrable domain. */
  label: string | null;
  /** The label's letters in order (`abdhfkcn` for `hdfcbank`), to tell a swap from a substitution. */
  labelLetters: string | null;
  words: string[];
}

export function brandOfWebsite(name: string, host: string, keywords: string[]): Brand {
  const info = parseDomain(host, { allowPrivateDomains: false });
  // `pay.google.com` stands for Google Pay, not for Google: only its keywords name it.
  const whole = !info.subdomain && info.domainWithoutSuffix ? info.domainWithoutSuffix : null;
  const words = [...(whole ? [whole] : []), ...keywords].filter((w) => w.length >= 3);
  return { name, uniqueId: host, ownDomain: info.domain, label: whole, labelLetters: whole && letters(whole), words };
}

/**
 * A safelist's brands in their order, with the words that name them indexed once. A label names a
 * brand when it is one of the brand's words, or such a word with a scam word before or after it
 * (`sbikyc`, `paytmrefund`). Looking up a label's few readings instead of comparing it with every
 * brand's words took a website host not seen before from 27 to 21 µs in a loop.
 */
export class Brands {
  readonly list: Brand[] = [];
  private readonly byWord = new Map<string, Brand[]>();

  add(brand: Brand): void {
    this.list.push(brand);
    for (const word of brand.words) {
      const named = this.byWord.get(word);
      if (named) named.push(brand);
      else this.byWord.set(word, [brand]);
    }
  }

  /** The brands that any of `labels` names. */
  namedBy(labels: string[]): Set<Brand> {
    const named = new Set<Brand>();
    const add = (word: string) => this.byWord.get(word)?.forEach((brand) => named.add(brand));
    for (const label of labels) {
      add(label);
      for (let cut = 1; cut < label.length; cut++) {
        if (SCAM_WORDS.has(label.slice(cut))) add(label.slice(0, cut));
        if (SCAM_WORDS.has(label.slice(0, cut))) add(label.slice(cut));
      }
    }
    return named;
  }
}

/** A host's labels in skeleton form: each split at hyphens, and each with its hyphens dropped. */
function hostWords(host: string): string[] {
  const labels = skeleton(host).split('.');
  return [...labels.flatMap((label) => label.split('-')), ...labels.map((label) => label.replace(/-/g, ''))]
    .map((w) => w.replace(/\d+/g, ''))
    .filter(Boolean);
}

/** A text's letters in order: the same for a name and its letters swapped (`phonepe` / `phonpee`). */
const letters = (text: string) => [...text].sort().join('');

/** The brand a host (an ASCII or punycode key's host, not safelisted) imitates, if any. */
export function imitatedBrand(host: string, brands: Brands): Brand | null {
  const unicode = domainToUnicode(host) || host;
  const info = parseDomain(host, { allowPrivateDomains: false });
  const own = info.domain;
  const visible = skeleton(unicode);
  const words = hostWords(unicode);
  const label = info.domainWithoutSuffix
    ? skeleton(domainToUnicode(info.domainWithoutSuffix) || info.domainWithoutSuffix)
    : '';
  const named = brands.namedBy(words);
  let labelLetters: string | undefined;
  for (const brand of brands.list) {
    if (own && own === brand.ownDomain) continue;
    // Homoglyphs and punycode: reads as the brand's own host or domain.
    if (visible === brand.uniqueId || (brand.ownDomain && visible === brand.ownDomain)) return brand;
    if (visible.endsWith(`.${brand.uniqueId}`) && unicode !== host) return brand;
    // The brand inside another domain.
    if (named.has(brand)) return brand;
    // One or two characters changed or swapped in a long enough name.
    // Below 8 letters a changed letter is too often another real word (`phoneme`, `kodak`): only
    // an added, dropped or swapped one counts there.
    if (brand.label && label && label !== brand.label && brand.label.length >= 6) {
      const max = brand.label.length >= 10 ? 2 : 1;
      const substitution =
        label.length === brand.label.length && (labelLetters ??= letters(label)) !== brand.labelLetters;
      if ((brand.label.length >= 8 || !substitution) && editDistance(label, brand.label, max) <= max) return brand;
    }
  }
  return null;
}

/** Free mail providers: a brand in the name part of such an address imitates the brand. */
const FREE_MAIL = new Set([
  'gmail.com',
  'yahoo.com',
  'yahoo.co.in',
  'outlook.com',
  'hotmail.com',
  'rediffmail.com',
  'proton.me',
  'protonmail.com',
  'zoho.com',
  'aol.com',
  'ymail.com',
  'icloud.com',
]);

/** The brand an e-mail address imitates: by its domain, or by its name part at a free mail provider. */
export function imitatedBrandOfEmail(address: string, brands: Brands): Brand | null {
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1);
  if (FREE_MAIL.has(domain)) return brandInName(address.slice(0, at), brands);
  return imitatedBrand(domain, brands);
}

/** A brand named inside a UPI or e-mail name part (`sbi.kyc`, `hdfc-refund`). */
export function brandInName(name: string, brands: Brands): Brand | null {
  const words = skeleton(name)
    .split(/[._\-\d]+/)
    .filter(Boolean);
  const named = brands.namedBy(words);
  return brands.list.find((brand) => named.has(brand)) ?? null;
}

/** The payment-app handle a UPI handle imitates: homoglyphs, or one character changed or swapped. */
export function imitatedHandle(
  handle: string,
  handles: Array<{ name: string; handle: string }>,
): { name: string; handle: string } | null {
  if (handles.some((h) => h.handle === handle)) return null;
  const visible = skeleton(handle);
  for (const known of handles) {
    if (visible === known.handle) return known;
    if (known.handle.length >= 5 && editDistance(visible, known.handle, 1) <= 1) return known;
  }
  return null;
}
