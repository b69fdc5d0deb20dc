// Long read answers compressed for clients that ask (http/answer-compression.ts), through a real
// listening server: the bytes on the wire, decoded, are the answer a client that asks for nothing
// gets; short answers, and calls outside the compressed features, go as they are.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../lib/ids.js';
import { createArticle, createReportedEntity, createUser } from '../test/factories.js';
import { listen } from '../test/real-server.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let port: number;
let detailPath: string;
beforeAll(async () => {
  t = await createTestApp();
  port = await listen(t.app);
  // A busy number's page: 300 entries of 200 characters, ~100 kB as JSON (the stream path).
  const first = await createUser(t.db, { name: 'First Reporter' });
  const { entity } = await createReportedEntity(t.db, { reporterId: first.id, status: 'ACTIVE' });
  const reporters = [];
  for (let i = 0; i < 299; i++) reporters.push(await createUser(t.db, { name: `Reporter ${i}` }));
  await t.db
    .insertInto('report_entries')
    .values(
      reporters.map((reporter, i) => ({
        id: newId(),
        entity_id: entity.id,
        reporter_id: reporter.id,
        detail: `Entry ${i}: ${'they asked for the OTP and then the UPI PIN, '.repeat(5).slice(0, 190)}`,
        article_slug: null,
        created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      })),
    )
    .execute();
  detailPath = `/api/v1/scam-report/spammer-detail?id=${entity.id}`;
});
afterAll(async () => t.close());

interface WireAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: Buffer;
}

/** The answer as sent: node:http neither asks for nor decodes any encoding on its own. */
function request(path: string, headers: Record<string, string> = {}, body?: string): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { host: '127.0.0.1', port, path, method: body === undefined ? 'GET' : 'POST', headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, bytes: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('long read answers', () => {
  it('go gzip- or brotli-compressed to a client that asks, and decode to the plain answer', async () => {
    const plain = await request(detailPath);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.length).toBeGreaterThan(70_000);
    const answer = JSON.parse(plain.bytes.toString('utf8'));
    expect(answer.data.reports).toHaveLength(300);

    // A browser's header: gzip, the cheaper of the two for answers made per request.
    const gzip = await request(detailPath, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gzip.bytes.length).toBeLessThan(plain.bytes.length / 4);
    expect(JSON.parse(gunzipSync(gzip.bytes).toString('utf8'))).toStrictEqual(answer);

    const brotli = await request(detailPath, { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.bytes).toString('utf8'))).toStrictEqual(answer);

    const identity = await request(detailPath, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.bytes.equals(plain.bytes)).toBe(true);
  });

  it('compresses a list page and the articles, kept as bytes, in the same way', async () => {
    const reporter = await createUser(t.db, { name: 'List Reporter' });
    for (let i = 0; i < 10; i++) await createReportedEntity(t.db, { reporterId: reporter.id, status: 'ACTIVE' });
    const excerpt = 'How the fake KYC message works, and what to do when it reaches you. '.repeat(4);
    for (let i = 0; i < 6; i++) await createArticle(t.db, `compressed-article-${i}`, { excerpt });
    for (const path of ['/api/v1/scam-report/scammer-list?reportType=recent', '/api/v1/scam-articles/get-all']) {
      const plain = await request(path);
      expect(plain.status, path).toBe(200);
      expect(plain.bytes.length, path).toBeGreaterThan(1024);
      const gzip = await request(path, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding'], path).toBe('gzip');
      expect(gunzipSync(gzip.bytes).equals(plain.bytes), path).toBe(true);
    }
  });

  it('go as they are when shorter than 1 kB', async () => {
    const count = await request('/api/v1/scam-report/reports-count', { 'accept-encoding': 'br, gzip' });
    expect(count.status).toBe(200);
    expect(count.bytes.length).toBeLessThan(1024);
    expect(count.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(count.bytes.toString('utf8'))).toMatchObject({ success: true });
  });
});

it('leaves the check alone: not one of the compressed features, whatever its length', async () => {
  const hosts = Array.from({ length: 30 }, (_, i) => `https://kyc-update-${i}.example.in/login`).join(' and ');
  const body = JSON.stringify({ type: 'sms', sms: `Update your KYC at ${hosts} today.` });
  const check = await request(
    '/api/v1/scam-report/check-scam-report',
    { 'accept-encoding': 'br, gzip', 'content-type': 'application/json' },
    body,
  );
  expect(check.status).toBe(200);
  expect(check.bytes.length).toBeGreaterThan(1024);
  expect(check.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(check.bytes.toString('utf8')).found.length).toBeGreaterThan(10);
});
