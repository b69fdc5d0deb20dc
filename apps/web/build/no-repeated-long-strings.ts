// Fails the build when one long string literal is written more than once into the JavaScript it
// makes (docs/decisions/no-repeated-long-strings.md). Rolldown's constant inlining once copied the
// public suffix list's 68 kB label table into three places of one chunk: the report and sign-in
// screens loaded 126 kB of gzipped JavaScript for that chunk instead of 60, and nothing said so.
import { parseAst, type Plugin } from 'vite';

/** Shorter literals (messages, patterns) may repeat at little cost; these are data tables. */
export const LONG_STRING_CHARACTERS = 512;

export interface RepeatedString {
  /** The first characters, to find it in the build. */
  start: string;
  length: number;
  /** Where it was written: the file's name once per copy. */
  places: string[];
}

/** Every string literal and template text of a parsed program, however deep (a stack, not recursion). */
function stringsOf(program: unknown): string[] {
  const found: string[] = [];
  const stack: unknown[] = [program];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      for (const child of node) stack.push(child); // not a spread: data tables hold 100,000+ items
      continue;
    }
    const { type, value } = node as { type?: string; value?: unknown };
    if (type === 'Literal' && typeof value === 'string') found.push(value);
    if (type === 'TemplateElement') found.push((value as { raw: string }).raw);
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'value' && child && typeof child === 'object') stack.push(child);
    }
  }
  return found;
}

/** The long strings that appear more than once across the given files' code. */
export function repeatedLongStrings(
  files: { name: string; code: string }[],
  minimumLength = LONG_STRING_CHARACTERS,
): RepeatedString[] {
  const places = new Map<string, string[]>();
  for (const { name, code } of files) {
    for (const text of stringsOf(parseAst(code))) {
      if (text.length < minimumLength) continue;
      const seen = places.get(text);
      if (seen) seen.push(name);
      else places.set(text, [name]);
    }
  }
  return [...places]
    .filter(([, where]) => where.length > 1)
    .map(([text, where]) => ({ start: text.slice(0, 40), length: text.length, places: where }));
}

export function noRepeatedLongStrings(): Plugin {
  return {
    name: 'satark:no-repeated-long-strings',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) =>
        file.type === 'chunk' ? [{ name: file.fileName, code: file.code }] : [],
      );
      const repeated = repeatedLongStrings(chunks);
      if (repeated.length === 0) return;
      const list = repeated
        .map(({ start, length, places }) => `  ${length} characters "${start}…" in ${places.join(', ')}`)
        .join('\n');
      this.error(
        `The same long string is written more than once into the built JavaScript:\n${list}\n` +
          'Each copy is downloaded again. Keep it in one module-level constant the bundler does not inline.',
      );
    },
  };
}
