// The multipart calls (report-scammer and the owner disputes) through a real listening server
// with hostile forms: any parts in any order, proofs whose bytes lie about their type, hostile
// file names, a `json` part of any shape, wrong framing. Besides the general invariants: after
// every answer no staged file is left, and the only new files are one stored proof per new
// proof row.
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { fuzzParameters } from './fuzz-settings.js';
import type { FuzzResponse } from './http-client.js';
import { authorizationFor, hostileObject, type TokenKind } from './hostile.js';
import { checkRequest, formatStatusCounts, Invariants, type Snapshot } from './invariants.js';
import { freshSignedIn, startLiveServer, type LiveServer } from './live-server.js';
import { BOUNDARY, contentTypeFor, encodeMultipart, formPart, FRAMINGS, type Part } from './multipart.js';

let server: LiveServer;
let invariants: Invariants;
let tinyPng: Buffer;
let cases = 0;
beforeAll(async () => {
  server = await startLiveServer();
  invariants = new Invariants(server);
  await invariants.init();
  tinyPng = await sharp({ create: { width: 3, height: 3, channels: 3, background: '#aa3300' } })
    .png()
    .withExif({ IFD0: { Copyright: 'gps-28.6139N' } })
    .toBuffer();
});
afterAll(async () => {
  console.log(`multipart.fuzz: ${cases} forms checked (${formatStatusCounts()})`);
  await server?.close();
});

const TOKENS: TokenKind[] = [
  'fresh-user',
  'fresh-user',
  'fresh-user',
  'fresh-user',
  'none',
  'alg-none',
  'expired',
  'revoked',
];

/** New files are stored proofs (one per new proof row) and nothing else: no staged upload left behind. */
/** Stored proofs have a row: a report's in proof_files, an owner dispute's in disputes.proof_key. */
async function disputeProofRows(): Promise<number> {
  const row = await server.db
    .selectFrom('disputes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('proof_key', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function filesMatchRows(before: Snapshot, after: Snapshot, newDisputeProofs: number): string[] {
  const storedNew = after.files.filter((f) => !before.files.includes(f));
  const newProofRows = (after.counts.proof_files ?? 0) - (before.counts.proof_files ?? 0) + newDisputeProofs;
  const problems: string[] = [];
  const outsideProofs = storedNew.filter((f) => !f.startsWith('proofs/'));
  if (outsideProofs.length > 0) problems.push(`files left outside proofs/: ${outsideProofs.join(', ')}`);
  if (storedNew.length !== newProofRows) {
    problems.push(`${storedNew.length} new files for ${newProofRows} new proof rows`);
  }
  return problems;
}

const forms = {
  '/api/v1/scam-report/report-scammer': () => fc.array(formPart(tinyPng), { maxLength: 5 }),
  '/api/v1/scam-report/disputes': () =>
    fc.array(
      fc.oneof(
        hostileObject(['id', 'reason'], {
          id: fc.constantFrom(server.world.entityIds.active, server.world.entityIds.pending),
          reason: fc.constantFrom('This is my own number and I never called anyone about KYC.'),
        }).map((o): Part => ({ name: 'json', data: Buffer.from(JSON.stringify(o)) })),
        formPart(tinyPng),
      ),
      { maxLength: 4 },
    ),
};

describe('multipart calls hold under hostile forms (real server)', () => {
  for (const [path, partsArbitrary] of Object.entries(forms)) {
    it(`POST ${path}`, async () => {
      const served = server.app.hasRoute({ method: 'POST', url: path });
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            token: fc.constantFrom(...TOKENS),
            parts: partsArbitrary(),
            framing: fc.constantFrom(...FRAMINGS),
          }),
          async ({ token, parts, framing }) => {
            const authorization = await authorizationFor(token, server.world, server.config.jwtSecret, (rank) =>
              freshSignedIn(server.db, server.config, rank),
            );
            const headers: Record<string, string> = { 'content-type': contentTypeFor(framing), 'app-check': 'web' };
            if (authorization) headers.authorization = authorization;
            const before = await invariants.snapshot();
            const disputeProofsBefore = await disputeProofRows();
            cases += 1;
            await checkRequest(
              server,
              invariants,
              { method: 'POST', path, headers, body: encodeMultipart(parts, BOUNDARY) },
              (response: FuzzResponse) => {
                if (!served) return response.status >= 400 ? [] : [`an unserved path answered ${response.status}`];
                if (token !== 'fresh-user' && response.status !== 401) {
                  return [`a ${token} token was not refused with 401 (got ${response.status})`];
                }
                return [];
              },
            );
            const after = await invariants.snapshot();
            const problems = filesMatchRows(before, after, (await disputeProofRows()) - disputeProofsBefore);
            if (problems.length > 0) throw new Error(`${problems.join('; ')} after a ${framing} form to ${path}`);
          },
        ),
        fuzzParameters(path.endsWith('report-scammer') ? 150 : 40),
      );
    }, 300_000);
  }
});
