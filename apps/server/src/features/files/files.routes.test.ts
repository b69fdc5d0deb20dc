import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@satark/shared/messages';
import type { UserRow } from '../../db/schema.js';
import { createSignedInUser, makePngWithExif, nextPhone, reportForm } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signFileUrl } from './signed-file-url.js';

let t: TestApp;
let reporter: { user: UserRow; token: string };
let other: { user: UserRow; token: string };
let validator: { user: UserRow; token: string };
let key: string;
let entityId: string;
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from('0123456789'.repeat(100)), Buffer.from('\n%%EOF\n')]);

beforeAll(async () => {
  t = await createTestApp();
  reporter = await createSignedInUser(t.db, t.config.jwtSecret);
  other = await createSignedInUser(t.db, t.config.jwtSecret);
  validator = await createSignedInUser(t.db, t.config.jwtSecret, { rank: 11 });
  const { payload, headers } = await reportForm(
    { type: 'number', uniqueId: nextPhone() },
    { bytes: pdf, name: 'bank statement ₹500.pdf', type: 'application/pdf' },
  );
  const created = await t.request({
    method: 'POST',
    url: '/api/v1/scam-report/report-scammer',
    token: reporter.token,
    payload,
    headers,
  });
  expect(created.statusCode).toBe(201);
  entityId = created.json().data.id;
  const proof = await t.db
    .selectFrom('proof_files')
    .select('key')
    .where('entry_id', '=', created.json().data.entryId)
    .executeTakeFirstOrThrow();
  key = proof.key;
});
afterAll(async () => t.close());

const linkFor = (file: string, token?: string) =>
  t.request({ url: '/api/v1/scam-report/file', query: { file }, token });

describe('GET /scam-report/file', () => {
  it('signs a link for the reporter and for validators while the entity is PENDING', async () => {
    for (const token of [reporter.token, validator.token]) {
      const response = await linkFor(`//${key}`, token);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.url).toMatch(new RegExp(`^/files/${key}\\?expires=\\d+&signature=[\\w-]+$`));
    }
  });

  it('answers 404 to anyone else while PENDING or REJECTED, and signs for anyone once ACTIVE', async () => {
    expect((await linkFor(key)).statusCode).toBe(404);
    expect((await linkFor(key, other.token)).json()).toMatchObject({
      code: 'NOT_FOUND',
      message: SERVER_MESSAGES.fileNotFound,
    });
    await t.db.updateTable('scam_entities').set({ status: 'REJECTED' }).where('id', '=', entityId).execute();
    expect((await linkFor(key)).statusCode).toBe(404);
    await t.db.updateTable('scam_entities').set({ status: 'ACTIVE' }).where('id', '=', entityId).execute();
    try {
      expect((await linkFor(key)).statusCode).toBe(200);
    } finally {
      await t.db.updateTable('scam_entities').set({ status: 'PENDING' }).where('id', '=', entityId).execute();
    }
  });

  it('does not open a proof to another reporter of the same PENDING or REJECTED entity', async () => {
    // `other` files a one-line report on the same identifier, with a proof of their own.
    const entity = await t.db
      .selectFrom('scam_entities')
      .select('unique_id')
      .where('id', '=', entityId)
      .executeTakeFirstOrThrow();
    const { payload, headers } = await reportForm(
      { type: 'number', uniqueId: entity.unique_id, detail: 'me too' },
      { bytes: pdf, name: 'mine.pdf', type: 'application/pdf' },
    );
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/scam-report/report-scammer',
      token: other.token,
      payload,
      headers,
    });
    expect(created.statusCode).toBe(201);
    const ownKey = (
      await t.db
        .selectFrom('proof_files')
        .select('key')
        .where('entry_id', '=', created.json().data.entryId)
        .executeTakeFirstOrThrow()
    ).key;
    try {
      for (const status of ['PENDING', 'REJECTED'] as const) {
        await t.db.updateTable('scam_entities').set({ status }).where('id', '=', entityId).execute();
        expect((await linkFor(key, other.token)).statusCode).toBe(404);
        expect((await linkFor(ownKey, other.token)).statusCode).toBe(200);
        expect((await linkFor(ownKey, reporter.token)).statusCode).toBe(404);
        expect((await linkFor(ownKey, validator.token)).statusCode).toBe(200);
      }
    } finally {
      await t.db.updateTable('scam_entities').set({ status: 'PENDING' }).where('id', '=', entityId).execute();
    }
  });

  it('answers 404 for an unknown or malformed key', async () => {
    expect((await linkFor('proofs/nothing.png', validator.token)).statusCode).toBe(404);
    expect((await linkFor('../../etc/passwd', validator.token)).statusCode).toBe(404);
    expect((await linkFor('', validator.token)).statusCode).toBe(400);
  });
});

describe('GET /files/<key>', () => {
  const signedUrl = async () => (await linkFor(key, reporter.token)).json().data.url as string;

  it('serves the proof as a download with its stored type', async () => {
    const response = await t.request({ url: await signedUrl() });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(pdf)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(pdf.length),
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="bank_statement__500.pdf"; filename*=UTF-8''${encodeURIComponent('bank_statement_₹500.pdf')}`,
    );
  });

  it('serves images inline under a name whose extension is the detected type, never as HTML', async () => {
    const png = await makePngWithExif();
    const { payload, headers } = await reportForm(
      { type: 'upi', uniqueId: `page${Date.now()}@ybl`, detail: 'x' },
      { bytes: png, name: 'a.html', type: 'text/html' },
    );
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/scam-report/report-scammer',
      token: reporter.token,
      payload,
      headers,
    });
    expect(created.statusCode).toBe(201);
    const pngKey = (
      await t.db
        .selectFrom('proof_files')
        .select('key')
        .where('entry_id', '=', created.json().data.entryId)
        .executeTakeFirstOrThrow()
    ).key;
    const url = (await linkFor(pngKey, reporter.token)).json().data.url as string;
    const response = await t.request({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(`inline; filename="a.png"; filename*=UTF-8''a.png`);

    // A row whose stored type is not a proof type (an old row, a bug) is served as opaque bytes.
    await t.db
      .updateTable('proof_files')
      .set({ content_type: 'text/html', download_name: 'x.html' })
      .where('key', '=', pngKey)
      .execute();
    const forced = await t.request({ url });
    expect(forced.headers['content-type']).toBe('application/octet-stream');
    expect(forced.headers['content-disposition']).toMatch(/^attachment; filename="proof\.bin"/);
  });

  it('answers 403 to a tampered signature, another key, a missing signature or an expired link', async () => {
    const url = await signedUrl();
    const tampered = url.replace(/signature=(.)/, (_m, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`);
    const otherKey = url.replace(key, 'proofs/00000000-0000-0000-0000-000000000000.pdf');
    const expired = signFileUrl(t.config.fileUrlSecret, key, Date.now() - 6 * 60 * 1000);
    for (const candidate of [tampered, otherKey, `/files/${key}`, expired]) {
      const response = await t.request({ url: candidate });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: SERVER_MESSAGES.invalidSignature });
    }
  });

  it('serves a single byte range with 206, a suffix range, and 416 past the end', async () => {
    const url = await signedUrl();
    const first = await t.request({ url, headers: { range: 'bytes=0-8' } });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-8/${pdf.length}`);
    expect(first.headers['content-length']).toBe('9');
    expect(first.body).toBe('%PDF-1.4\n');

    const tail = await t.request({ url, headers: { range: 'bytes=-7' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.body).toBe('\n%%EOF\n');

    const past = await t.request({ url, headers: { range: `bytes=${pdf.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${pdf.length}`);
    expect(past.json()).toMatchObject({ code: 'RANGE_NOT_SATISFIABLE' });

    const several = await t.request({ url, headers: { range: 'bytes=0-1,4-5' } });
    expect(several.statusCode).toBe(200);
  });
});
