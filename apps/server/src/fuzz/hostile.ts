// fast-check arbitraries for hostile input: strings that attack a parser, a query, a page or a
// path; JSON of the wrong shape, depth or size; query strings and headers a browser never sends;
// and bearer tokens that are forged, expired, unsigned or revoked.
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import type { World } from './live-server.js';

/** Strings each aimed at one weakness. */
export const HOSTILE_STRINGS: readonly string[] = [
  // SQL
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1' UNION SELECT password_hash, code_hash FROM users, otps --",
  "%' AND 1=(SELECT COUNT(*) FROM sqlite_master) --",
  "'; select pg_sleep(10); --",
  '\\',
  "\\'",
  '%',
  '_',
  // HTML and script
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
  // Unicode tricks
  '\u202Egpj.exe',
  '\u200F+91 98765 43210',
  '98765\u200B43210',
  '\uFEFF9876543210',
  'e\u0301\u0301\u0301\u0301',
  'Z\u0337\u0322\u034E\u0353a\u0336\u0321l\u0334g\u0335o',
  '\uD800',
  '\uDFFF\uD800',
  'a\u0000b',
  '\u0000',
  '९८७६५४३२१०',
  '\uFF19\uFF18\uFF17\uFF16\uFF15\uFF14\uFF13\uFF12\uFF11\uFF10',
  'icici\u0431ank.com',
  '\u{1F4A9}\u{1F1EE}\u{1F1F3}',
  '\r\nSet-Cookie: x=1',
  '\t \n ',
  '',
  ' ',
  // Path traversal
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  '....//....//etc/passwd',
  '%252e%252e%252f',
  '..%c0%af..%c0%afetc/passwd',
  'proofs/../../.jwt-secret',
  'proofs/../.file-url-secret',
  '.jwt-secret',
  'satark.db',
  'test.db',
  'proofs/',
  'proofs/..',
  '/proofs/x.png',
  'file:///etc/passwd',
  // Prototype pollution and JavaScript names
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  // Numbers, dates and formats at their edges
  '9876543210',
  '+919876543210',
  '+91',
  '+44 7014 233755',
  '0',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  '-0',
  '0x10',
  '1.5',
  '99999999999999999999999',
  '2024-02-30',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '275760-09-13',
  '9999-12-31T23:59:59.999Z',
  '1970-01-01',
  'fraud.pay@ybl',
  'a@b',
  'x@y.z',
  'http://103.208.86.96/login',
  'https://xn--80ak6aa92e.com',
  'VM-HDFCBK-S',
  'ACTIVE',
  'PENDING',
  'myreport',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
];

const longString = fc.oneof(
  fc.constantFrom(5001, 70_000, 300_000).map((n) => 'a'.repeat(n)),
  fc.constantFrom(2049, 10_000).map((n) => '9'.repeat(n)),
  fc.constant('a.'.repeat(2500)),
  fc.constant('<'.repeat(4000)),
);

/** A hostile string: a known attack, random Unicode, an attack inside random text, or a very long one. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 10 }))
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: longString },
);

/** JSON nested `depth` levels (arrays or objects), built without recursion in the generator. */
export const deepJson = (depth: number, kind: 'array' | 'object'): string =>
  kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Any JSON value of a wrong or hostile kind for a field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2),
  },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('__proto__', 'a', '$gt', 'constructor'), hostileString) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/**
 * An object with the call's own field names (each present with a hostile value, or absent) and maybe
 * others. `validOnly`: every field that has valid values takes one of them, so that the case passes
 * validation and reaches the handler (a hostile field anywhere stops most cases at the schema).
 */
export function hostileObject(
  fields: readonly string[],
  validValues: Record<string, fc.Arbitrary<unknown>> = {},
  { validOnly = false } = {},
) {
  const entries = fields.map((field) => {
    const valid = validValues[field];
    const value = valid ? (validOnly ? valid : fc.oneof(valid, hostileValue)) : hostileValue;
    return fc.option(value, { nil: undefined, freq: validOnly ? 8 : 4 }).map((v) => [field, v] as const);
  });
  const extraKeys = fc.constantFrom('__proto__', 'constructor', 'extra', 'id', 'user', 'rank');
  return fc
    .tuple(fc.tuple(...entries), fc.array(fc.tuple(extraKeys, hostileValue), { maxLength: validOnly ? 0 : 2 }))
    .map(([own, extra]) => {
      const object: Record<string, unknown> = {};
      for (const [key, value] of [...own, ...extra]) {
        if (value !== undefined) Object.defineProperty(object, key, { value, enumerable: true, writable: true });
      }
      return object;
    });
}

/** A JSON request body as bytes: usually an object of the call's fields, sometimes anything at all. */
export function jsonBody(fields: readonly string[], validValues?: Record<string, fc.Arbitrary<unknown>>) {
  return fc.oneof(
    { weight: 5, arbitrary: hostileObject(fields, validValues).map((o) => Buffer.from(JSON.stringify(o))) },
    {
      weight: 4,
      arbitrary: hostileObject(fields, validValues, { validOnly: true }).map((o) => Buffer.from(JSON.stringify(o))),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => Buffer.from(JSON.stringify(v) ?? 'null')) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          fc.constantFrom(
            deepJson(10_000, 'array'),
            deepJson(5_000, 'object'),
            deepJson(200_000, 'array'),
            '',
            '{',
            '{"a":1,"a":2}',
            '{"__proto__":{"isAdmin":true}}',
            'null',
            '"text"',
            '1e99999',
            '{"phoneNo":"\\ud800"}',
            `{"x":"${'a'.repeat(300_000)}"}`,
          ),
          fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
        )
        .map((text) => Buffer.from(text, 'latin1')),
    },
    // Invalid UTF-8 inside an otherwise fine JSON string.
    {
      weight: 1,
      arbitrary: fc.constant(
        Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe, 0xc0, 0xaf]), Buffer.from('"}')]),
      ),
    },
  );
}

/** Percent-encodes the UTF-8 bytes of any string (lone surrogates become U+FFFD, as a browser does). */
export const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

/**
 * A query string with the call's parameters (hostile values, repeated, or absent) and some others.
 * `validOnly`: each parameter with valid values takes one of them and nothing else is added.
 */
export function queryString(
  params: readonly string[],
  validValues: Record<string, fc.Arbitrary<string>> = {},
  { validOnly = false } = {},
) {
  const pair = (name: string) =>
    (validOnly && validValues[name]
      ? validValues[name]
      : fc.oneof(
          { weight: 3, arbitrary: validValues[name] ?? hostileString },
          { weight: 3, arbitrary: hostileString },
          { weight: 1, arbitrary: fc.array(hostileString, { minLength: 2, maxLength: 3 }) },
        )
    ).map((value) => (Array.isArray(value) ? value : [value]).map((v) => `${percentEncode(name)}=${percentEncode(v)}`));
  const known = params.map((name) => fc.option(pair(name), { nil: undefined, freq: 3 }));
  return fc
    .tuple(
      fc.tuple(...known),
      fc.array(fc.tuple(fc.constantFrom('__proto__', 'page[$gt]', 'x', 'a[]', ''), hostileString), {
        maxLength: validOnly ? 0 : 2,
      }),
      validOnly
        ? fc.constant('')
        : fc.constantFrom('', '', '', '&', '%', '%zz', '%00', '%C0%AF', '&&=', '=%', '#frag', ';a=b'),
    )
    .map(([own, extra, tail]) => {
      const parts = own.flatMap((p) => p ?? []);
      for (const [name, value] of extra) parts.push(`${percentEncode(name)}=${percentEncode(value)}`);
      const query = parts.join('&') + tail;
      return query === '' ? '' : `?${query}`;
    });
}

/** Headers a browser would not send: odd App-Check values, languages, ranges, forwarded addresses. */
export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      'app-check': fc.constantFrom('web', 'android', 'ios', '', 'x'.repeat(2000), '<script>', '../../'),
      'accept-language': fc.constantFrom('hi', 'en', 'hi-IN,hi;q=0.9', '*', 'zz', ';;;q=abc', 'x'.repeat(4000)),
      'x-forwarded-for': fc.constantFrom('1.2.3.4', '1.2.3.4, 5.6.7.8', 'not-an-ip', '::1', '', "' OR 1=1"),
      range: fc.constantFrom('bytes=0-1', 'bytes=-1', 'bytes=5-1', 'bytes=0-99999999999', 'bytes=a-b', 'lines=1-2'),
      'accept-encoding': fc.constantFrom('gzip', 'br', 'identity;q=0', '*;q=0'),
      cookie: fc.constantFrom('a=b', 'token=x; __proto__=1'),
      'x-api-key': fc.constantFrom('', 'unknown-key', "' OR 1=1 --"),
      'if-none-match': fc.constantFrom('*', '"x"', 'W/"1"'),
    },
    { requiredKeys: [] },
  )
  .map((headers) => Object.fromEntries(Object.entries(headers)) as Record<string, string>);

/** The kinds of bearer credential a case may carry. */
export const TOKEN_KINDS = [
  'none',
  'garbage',
  'wrong-secret',
  'alg-none',
  'expired',
  'tampered',
  'hs512',
  'revoked',
  'deleted',
  'oversized',
  'scheme',
  'user',
  'validator',
  'fresh-user',
  'fresh-validator',
] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];
/** Kinds that must be refused with 401 on a call that needs a user. */
export const INVALID_TOKEN_KINDS: readonly TokenKind[] = [
  'none',
  'garbage',
  'wrong-secret',
  'alg-none',
  'expired',
  'tampered',
  'hs512',
  'revoked',
  'deleted',
  'oversized',
  'scheme',
];

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Builds the Authorization header value of a token kind (undefined: no header). */
export async function authorizationFor(
  kind: TokenKind,
  world: World,
  jwtSecret: string,
  fresh: (rank: number) => Promise<string>,
): Promise<string | undefined> {
  const claims = { sid: world.session.id, sub: world.session.userId, iss: 'satark' };
  const key = new TextEncoder().encode(jwtSecret);
  const future = Math.floor(Date.now() / 1000) + 3600;
  switch (kind) {
    case 'none':
      return undefined;
    case 'garbage':
      return 'Bearer not.a.jwt';
    case 'wrong-secret':
      return `Bearer ${await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(future).sign(new TextEncoder().encode('guessed-secret-guessed-secret-guessed'))}`;
    case 'alg-none':
      return `Bearer ${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ ...claims, exp: future })}.`;
    case 'expired':
      return `Bearer ${await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(1_000_000).setExpirationTime(1_000_100).sign(key)}`;
    case 'tampered': {
      // The user's real token with its subject changed to the validator: the signature no longer fits.
      const [header, , signature] = world.user.token.split('.');
      return `Bearer ${header}.${b64url({ ...claims, sub: world.validator.id, exp: future })}.${signature}`;
    }
    case 'hs512': {
      const header = b64url({ alg: 'HS512', typ: 'JWT' });
      const payload = b64url({ ...claims, exp: future });
      const signature = createHmac('sha512', jwtSecret).update(`${header}.${payload}`).digest('base64url');
      return `Bearer ${header}.${payload}.${signature}`;
    }
    case 'revoked':
      return `Bearer ${world.revokedToken}`;
    case 'deleted':
      return `Bearer ${world.deletedToken}`;
    case 'oversized':
      return `Bearer ${'a'.repeat(5000)}.${'b'.repeat(5000)}.c`;
    case 'scheme':
      return `Basic ${Buffer.from(`${world.user.phoneNo}:Secret@123`).toString('base64')}`;
    case 'user':
      return `Bearer ${world.user.token}`;
    case 'validator':
      return `Bearer ${world.validator.token}`;
    case 'fresh-user':
      return `Bearer ${await fresh(1)}`;
    case 'fresh-validator':
      return `Bearer ${await fresh(11)}`;
  }
}
