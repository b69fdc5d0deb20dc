import { describe, expect, it } from 'vitest';
import { repeatedLongStrings } from './no-repeated-long-strings.ts';

const table = 'orgmilcom'.repeat(100); // 900 characters

describe('repeatedLongStrings', () => {
  it('finds a long literal written twice into one file, as inlining leaves it', () => {
    const code = `export const a = (i) => ${JSON.stringify(table)}.charCodeAt(i);\nexport const b = (i) => ${JSON.stringify(table)}.indexOf(i);`;
    expect(repeatedLongStrings([{ name: 'assets/identifiers.js', code }])).toEqual([
      { start: table.slice(0, 40), length: 900, places: ['assets/identifiers.js', 'assets/identifiers.js'] },
    ]);
  });

  it('finds the same long text in two files, and in template literals', () => {
    const files = [
      { name: 'a.js', code: `export const t = \`${table}\`;` },
      { name: 'b.js', code: `export const u = '${table}';` },
    ];
    expect(repeatedLongStrings(files).map((repeated) => repeated.places)).toEqual([['a.js', 'b.js']]);
  });

  it('passes a long literal kept in one constant and read from several places', () => {
    const code = `const labels = ${JSON.stringify(table)};\nexport const a = (i) => labels.charCodeAt(i);\nexport const b = (i) => labels.indexOf(i);`;
    expect(repeatedLongStrings([{ name: 'chunk.js', code }])).toEqual([]);
  });

  it('lets short strings (messages, patterns) repeat', () => {
    const message = 'Enter a valid 10-digit mobile number';
    const code = `export const a = ${JSON.stringify(message)};\nexport const b = ${JSON.stringify(message)};`;
    expect(repeatedLongStrings([{ name: 'chunk.js', code }])).toEqual([]);
    expect(repeatedLongStrings([{ name: 'chunk.js', code }], 10)).toHaveLength(1);
  });
});
