// Every call of API.md, through a real listening server, with hostile query strings, JSON bodies,
// headers, path parameters and tokens. Each case must leave the server alive, answer without a
// 5xx, refuse with API.md's envelope, and leave the database and DATA_DIR as they were when it
// refuses. A call that needs a user refuses every forged, expired, unsigned or revoked token with 401.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@satark/shared/messages';
import { ENDPOINTS, validValues, type Endpoint } from './endpoints.js';
import { fuzzParameters } from './fuzz-settings.js';
import type { FuzzRequest, FuzzResponse } from './http-client.js';
import {
  authorizationFor,
  hostileHeaders,
  hostileString,
  INVALID_TOKEN_KINDS,
  jsonBody,
  percentEncode,
  queryString,
  TOKEN_KINDS,
  type TokenKind,
} from './hostile.js';
import { checkRequest, formatStatusCounts, Invariants } from './invariants.js';
import { freshSignedIn, startLiveServer, type LiveServer } from './live-server.js';

let server: LiveServer;
let invariants: Invariants;
let cases = 0;
beforeAll(async () => {
  server = await startLiveServer();
  invariants = new Invariants(server);
  await invariants.init();
});
afterAll(async () => {
  console.log(`endpoints.fuzz: ${cases} requests checked (${formatStatusCounts()})`);
  await server?.close();
});

const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/json; charset=utf-16',
  'application/xml',
  undefined,
] as const;

/** Raw path parameters: the valid ones, hostile text encoded, and traversal sent as it is. */
const pathParameter = (valid: fc.Arbitrary<string> | undefined) =>
  fc.oneof(
    ...(valid ? [valid] : []),
    hostileString.filter((s) => s.length < 3000).map(percentEncode),
    fc.constantFrom(
      '..',
      '../../../etc/passwd',
      '..%2f..%2f..%2fetc%2fpasswd',
      '%2e%2e/%2e%2e/.jwt-secret',
      'proofs/..%2f..%2f.file-url-secret',
      'proofs/%00.png',
      '%',
      '',
    ),
  );

interface Case {
  token: TokenKind;
  path: string;
  query: string;
  headers: Record<string, string>;
  contentType: string | undefined;
  body: Buffer | undefined;
}

/** Cases found by hand in issue 8, tried first on every run (fast-check's `examples`). */
const ISSUE_CASES: Record<string, Partial<Case>[]> = {
  '/api/v1/scam-report/scammer-list': [
    { query: '?toDate=%2B275760-09-13T00%3A00%3A00.000Z' },
    { query: '?fromDate=%2B275760-09-13' },
  ],
  '/api/v1/auth/is-token-valid': [{ query: '?token=a&token=b' }],
};

const examplesFor = (endpoint: Endpoint): [Case][] =>
  (ISSUE_CASES[endpoint.path] ?? []).map((partial) => [
    { token: 'none', path: endpoint.path, query: '', headers: {}, contentType: undefined, body: undefined, ...partial },
  ]);

function caseFor(endpoint: Endpoint): fc.Arbitrary<Case> {
  const valid = validValues(server.world);
  const pathArb = fc
    .tuple(
      ...[...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) =>
        pathParameter(valid.pathParams[m[1]!]).map((v) => [m[0], v] as const),
      ),
    )
    .map((pairs) => pairs.reduce((p, [placeholder, value]) => p.replace(placeholder, value), endpoint.path));
  return fc.record({
    token: fc.constantFrom(...TOKEN_KINDS),
    path: pathArb,
    query: endpoint.query
      ? fc.oneof(
          queryString(endpoint.query, valid.query),
          queryString(endpoint.query, valid.query, { validOnly: true }),
        )
      : fc.constantFrom('', '?x=1', '?%zz'),
    headers: hostileHeaders,
    contentType: fc.constantFrom(...CONTENT_TYPES),
    body: endpoint.body ? jsonBody(endpoint.body, valid.body) : fc.constant(undefined),
  });
}

/** Refused by the HTTP parser or the router (http/client-errors.ts), before any route could look at a token. */
function refusedBeforeRouting(response: FuzzResponse): boolean {
  if (response.status === 408 || response.status === 431) return true;
  if (response.status !== 400) return false;
  const message = (JSON.parse(response.text) as { message?: string }).message;
  return message === SERVER_MESSAGES.badAddress || message === SERVER_MESSAGES.notHttp;
}

/** What a call must answer for a token kind, beyond the general invariants. */
function expectationsFor(endpoint: Endpoint, token: TokenKind, served: boolean) {
  return (response: FuzzResponse): string[] => {
    if (!served) {
      // Not found, or refused for the request's own form (its body, its headers) before routing.
      return response.status >= 400 && response.status !== 401 && response.status !== 403
        ? []
        : [`an unserved path answered ${response.status}`];
    }
    const invalid = INVALID_TOKEN_KINDS.includes(token);
    const needsUser = endpoint.auth === 'user' || endpoint.auth === 'validator';
    // A swept account may still ask who it is, once (API.md "Deletion"), and log out.
    const deletedAllowed = token === 'deleted' && /\/auth\/(user|logout)$/.test(endpoint.path);
    if (needsUser && invalid && !deletedAllowed && response.status !== 401 && !refusedBeforeRouting(response)) {
      return [`a ${token} token was not refused with 401 (got ${response.status})`];
    }
    const nonValidator = token === 'user' || token === 'fresh-user';
    if (endpoint.auth === 'validator' && nonValidator && response.status !== 403 && !refusedBeforeRouting(response)) {
      return [`a non-validator got ${response.status} instead of 403`];
    }
    // API.md: a bad token is 200 {success:false}, never 401 (a malformed query may still be a 400).
    if (endpoint.path.endsWith('/is-token-valid') && response.status === 401) {
      return ['is-token-valid answered 401'];
    }
    return [];
  };
}

function isServed(endpoint: Endpoint): boolean {
  if (endpoint.path === '/files/{key}') return true;
  if (endpoint.path.includes('{unknown}')) return false;
  return server.app.hasRoute({ method: endpoint.method, url: endpoint.path.replace(/\{(\w+)\}/g, ':$1') });
}

/** Full paths from Fastify's route tree print-out, whose lines hold only the part after their parent's. */
function registeredRoutes(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?) \(([^)]*)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack.push(path);
    routes.push(path);
  }
  return routes;
}

describe('every call of API.md holds under hostile input (real server)', () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.path}`, async () => {
      const served = isServed(endpoint);
      await fc.assert(
        fc.asyncProperty(caseFor(endpoint), async (c) => {
          let token = c.token;
          if (endpoint.spendsToken && token === 'user') token = 'fresh-user';
          if (endpoint.spendsToken && token === 'validator') token = 'fresh-validator';
          const authorization = await authorizationFor(token, server.world, server.config.jwtSecret, (rank) =>
            freshSignedIn(server.db, server.config, rank),
          );
          const headers: Record<string, string> = { ...c.headers };
          if (authorization) headers.authorization = authorization;
          if (c.body && c.contentType) headers['content-type'] = c.contentType;
          const request: FuzzRequest = {
            method: endpoint.method,
            path: c.path + c.query,
            headers,
            ...(c.body ? { body: c.body } : {}),
          };
          cases += 1;
          // A path parameter sent with a raw '/' (traversal as it is) makes a path of more segments (the
          // file key is a wildcard and takes them),
          // which is no route at all: that request answers like an unserved path.
          const routed =
            endpoint.path === '/files/{key}' || c.path.split('/').length === endpoint.path.split('/').length;
          await checkRequest(server, invariants, request, expectationsFor(endpoint, token, served && routed));
        }),
        { ...fuzzParameters<[Case]>(40), examples: examplesFor(endpoint) },
      );
    }, 300_000);
  }

  it('covers every route the server registers', () => {
    const patterns = ENDPOINTS.map((e) => e.path.replace(/\{(\w+)\}/g, ':$1').replace('/files/:key', '/files/*'));
    const uncovered = registeredRoutes(server.app.printRoutes({ commonPrefix: false })).filter(
      (route) =>
        !patterns.includes(route) &&
        !route.startsWith('/api/docs') &&
        route !== '*' &&
        // The multipart calls have their own property (multipart.fuzz.ts).
        !['/api/v1/scam-report/report-scammer', '/api/v1/scam-report/disputes'].includes(route),
    );
    expect(uncovered).toEqual([]);
  });
});
