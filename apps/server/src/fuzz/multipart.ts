// multipart/form-data written by hand, so a case can send what no browser would: parts in any
// order, a `json` part that is a file, two proofs, hostile file names and declared types, bytes
// that lie about their type, a wrong boundary, or a body cut short.
import fc from 'fast-check';
import { REPORT_TYPES } from '@satark/shared/constants';
import { hostileObject, hostileString, HOSTILE_STRINGS } from './hostile.js';

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

export function encodeMultipart(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      `form-data; name="${part.name.replace(/["\r\n]/g, '_')}"` +
      (part.filename === undefined ? '' : `; filename="${part.filename.replace(/["\r\n]/g, '_')}"`);
    const headers =
      `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
      (part.contentType ? `Content-Type: ${part.contentType}\r\n` : '') +
      '\r\n';
    chunks.push(Buffer.from(headers, 'utf8'), part.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');
const JPEG_SIGNATURE = Buffer.from('ffd8ffe000104a46494600', 'hex');
const MP4_SIGNATURE = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');

/** File contents: real small images, real headers over junk, documents that are pages, and noise. */
export function proofBytes(tinyPng: Buffer) {
  const junk = (max: number) => fc.uint8Array({ maxLength: max }).map((b) => Buffer.from(b));
  return fc.oneof(
    fc.constant(tinyPng),
    junk(8192).map((b) => Buffer.concat([PNG_SIGNATURE, b])),
    junk(8192).map((b) => Buffer.concat([JPEG_SIGNATURE, b])),
    fc.integer({ min: 0, max: 200_000 }).map((n) => Buffer.concat([MP4_SIGNATURE, Buffer.alloc(n)])),
    fc.constant(Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF')),
    fc.constant(Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>')),
    fc.constant(Buffer.from('GIF89a<svg onload=alert(1)>')),
    fc.constant(Buffer.from('MZ\x90\x00PE executable')),
    fc.constant(Buffer.alloc(0)),
    junk(20_000),
    // A PNG signature followed by an HTML page: a sniffing browser would render it.
    fc.constant(Buffer.concat([PNG_SIGNATURE, Buffer.from('<html><script>alert(1)</script></html>')])),
  );
}

const FILE_NAMES = [
  'proof.png',
  'a.html',
  'a.svg',
  'shell.php.png',
  '../../etc/passwd',
  '..\\..\\boot.ini',
  '/etc/passwd',
  '\u202Egpj.exe',
  'a\u0000.png',
  'CON',
  '.htaccess',
  'x'.repeat(1000),
  '',
  'स्क्रीनशॉट 2024.png',
  '"><img src=x onerror=alert(1)>.png',
];

const DECLARED_TYPES = [
  undefined,
  'image/png',
  'image/jpeg',
  'video/mp4',
  'text/html',
  'image/svg+xml',
  'application/x-php',
  'application/octet-stream',
  'multipart/mixed; boundary=x',
];

const mobile = fc
  .tuple(fc.constantFrom('6', '7', '8', '9'), fc.integer({ min: 0, max: 999_999_999 }))
  .map(([first, rest]) => first + String(rest).padStart(9, '0'));

/** A report that passes validation (a new number each time), so that forms also reach the store. */
const validReport = fc
  .record({
    uniqueId: mobile,
    detail: fc.constantFrom('', 'They asked for my OTP.', 'कॉल करके OTP माँगा।', '<script>alert(1)</script>'),
    articleSlug: fc.constantFrom(undefined, 'fuzz-article', '__new__fresh-story'),
  })
  .map((r) => JSON.stringify({ type: 'number', ...r }));

/** The `json` part's value: a report of the right shape with hostile values, or something else entirely. */
export const reportJsonText = fc.oneof(
  { weight: 4, arbitrary: validReport },
  {
    weight: 6,
    arbitrary: hostileObject(['type', 'uniqueId', 'detail', 'articleSlug'], {
      type: fc.constantFrom(...REPORT_TYPES),
      uniqueId: fc.constantFrom('9876543210', '+91 98765 43210', 'fraud.pay@ybl', 'VM-HDFCBK-S', 'bad.example.in/x'),
      detail: fc.constantFrom('They asked for my OTP.', '<script>alert(1)</script>', 'x'.repeat(5001)),
      articleSlug: fc.constantFrom('fuzz-article', '__new__some-new-story', '../../etc', 'UPPER'),
    }).map((o) => JSON.stringify(o)),
  },
  { weight: 2, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.constantFrom('', 'null', '[]', '"text"', '{"type":"number"', 'x'.repeat(70_000)) },
);

/** One part of the form: the `json` field, a proof file, or something that should not be there. */
export function formPart(tinyPng: Buffer): fc.Arbitrary<Part> {
  return fc.oneof(
    { weight: 4, arbitrary: reportJsonText.map((text): Part => ({ name: 'json', data: Buffer.from(text, 'utf8') })) },
    {
      weight: 4,
      arbitrary: fc
        .record({
          filename: fc.constantFrom(...FILE_NAMES),
          contentType: fc.constantFrom(...DECLARED_TYPES),
          data: proofBytes(tinyPng),
        })
        .map((p): Part => ({ name: 'proof', ...p })),
    },
    {
      weight: 1,
      arbitrary: fc
        .record({
          name: fc.constantFrom('json', 'proof', 'extra', '__proto__', 'json[]', ''),
          filename: fc.option(fc.constantFrom(...FILE_NAMES), { nil: undefined }),
          data: fc.constantFrom(...HOSTILE_STRINGS.slice(0, 20)).map((s) => Buffer.from(s, 'utf8')),
        })
        .map((p): Part => ({ ...p })),
    },
  );
}

export const BOUNDARY = '----SatarkFuzzBoundary7MA4YWxkTrZu0gW';

/** How the body's framing may be wrong (the parts themselves come from `formPart`). */
export const FRAMINGS = [
  'well-formed',
  'well-formed',
  'well-formed',
  'no-boundary',
  'wrong-boundary',
  'not-multipart',
] as const;
export type Framing = (typeof FRAMINGS)[number];

export function contentTypeFor(framing: Framing): string {
  switch (framing) {
    case 'well-formed':
      return `multipart/form-data; boundary=${BOUNDARY}`;
    case 'no-boundary':
      return 'multipart/form-data';
    case 'wrong-boundary':
      return 'multipart/form-data; boundary=something-else';
    case 'not-multipart':
      return 'application/json';
  }
}
