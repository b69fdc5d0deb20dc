import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_OTHER_FILE_BYTES, MAX_VIDEO_BYTES } from '@satark/shared/constants';
import { FIELD_MESSAGES, SERVER_MESSAGES } from '@satark/shared/messages';
import {
  createArticle,
  createReportedEntity,
  createSignedInUser,
  makePngWithExif,
  nextPhone,
  reportForm,
} from '../../test/factories.js';
import { createTestApp, usingPostgres, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const URL = '/api/v1/scam-report/report-scammer';

/** Bytes that file-type reads as an MP4 video, padded to `size`. */
const mp4Bytes = (size: number) => {
  const bytes = Buffer.alloc(size);
  Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex').copy(bytes);
  return bytes;
};
const pdfBytes = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);

/** Every file under a directory, recursively ([] when it does not exist). */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}
const storedFiles = () => [
  ...filesUnder((t.config.storage as { dir: string }).dir),
  ...filesUnder(path.join(t.config.dataDir, 'uploads')),
];

async function report(token: string | undefined, json: unknown, proof?: Parameters<typeof reportForm>[1]) {
  const { payload, headers } = await reportForm(json, proof);
  return t.request({ method: 'POST', url: URL, token, payload, headers });
}

const countRows = async () => ({
  entities: (
    await t.db.selectFrom('scam_entities').select(t.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  ).n,
  entries: (
    await t.db.selectFrom('report_entries').select(t.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  ).n,
  proofs: (await t.db.selectFrom('proof_files').select(t.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
});

let token: string;
beforeEach(async () => {
  ({ token } = await createSignedInUser(t.db, t.config.jwtSecret));
});

describe('POST /scam-report/report-scammer', () => {
  it('needs a signed-in user', async () => {
    const response = await report(undefined, { type: 'number', uniqueId: nextPhone(), detail: 'x' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('creates a PENDING entity with one entry and keeps the counts on the entity row', async () => {
    const phone = nextPhone();
    const response = await report(token, { type: 'number', uniqueId: `0${phone}`, detail: 'Asked for my OTP' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: SERVER_MESSAGES.reportCreated,
      data: { uniqueId: `+91${phone}`, scammerId: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`, status: 'PENDING' },
    });
    const entity = await t.db
      .selectFrom('scam_entities')
      .selectAll()
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(entity).toMatchObject({ type: 'number', report_count: 1, phone: `+91${phone}`, status: 'PENDING' });
    expect(entity.last_reported_at).toBe(entity.changed_at);
    const entry = await t.db
      .selectFrom('report_entries')
      .selectAll()
      .where('id', '=', body.data.entryId)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ entity_id: body.data.id, detail: 'Asked for my OTP' });
  });

  it('refuses a second report of the same identifier by the same user', async () => {
    const uniqueId = 'twice@ybl';
    expect((await report(token, { type: 'upi', uniqueId, detail: 'first' })).statusCode).toBe(201);
    const again = await report(token, { type: 'upi', uniqueId: ' TWICE@ybl ', detail: 'second' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      code: 'ALREADY_REPORTED',
      message: 'You have already reported this.',
    });
  });

  describe('field rules, with the shared messages', () => {
    it.each([
      ['number', '12345', FIELD_MESSAGES.phone],
      ['upi', 'not-a-upi', FIELD_MESSAGES.upiReport],
      ['sms', '!!', FIELD_MESSAGES.smsSender],
      ['email', 'nobody@', FIELD_MESSAGES.emailReport],
      ['website', 'not a site', FIELD_MESSAGES.website],
    ])('%s %j → "%s"', async (type, uniqueId, message) => {
      const response = await report(token, { type, uniqueId, detail: 'details' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { uniqueId: message } });
    });

    it('needs a proof or a description', async () => {
      const response = await report(token, { type: 'number', uniqueId: nextPhone(), detail: '  ' });
      expect(response.json()).toMatchObject({ errors: { detail: FIELD_MESSAGES.required } });
    });

    it('needs the SMS content even with a proof, as the form does, and keeps no file', async () => {
      const filesBefore = storedFiles();
      const rowsBefore = await countRows();
      const png = await makePngWithExif();
      const response = await report(
        token,
        { type: 'sms', uniqueId: 'VM-KYCUPD-S', detail: ' ' },
        { bytes: png, name: 'sms.png', type: 'image/png' },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: { detail: FIELD_MESSAGES.required } });
      expect(storedFiles()).toEqual(filesBefore);
      expect(await countRows()).toEqual(rowsBefore);
    });

    it('caps the description at 5000 characters', async () => {
      const response = await report(token, { type: 'number', uniqueId: nextPhone(), detail: 'x'.repeat(5001) });
      expect(response.json()).toMatchObject({ errors: { detail: FIELD_MESSAGES.detailTooLong } });
    });

    it('reports a missing or unreadable json field as required fields', async () => {
      const response = await report(token, 'not json');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toMatchObject({
        uniqueId: FIELD_MESSAGES.required,
        type: FIELD_MESSAGES.required,
      });
    });

    it('refuses a malformed article slug', async () => {
      const response = await report(token, { type: 'number', uniqueId: nextPhone(), detail: 'd', articleSlug: '../x' });
      expect(response.json()).toMatchObject({ errors: { articleSlug: FIELD_MESSAGES.required } });
    });
  });

  describe('status transitions', () => {
    it('ACTIVE stays ACTIVE and its count and lastReportedAt grow', async () => {
      const first = await createSignedInUser(t.db, t.config.jwtSecret);
      const { entity } = await createReportedEntity(t.db, {
        reporterId: first.user.id,
        status: 'ACTIVE',
        createdAt: '2024-01-01T00:00:00.000Z',
      });
      const response = await report(token, { type: 'number', uniqueId: entity.unique_id, detail: 'me too' });
      expect(response.json().data).toMatchObject({ id: entity.id, status: 'ACTIVE' });
      const after = await t.db
        .selectFrom('scam_entities')
        .selectAll()
        .where('id', '=', entity.id)
        .executeTakeFirstOrThrow();
      expect(after.report_count).toBe(2);
      expect(after.last_reported_at! > '2024-01-01T00:00:00.000Z').toBe(true);
      expect(after.changed_at).toBe(after.last_reported_at);
    });

    it('REJECTED reported by another user goes back to PENDING', async () => {
      const first = await createSignedInUser(t.db, t.config.jwtSecret);
      const { entity } = await createReportedEntity(t.db, { reporterId: first.user.id, status: 'REJECTED' });
      await t.db
        .updateTable('scam_entities')
        .set({ reject_reason: 'not a scam' })
        .where('id', '=', entity.id)
        .execute();
      const response = await report(token, { type: 'number', uniqueId: entity.unique_id, detail: 'it is a scam' });
      expect(response.json().data).toMatchObject({ id: entity.id, status: 'PENDING' });
      const after = await t.db
        .selectFrom('scam_entities')
        .selectAll()
        .where('id', '=', entity.id)
        .executeTakeFirstOrThrow();
      expect(after).toMatchObject({ status: 'PENDING', report_count: 2, reject_reason: null });
    });
  });

  describe('articles', () => {
    it('tags an existing article, and creates an unpublished one for a new or unknown slug', async () => {
      await createArticle(t.db, 'kyc-fraud', { title: 'KYC fraud' });
      for (const articleSlug of ['kyc-fraud', '__new__fake-job-offer', 'lottery-win']) {
        const response = await report(token, { type: 'number', uniqueId: nextPhone(), detail: 'd', articleSlug });
        expect(response.statusCode).toBe(201);
      }
      const articles = await t.db
        .selectFrom('articles')
        .select(['slug', 'title', 'published'])
        .orderBy('slug')
        .execute();
      expect(articles).toEqual([
        { slug: 'fake-job-offer', title: 'Fake job offer', published: 0 },
        { slug: 'kyc-fraud', title: 'KYC fraud', published: 1 },
        { slug: 'lottery-win', title: 'Lottery win', published: 0 },
      ]);
      const slugs = await t.db
        .selectFrom('report_entries')
        .select('article_slug')
        .where('article_slug', 'is not', null)
        .execute();
      expect(slugs.map((row) => row.article_slug).sort()).toEqual(['fake-job-offer', 'kyc-fraud', 'lottery-win']);
    });
  });

  describe('proof files', () => {
    it('stores a proof under a random key with a cleaned download name and no EXIF', async () => {
      const png = await makePngWithExif();
      expect((await sharp(png).metadata()).exif).toBeDefined();
      const response = await report(
        token,
        { type: 'number', uniqueId: nextPhone() },
        { bytes: png, name: '../../my screen shot.png', type: 'image/png' },
      );
      expect(response.statusCode).toBe(201);
      const proof = await t.db
        .selectFrom('proof_files')
        .selectAll()
        .where('entry_id', '=', response.json().data.entryId)
        .executeTakeFirstOrThrow();
      expect(proof.key).toMatch(/^proofs\/[0-9a-f-]{36}\.png$/);
      expect(proof).toMatchObject({ content_type: 'image/png', download_name: 'my_screen_shot.png' });
      const stored = await t.app.inject({
        url: `/api/v1/scam-report/file?file=/${proof.key}`,
        headers: { authorization: `Bearer ${token}` },
      });
      const file = await t.request({ url: stored.json().data.url });
      expect(file.statusCode).toBe(200);
      const metadata = await sharp(file.rawPayload).metadata();
      expect(metadata.format).toBe('png');
      expect(metadata.exif).toBeUndefined();
      expect(filesUnder(path.join(t.config.dataDir, 'uploads'))).toEqual([]);
    });

    it('reads the type from the bytes: a text file named .png is refused, no row and no file kept', async () => {
      const filesBefore = storedFiles();
      const rowsBefore = await countRows();
      const response = await report(
        token,
        { type: 'number', uniqueId: nextPhone(), detail: 'd' },
        { bytes: Buffer.from('just some text, not an image'), name: 'photo.png', type: 'image/png' },
      );
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        code: 'UNSUPPORTED_FILE_TYPE',
        message: FIELD_MESSAGES.fileType,
        errors: { proof: FIELD_MESSAGES.fileType },
      });
      expect(storedFiles()).toEqual(filesBefore);
      expect(await countRows()).toEqual(rowsBefore);
    });

    it('refuses a large text file named .png after its first bytes', async () => {
      const filesBefore = storedFiles();
      const response = await report(
        token,
        { type: 'number', uniqueId: nextPhone(), detail: 'd' },
        { bytes: Buffer.alloc(100_000, 0x41), name: 'evidence.png' },
      );
      expect(response.statusCode).toBe(415);
      expect(storedFiles()).toEqual(filesBefore);
    });

    it('refuses a video over 12 MB while streaming, writing nothing', async () => {
      const filesBefore = storedFiles();
      const rowsBefore = await countRows();
      const response = await report(
        token,
        { type: 'number', uniqueId: nextPhone(), detail: 'd' },
        { bytes: mp4Bytes(MAX_VIDEO_BYTES + 1), name: 'call.mp4', type: 'video/mp4' },
      );
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: FIELD_MESSAGES.videoTooLarge });
      expect(storedFiles()).toEqual(filesBefore);
      expect(await countRows()).toEqual(rowsBefore);
    });

    it('refuses any other file over 6 MB, writing nothing', async () => {
      const filesBefore = storedFiles();
      const response = await report(
        token,
        { type: 'number', uniqueId: nextPhone(), detail: 'd' },
        { bytes: pdfBytes(MAX_OTHER_FILE_BYTES + 1), name: 'bill.pdf', type: 'application/pdf' },
      );
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: FIELD_MESSAGES.fileTooLarge });
      expect(storedFiles()).toEqual(filesBefore);
    });

    it('accepts a video up to 12 MB and a proof without a description', async () => {
      const response = await report(
        token,
        { type: 'website', uniqueId: 'https://video-scam.example.in/watch' },
        { bytes: mp4Bytes(MAX_OTHER_FILE_BYTES + 10), name: 'call.mp4' },
      );
      expect(response.statusCode).toBe(201);
      const proof = await t.db
        .selectFrom('proof_files')
        .selectAll()
        .where('entry_id', '=', response.json().data.entryId)
        .executeTakeFirstOrThrow();
      expect(proof).toMatchObject({ content_type: 'video/mp4', size: MAX_OTHER_FILE_BYTES + 10 });
      expect(proof.key).toMatch(/\.mp4$/);
    });

    it('removes the stored file and every row when the transaction fails after storing it', async () => {
      // A real failure of the last insert (proof_files), after the file has been moved into storage.
      if (usingPostgres()) {
        await sql`create function refuse_proof() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`.execute(
          t.db,
        );
        await sql`create trigger refuse_proof before insert on proof_files for each row execute function refuse_proof()`.execute(
          t.db,
        );
      } else {
        await sql`create trigger refuse_proof before insert on proof_files begin select raise(abort, 'refused'); end`.execute(
          t.db,
        );
      }
      try {
        const filesBefore = storedFiles();
        const rowsBefore = await countRows();
        const response = await report(
          token,
          { type: 'number', uniqueId: nextPhone() },
          { bytes: pdfBytes(2000), name: 'a.pdf' },
        );
        expect(response.statusCode).toBe(500);
        expect(storedFiles()).toEqual(filesBefore);
        expect(await countRows()).toEqual(rowsBefore);
      } finally {
        await sql`drop trigger refuse_proof${usingPostgres() ? sql` on proof_files` : sql``}`.execute(t.db);
      }
    });
  });
});

describe('the report rate limit', () => {
  it('counts per account, so one busy reporter does not block another on the same IP', async () => {
    const busy = (await createSignedInUser(t.db, t.config.jwtSecret)).token;
    const statuses: number[] = [];
    // 20 an hour (http/rate-limits.ts).
    for (let i = 0; i < 21; i += 1) {
      statuses.push((await report(busy, { type: 'upi', uniqueId: `busy.${i}@ybl`, detail: 'x' })).statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    const other = await report(token, { type: 'upi', uniqueId: 'calm.one@ybl', detail: 'x' });
    expect(other.statusCode).toBe(201);
  });
});

describe('list totals', () => {
  it('count a new report once recounted, though totals are reused while nothing changes', async () => {
    const { token: validator } = await createSignedInUser(t.db, t.config.jwtSecret, { rank: 11 });
    const total = async () =>
      (await t.request({ url: '/api/v1/scam-report/scammer-list?status=PENDING', token: validator })).json<{
        total: number;
      }>().total;
    const before = await total();
    expect(await total()).toBe(before);
    expect((await report(token, { type: 'upi', uniqueId: 'fresh.total@ybl', detail: 'x' })).statusCode).toBe(201);
    // The recount runs off the request thread; a request meanwhile may get the previous total.
    await expect.poll(total).toBe(before + 1);
  });
});
