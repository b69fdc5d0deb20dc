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

/** Optimal string alignment distance (edits and swaps of neighbours), giving up above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[0]![j] = j;
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

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
  words: string[];
}

export function brandOfWebsite(name: string, host: string, keywords: string[]): Brand {
  const info = parseDomain(host, { allowPrivateDomains: false });
  // `pay.google.com` stands for Google Pay, not for Google: only its keywords name it.
  const whole = !info.subdomain && info.domainWithoutSuffix ? info.domainWithoutSuffix : null;
  const words = [...(whole ? [whole] : []), ...keywords].filter((w) => w.length >= 3);
  return { name, uniqueId: host, ownDomain: info.domain, label: whole, words };
}

/** Whether a label names the brand: the word itself, or the word with scam words around it. */
function labelNames(label: string, word: string): boolean {
  if (label === word) return true;
  if (label.startsWith(word) && SCAM_WORDS.has(label.slice(word.length))) return true;
  if (label.endsWith(word) && SCAM_WORDS.has(label.slice(0, label.length - word.length))) return true;
  return false;
}

/** A host's labels in skeleton form: each split at hyphens, and each with its hyphens dropped. */
function hostWords(host: string): string[] {
  const labels = skeleton(host).split('.');
  return [...labels.flatMap((label) => label.split('-')), ...labels.map((label) => label.replace(/-/g, ''))]
    .map((w) => w.replace(/\d+/g, ''))
    .filter(Boolean);
}

/** Same letters in another order (`phonepe` / `phonpee`). */
const sameLetters = (a: string, b: string) => [...a].sort().join('') === [...b].sort().join('');

/** The brand a host (an ASCII or punycode key's host, not safelisted) imitates, if any. */
export function imitatedBrand(host: string, brands: Brand[]): Brand | null {
  const unicode = domainToUnicode(host) || host;
  const info = parseDomain(host, { allowPrivateDomains: false });
  const own = info.domain;
  const visible = skeleton(unicode);
  const words = hostWords(unicode);
  const label = info.domainWithoutSuffix
    ? skeleton(domainToUnicode(info.domainWithoutSuffix) || info.domainWithoutSuffix)
    : '';
  for (const brand of brands) {
    if (own && own === brand.ownDomain) continue;
    // Homoglyphs and punycode: reads as the brand's own host or domain.
    if (visible === brand.uniqueId || (brand.ownDomain && visible === brand.ownDomain)) return brand;
    if (visible.endsWith(`.${brand.uniqueId}`) && unicode !== host) return brand;
    // The brand inside another domain.
    if (brand.words.some((word) => words.some((w) => labelNames(w, word)))) return brand;
    // One or two characters changed or swapped in a long enough name.
    // Below 8 letters a changed letter is too often another real word (`phoneme`, `kodak`): only
    // an added, dropped or swapped one counts there.
    if (brand.label && label && label !== brand.label && brand.label.length >= 6) {
      const max = brand.label.length >= 10 ? 2 : 1;
      const substitution = label.length === brand.label.length && !sameLetters(label, brand.label);
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
export function imitatedBrandOfEmail(address: string, brands: Brand[]): Brand | null {
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1);
  if (FREE_MAIL.has(domain)) return brandInName(address.slice(0, at), brands);
  return imitatedBrand(domain, brands);
}

/** A brand named inside a UPI or e-mail name part (`sbi.kyc`, `hdfc-refund`). */
export function brandInName(name: string, brands: Brand[]): Brand | null {
  const words = skeleton(name)
    .split(/[._\-\d]+/)
    .filter(Boolean);
  return brands.find((brand) => brand.words.some((word) => words.some((w) => labelNames(w, word)))) ?? null;
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
