// How a person's name appears to everyone else (API.md "Deliberate departures from SPEC.md"):
// the first name and the initial of the last name, "Asha Verma" → "Asha V.", so a reporter or a
// validator cannot be looked up and harassed by a scammer they reported.
import { ANONYMOUS_NAME } from './constants.js';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The first user-perceived character: "व" of "वर्मा", a whole emoji or accented letter. A word that
 * starts with two ASCII characters starts with a character of one code unit (only CR LF join, and
 * a word holds no space), so most names skip the segmenter, a few µs on every detail page.
 */
const firstCharacter = (word: string) =>
  word.length === 1 || (word.charCodeAt(0) < 0x80 && word.charCodeAt(1) < 0x80)
    ? word.charAt(0)
    : (graphemes.segment(word)[Symbol.iterator]().next().value?.segment ?? '');

/** "Asha Verma" → "Asha V."; one word stays as it is; no name → "Anonymous". */
export function publicName(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return ANONYMOUS_NAME;
  if (words.length === 1) return words[0]!;
  return `${words[0]} ${firstCharacter(words[words.length - 1]!).toLocaleUpperCase('en-IN')}.`;
}
