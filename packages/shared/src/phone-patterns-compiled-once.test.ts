// libphonenumber-js builds a RegExp from a metadata pattern on every match; India's fixed-line and
// mobile patterns are over a kilobyte each, which made that half of a number's parse.
// patches/libphonenumber-js+*.patch compiles each pattern once; this fails if the patch is not applied.
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
      expect(extractIdentifiers('Pay now or call 9898989898, office 044 2811 2233')).toHaveLength(2);
    });
    // A metadata pattern, as the library anchors it (`^(?:…)$`). The matcher's own pattern is built
    // once per text from one constant string, which V8's cache finds without re-reading it.
    const metadataPatterns = built.filter((source) => source.startsWith('^(?:') && source.length > 200);
    expect(metadataPatterns).toEqual([]);
  });
});
