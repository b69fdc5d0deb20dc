// libphonenumber-js builds a RegExp from a metadata pattern on every match; India's fixed-line and
// mobile patterns are over a kilobyte each, which made that half of a number's parse. Its matcher
// compiled its own patterns again for every text, and every parse copied its options with Babel's
// spread helper. patches/libphonenumber-js+*.patch does each once or plainly; this fails if the
// patch is not applied.
import { describe, expect, it } from 'vitest';
import { normalizePhone } from './identifiers.js';
import { extractIdentifiers } from './text-identifiers.js';

/** The sources of the regular expressions built while `run` runs. */
function regExpsBuiltBy(run: () => void): string[] {
  const built: string[] = [];
  const original = globalThis.RegExp;
  globalThis.RegExp = new Proxy(original, {
    construct(target, args: [string | RegExp, string?]) {
      built.push(String(args[0]));
      return Reflect.construct(target, args) as RegExp;
    },
  });
  try {
    run();
  } finally {
    globalThis.RegExp = original;
  }
  return built;
}

/** How often `run` asks an object for its symbol keys, as Babel's object spread helper does. */
function symbolKeyReadsBy(run: () => void): number {
  let reads = 0;
  const original = Object.getOwnPropertySymbols;
  Object.getOwnPropertySymbols = (object: object) => {
    reads += 1;
    return original(object);
  };
  try {
    run();
  } finally {
    Object.getOwnPropertySymbols = original;
  }
  return reads;
}

/** The text reader's phone matcher, the numbers in a pasted message. */
const PASTED = 'Pay now or call 9898989898, office 044 2811 2233';

describe('phone number rules', () => {
  it('compile the long metadata patterns once, not again for every number', () => {
    // The first numbers compile every pattern a mobile, a landline and a pasted text need.
    expect(normalizePhone('98765 43210')).not.toBeNull();
    expect(normalizePhone('022 2345 6789')).not.toBeNull();
    expect(extractIdentifiers('call 9812345678 or 080 2345 6789')).toHaveLength(2);

    const built = regExpsBuiltBy(() => {
      for (const number of ['9876500001', '+91 70000 12345', '011 2345 6789', '0 80 4123 4567']) {
        expect(normalizePhone(number)).not.toBeNull();
      }
      expect(extractIdentifiers(PASTED)).toHaveLength(2);
    });
    // A metadata pattern, as the library anchors it (`^(?:…)$`).
    const metadataPatterns = built.filter((source) => source.startsWith('^(?:') && source.length > 200);
    expect(metadataPatterns).toEqual([]);
    // The matcher's candidate pattern (over a kilobyte) and its inner patterns (`/+(.*)`, …).
    expect(built.filter((source) => source.length > 1000 || source === '/+(.*)')).toEqual([]);
  });

  it("copy a parse's options without Babel's spread helper", () => {
    expect(extractIdentifiers(PASTED)).toHaveLength(2);
    expect(symbolKeyReadsBy(() => expect(extractIdentifiers(PASTED)).toHaveLength(2))).toBe(0);
    expect(symbolKeyReadsBy(() => expect(normalizePhone('011 2345 6789')).not.toBeNull())).toBe(0);
  });
});
