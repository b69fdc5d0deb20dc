// The upload path through a real listening server and raw sockets (inject never drives a real
// socket or a real disk at speed): each hostile or unlucky upload, a report's or an owner
// dispute's, gets its answer, the process keeps serving, and nothing is left in DATA_DIR/uploads,
// in the proof storage or in the tables.
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_OTHER_FILE_BYTES, MAX_VIDEO_BYTES } from '@satark/shared/constants';
import { FIELD_MESSAGES, SERVER_MESSAGES } from '@satark/shared/messages';
import { createReportedEntity, createSignedInUser, makePngWithExif, nextPhone } from '../../test/factories.js';
import {
  eventually,
  filesUnder,
  listen,
  multipartBody,
  piecesOf,
  rawRequest,
  type FormPart,
} from '../../test/real-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  port = await listen(t.app);
});
afterAll(async () => t.close());

const PATH = '/api/v1/scam-report/report-scammer';
let token: string;
beforeEach(async () => {
  ({ token } = await createSignedInUser(t.db, t.config.jwtSecret));
});

const mp4Bytes = (size: number) => {
  const bytes = Buffer.alloc(size);
  Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex').copy(bytes);
  return bytes;
};
const pdfBytes = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);
const jsonPart = (phone: string, detail = 'Asked for my OTP'): FormPart => ({
  name: 'json',
  data: JSON.stringify({ type: 'number', uniqueId: phone, detail }),
});

/** Each form from a person of its own: report submissions are limited per account (http/rate-limits.ts). */
async function send(
  parts: FormPart[],
  options: { cutOff?: boolean; chunkDelayMs?: number; abortAfterBytes?: number } = {},
) {
  const { body, contentType } = multipartBody(parts, { cutOff: options.cutOff });
  const sender = await createSignedInUser(t.db, t.config.jwtSecret);
  return rawRequest(port, {
    path: PATH,
    headers: { 'content-type': contentType, authorization: `Bearer ${sender.token}`, 'app-check': 'web' },
    chunks: piecesOf(body),
    chunkDelayMs: options.chunkDelayMs,
    abortAfterBytes: options.abortAfterBytes,
  });
}

/** Staged uploads, and stored proofs that no proof_files or disputes row points at. */
async function leftovers(): Promise<string[]> {
  const storageDir = (t.config.storage as { dir: string }).dir;
  const keys = new Set([
    ...(await t.db.selectFrom('proof_files').select('key').execute()).map((row) => row.key),
    ...(await t.db.selectFrom('disputes').select('proof_key').execute()).map((row) => row.proof_key),
  ]);
  const orphans = filesUnder(storageDir).filter(
    (file) => !keys.has(path.relative(storageDir, file).split(path.sep).join('/')),
  );
  return [...orphans, ...filesUnder(path.join(t.config.dataDir, 'uploads'))];
}
const nothingLeft = async () => (await leftovers()).length === 0;
const rowsFor = async (phone: string) =>
  t.db.selectFrom('scam_entities').select('id').where('unique_id', '=', `+91${phone}`).execute();

/** The process still serves: a health check and a real report both succeed. */
async function expectServerAlive() {
  const health = await fetch(`http://127.0.0.1:${port}/healthz`);
  expect(health.status).toBe(200);
  const phone = nextPhone();
  const response = await send([jsonPart(phone)]);
  expect(response?.status).toBe(201);
}

async function expectNothingKept(phone: string) {
  // Requests whose client hung up are still being handled for a moment.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await eventually(nothingLeft)).toBe(true);
  expect(await rowsFor(phone)).toEqual([]);
}

describe('uploads through a real server', () => {
  it('answers 413 to a PNG header followed by more than 6 MB, and keeps serving', async () => {
    const phone = nextPhone();
    const png = await makePngWithExif();
    const proof = Buffer.concat([png, Buffer.alloc(MAX_OTHER_FILE_BYTES + 200_000 - png.length)]);
    // Six at once, as the crash was probed: it depended on writes still queued on the disk.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => send([jsonPart(phone), { name: 'proof', filename: 'a.png', data: proof }])),
    );
    for (const other of answers) expect(other?.status).toBe(413);
    const response = answers[0];
    expect(response?.json()).toEqual({
      success: false,
      code: 'FILE_TOO_LARGE',
      message: FIELD_MESSAGES.fileTooLarge,
      errors: { proof: FIELD_MESSAGES.fileTooLarge },
    });
    await expectNothingKept(phone);
    await expectServerAlive();
  });

  it('answers 413 to an oversize proof on an owner dispute, keeping no file and no dispute row', async () => {
    const phone = nextPhone();
    const reporter = await createSignedInUser(t.db, t.config.jwtSecret);
    const { entity } = await createReportedEntity(t.db, { raw: phone, status: 'ACTIVE', reporterId: reporter.user.id });
    const owner = await createSignedInUser(t.db, t.config.jwtSecret, { phone_no: phone });
    const png = await makePngWithExif();
    const proof = Buffer.concat([png, Buffer.alloc(MAX_OTHER_FILE_BYTES + 200_000 - png.length)]);
    const { body, contentType } = multipartBody([
      { name: 'json', data: JSON.stringify({ id: entity.id, reason: 'This is my shop number; a rival reported it.' }) },
      { name: 'proof', filename: 'licence.png', data: proof },
    ]);
    const response = await rawRequest(port, {
      path: '/api/v1/scam-report/disputes',
      headers: { 'content-type': contentType, authorization: `Bearer ${owner.token}`, 'app-check': 'web' },
      chunks: piecesOf(body),
    });
    expect(response?.status).toBe(413);
    expect(response?.json()).toEqual({
      success: false,
      code: 'FILE_TOO_LARGE',
      message: FIELD_MESSAGES.fileTooLarge,
      errors: { proof: FIELD_MESSAGES.fileTooLarge },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await eventually(nothingLeft)).toBe(true);
    expect(await t.db.selectFrom('disputes').select('id').where('entity_id', '=', entity.id).execute()).toEqual([]);
    const after = await t.db
      .selectFrom('scam_entities')
      .select('disputed')
      .where('id', '=', entity.id)
      .executeTakeFirstOrThrow();
    expect(after.disputed).toBe(0);
    await expectServerAlive();
  });

  it('answers 413 to a video over 12 MB, leaving no partial file', async () => {
    const phone = nextPhone();
    const video = mp4Bytes(MAX_VIDEO_BYTES + 100_000);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => send([jsonPart(phone), { name: 'proof', filename: 'v.mp4', data: video }])),
    );
    for (const other of answers) expect(other?.status).toBe(413);
    const response = answers[0];
    expect(response?.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: FIELD_MESSAGES.videoTooLarge });
    await expectNothingKept(phone);
    await expectServerAlive();
  });

  it('survives clients that hang up halfway through their proof, and cleans their staged files', async () => {
    const phone = nextPhone();
    const { body } = multipartBody([jsonPart(phone), { name: 'proof', filename: 'p.pdf', data: pdfBytes(3_000_000) }]);
    const attempts = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        send([jsonPart(phone), { name: 'proof', filename: 'p.pdf', data: pdfBytes(3_000_000) }], {
          abortAfterBytes: Math.floor((body.length * (i + 1)) / 26),
        }),
      ),
    );
    expect(attempts.every((answer) => answer === null)).toBe(true);
    await expectNothingKept(phone);
    await expectServerAlive();
  });

  it('accepts a slow client that keeps sending', async () => {
    const phone = nextPhone();
    const response = await send([jsonPart(phone), { name: 'proof', filename: 'slow.pdf', data: pdfBytes(400_000) }], {
      chunkDelayMs: 150,
    });
    expect(response?.status).toBe(201);
    expect(await rowsFor(phone)).toHaveLength(1);
  });

  it('accepts an empty proof part (no file chosen) as no proof, keeping no empty file', async () => {
    const phone = nextPhone();
    const response = await send([jsonPart(phone), { name: 'proof', filename: '', data: '' }]);
    expect(response?.status).toBe(201);
    expect(
      await t.db
        .selectFrom('proof_files')
        .select('key')
        .where('entry_id', '=', response!.json().data.entryId)
        .execute(),
    ).toEqual([]);
    expect(await leftovers()).toEqual([]);
  });

  it('refuses two proof parts with a field error on proof', async () => {
    const phone = nextPhone();
    const response = await send([
      jsonPart(phone),
      { name: 'proof', filename: 'a.pdf', data: pdfBytes(10_000) },
      { name: 'proof', filename: 'b.pdf', data: pdfBytes(10_000) },
    ]);
    expect(response?.status).toBe(400);
    expect(response?.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: SERVER_MESSAGES.oneProofOnly,
      errors: { proof: SERVER_MESSAGES.oneProofOnly },
    });
    await expectNothingKept(phone);
  });

  it('refuses a huge json field (1 MB, and 20 MB past the form limit)', async () => {
    for (const size of [1_000_000, 20_000_000]) {
      const response = await send([{ name: 'json', data: 'x'.repeat(size) }]);
      expect(response?.status).toBe(413);
      expect(response?.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    expect(await leftovers()).toEqual([]);
    await expectServerAlive();
  });

  it('refuses hundreds of parts', async () => {
    const phone = nextPhone();
    const parts = Array.from({ length: 300 }, (_, i) => ({ name: `f${i}`, data: 'x' }));
    const response = await send([jsonPart(phone), ...parts]);
    expect(response?.status).toBe(413);
    expect(response?.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: SERVER_MESSAGES.formTooManyParts,
    });
    await expectNothingKept(phone);
  });

  it('answers 400 (not 500) to a multipart body cut off before its end', async () => {
    const phone = nextPhone();
    const response = await send([jsonPart(phone), { name: 'proof', filename: 'p.pdf', data: pdfBytes(50_000) }], {
      cutOff: true,
    });
    expect(response?.status).toBe(400);
    expect(response?.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: SERVER_MESSAGES.formMalformed,
    });
    await expectNothingKept(phone);
    await expectServerAlive();
  });

  it('refuses a bad json field before reading the proof that follows it', async () => {
    // Only the first part of the body is sent; the answer must come without the rest.
    const { body, contentType } = multipartBody([
      { name: 'json', data: JSON.stringify({ type: 'number', uniqueId: '12', detail: 'x' }) },
      { name: 'proof', filename: 'p.pdf', data: pdfBytes(2_000_000) },
    ]);
    const response = await rawRequest(port, {
      path: PATH,
      headers: {
        'content-type': contentType,
        authorization: `Bearer ${token}`,
        'content-length': body.length,
      },
      chunks: [body.subarray(0, 300_000)],
      timeoutMs: 10_000,
    });
    expect(response?.status).toBe(400);
    expect(response?.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { uniqueId: FIELD_MESSAGES.phone } });
    expect(await eventually(nothingLeft)).toBe(true);
  });

  it('stores a proof sent after its json, with the download name taken from the detected type', async () => {
    const phone = nextPhone();
    const png = await makePngWithExif();
    const response = await send([jsonPart(phone), { name: 'proof', filename: 'a.html', data: png }]);
    expect(response?.status).toBe(201);
    const proof = await t.db
      .selectFrom('proof_files')
      .selectAll()
      .where('entry_id', '=', response!.json().data.entryId)
      .executeTakeFirstOrThrow();
    expect(proof).toMatchObject({ content_type: 'image/png', download_name: 'a.png' });
    expect(filesUnder(path.join(t.config.dataDir, 'uploads'))).toEqual([]);
  });
});
