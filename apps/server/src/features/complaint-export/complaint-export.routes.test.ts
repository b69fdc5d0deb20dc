// The complaint file, read back with pdfjs (the engine of Firefox's PDF viewer): its text, its
// embedded proof image, and who may download it. Real uploads go through the real storage.
import { createHash } from 'node:crypto';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLAINT_TEXTS } from '@satark/shared/complaint-export';
import { FIELD_MESSAGES, SERVER_MESSAGES } from '@satark/shared/messages';
import type { UserRow } from '../../db/schema.js';
import { ABUSE_LIMITS } from '../../http/rate-limits.js';
import {
  createReportedEntity,
  createSignedInUser,
  makePngWithExif,
  nextPhone,
  reportForm,
} from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let reporter: { user: UserRow; token: string };
let other: { user: UserRow; token: string };

const api = (path: string) => `/api/v1/scam-report${path}`;
const complaintUrl = (entryId: string) => api(`/my-reports/${entryId}/complaint.pdf`);

interface ReadBack {
  text: string;
  pages: number;
  images: number;
}

/** Every page's text (joined without separators, as a reader would copy it) and its painted images. */
async function readPdf(bytes: Buffer): Promise<ReadBack> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  let text = '';
  let images = 0;
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('') + '\n';
    const operators = await page.getOperatorList();
    images += operators.fnArray.filter((fn) => fn === OPS.paintImageXObject).length;
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { text, pages, images };
}

/** Reports through the real upload path; returns the new entry's id. */
async function report(
  token: string,
  json: Record<string, unknown>,
  proof?: { bytes: Uint8Array; name: string; type: string },
) {
  const { payload, headers } = await reportForm(json, proof);
  const created = await t.request({ method: 'POST', url: api('/report-scammer'), token, payload, headers });
  expect(created.statusCode).toBe(201);
  return created.json().data.entryId as string;
}

beforeAll(async () => {
  t = await createTestApp();
  reporter = await createSignedInUser(t.db, t.config.jwtSecret);
  other = await createSignedInUser(t.db, t.config.jwtSecret);
});
afterAll(async () => t.close());

describe('GET /scam-report/my-reports/{entryId}/complaint.pdf', () => {
  it('is an A4 PDF with the identifier, the detail, the image proof embedded and the steps to file', async () => {
    const phone = nextPhone();
    const png = await makePngWithExif();
    const entryId = await report(
      reporter.token,
      { type: 'number', uniqueId: phone, detail: 'Caller said my KYC expired and asked for the OTP.' },
      { bytes: png, name: 'screenshot.png', type: 'image/png' },
    );
    const response = await t.request({ url: complaintUrl(entryId), token: reporter.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="satark-complaint-91${phone}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);

    const { text, images } = await readPdf(bytes);
    expect(text).toContain(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
    expect(text).toContain('Phone number');
    expect(text).toContain('Caller said my KYC expired and asked for the OTP.');
    expect(text).toContain('Under review by Satark reviewers');
    expect(text).toContain('1930');
    expect(text).toContain('https://cybercrime.gov.in');
    expect(text).toMatch(/Reported on\s*\d{2} \w{3} \d{4}, \d{2}:\d{2} [ap]m IST/i);
    expect(text).toContain(entryId);
    expect(images).toBe(1);
    // The image is listed too, with the fingerprint of the stored bytes (metadata stripped on upload).
    expect(text).toContain('screenshot.png');
    expect(text).toMatch(/SHA-256\s*[0-9a-f]{64}/);
  });

  it('embeds a phone screenshot as a JPEG copy sized for the page (pdfkit decodes a PNG on the event loop)', async () => {
    const screenshot = await sharp({ create: { width: 1440, height: 3200, channels: 4, background: '#1f6feb80' } })
      .png()
      .toBuffer();
    const entryId = await report(
      reporter.token,
      { type: 'number', uniqueId: nextPhone(), detail: 'The caller sent this screenshot of a fake KYC notice.' },
      { bytes: screenshot, name: 'screenshot.png', type: 'image/png' },
    );
    const response = await t.request({ url: complaintUrl(entryId), token: reporter.token });
    expect(response.statusCode).toBe(200);
    const { images } = await readPdf(response.rawPayload);
    expect(images).toBe(1);
    // The image's dictionary: a JPEG, the longest side 1,400 pixels, the proportions kept.
    const image = /\/Subtype \/Image[^>]*>>/.exec(response.rawPayload.toString('latin1'))?.[0] ?? '';
    expect(image).toContain('/Filter /DCTDecode');
    expect(image).toContain('/Width 630');
    expect(image).toContain('/Height 1400');
  });

  it('lists a file that is not an image with its name, size and SHA-256, and embeds no image', async () => {
    const pdfProof = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.from('statement '.repeat(200)),
      Buffer.from('\n%%EOF\n'),
    ]);
    const entryId = await report(
      reporter.token,
      { type: 'upi', uniqueId: 'refund.desk@okaxis', detail: 'Paid to get a refund.' },
      { bytes: pdfProof, name: 'bank statement.pdf', type: 'application/pdf' },
    );
    const response = await t.request({ url: complaintUrl(entryId), token: reporter.token });
    expect(response.statusCode).toBe(200);
    const { text, images } = await readPdf(response.rawPayload);
    expect(images).toBe(0);
    expect(text).toContain('refund.desk@okaxis');
    expect(text).toContain('UPI ID');
    expect(text).toContain('bank_statement.pdf');
    expect(text).toContain('application/pdf');
    expect(text).toContain(COMPLAINT_TEXTS.en.fileSize(pdfProof.length));
    expect(COMPLAINT_TEXTS.en.fileSize(pdfProof.length)).toBe('2 KB');
    expect(text).toContain(createHash('sha256').update(pdfProof).digest('hex'));
  });

  it('says so when there is no proof, and shows a rejected report with the reviewers note', async () => {
    const { entry } = await createReportedEntity(t.db, {
      reporterId: reporter.user.id,
      type: 'website',
      raw: 'cheap-prizes.example.com',
      status: 'REJECTED',
      detail: 'A prize page.',
    });
    await t.db
      .updateTable('scam_entities')
      .set({ reject_reason: 'This is a real shop.' })
      .where('id', '=', entry.entity_id)
      .execute();
    const response = await t.request({ url: complaintUrl(entry.id), token: reporter.token });
    expect(response.statusCode).toBe(200);
    const { text, images } = await readPdf(response.rawPayload);
    expect(images).toBe(0);
    expect(text).toContain('No proof file was attached to this report.');
    expect(text).toContain('Not confirmed by Satark reviewers');
    expect(text).toContain("Reviewers' note: This is a real shop.");
  });

  it('is in Hindi with lang=hi: Devanagari text, the same identifier and the same steps', async () => {
    const phone = nextPhone();
    const entryId = await report(reporter.token, {
      type: 'number',
      uniqueId: phone,
      detail: 'फ़ोन करने वाले ने OTP माँगा।',
    });
    const response = await t.request({ url: complaintUrl(entryId), query: { lang: 'hi' }, token: reporter.token });
    expect(response.statusCode).toBe(200);
    const { text } = await readPdf(response.rawPayload);
    expect(text).toMatch(/[\u0900-\u097F]{3}/);
    expect(text).toContain('OTP');
    expect(text).toContain(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
    expect(text).toContain('1930');
    expect(text).toContain('https://cybercrime.gov.in');
    expect(text).not.toContain('Phone number');
    // The Noto Sans Devanagari font is embedded (a subset), not left to the reader's machine.
    expect(response.rawPayload.toString('latin1')).toMatch(/\/FontName \/[A-Z]{6}\+NotoSansDevanagari/);
  });

  it('answers 404 to another user and for an unknown entry, 401 without a login, 400 for an unknown lang', async () => {
    const entryId = await report(reporter.token, { type: 'number', uniqueId: nextPhone(), detail: 'Mine.' });

    const forOther = await t.request({ url: complaintUrl(entryId), token: other.token });
    expect(forOther.statusCode).toBe(404);
    expect(forOther.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: SERVER_MESSAGES.notFound });

    const unknown = await t.request({ url: complaintUrl('no-such-entry'), token: reporter.token });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const absurd = await t.request({ url: complaintUrl('x'.repeat(500)), token: reporter.token });
    // Past Fastify's path-parameter length the app's own envelope answers, before any route.
    expect(absurd.statusCode).toBe(400);
    expect(absurd.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });

    const anonymous = await t.request({ url: complaintUrl(entryId) });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, message: SERVER_MESSAGES.unauthenticated });

    const badLang = await t.request({ url: complaintUrl(entryId), query: { lang: 'fr' }, token: reporter.token });
    expect(badLang.statusCode).toBe(400);
    expect(badLang.json()).toMatchObject({ success: false, errors: { lang: FIELD_MESSAGES.language } });
    expect(badLang.body).not.toMatch(/\n\s+at /);
  });

  it("marks the viewer's own entry as mine on the detail page, so the app can offer its file", async () => {
    const phone = nextPhone();
    const mineId = await report(reporter.token, { type: 'number', uniqueId: phone, detail: 'First.' });
    const otherId = await report(other.token, { type: 'number', uniqueId: phone, detail: 'Second.' });
    const detail = async (token?: string) => {
      const created = await t.db
        .selectFrom('report_entries')
        .select('entity_id')
        .where('id', '=', mineId)
        .executeTakeFirstOrThrow();
      const response = await t.request({ url: api('/spammer-detail'), query: { id: created.entity_id }, token });
      return response.json().data.reports as { id: string; mine?: true }[];
    };
    const seenByReporter = await detail(reporter.token);
    expect(seenByReporter.filter((entry) => entry.mine).map((entry) => entry.id)).toEqual([mineId]);
    const seenByOther = await detail(other.token);
    expect(seenByOther.filter((entry) => entry.mine).map((entry) => entry.id)).toEqual([otherId]);
  });

  it('makes 30 files an hour per account, sent in parallel too; the 31st and later get 429 with Retry-After', async () => {
    const user = await createSignedInUser(t.db, t.config.jwtSecret);
    const entryId = await report(user.token, { type: 'number', uniqueId: nextPhone(), detail: 'Asked for my OTP.' });
    const responses = await Promise.all(
      Array.from({ length: ABUSE_LIMITS.complaintFilesPerUserPerHour + 5 }, () =>
        t.request({ url: complaintUrl(entryId), token: user.token }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(ABUSE_LIMITS.complaintFilesPerUserPerHour);
    const refused = responses.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: SERVER_MESSAGES.rateLimited,
      retryAfter: expect.any(Number),
    });
    expect(Number(refused[0]!.headers['retry-after'])).toBe(refused[0]!.json().retryAfter);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    // Another account's files are not limited by this one's.
    expect(
      (
        await t.request({
          url: complaintUrl(await report(reporter.token, { type: 'number', uniqueId: nextPhone(), detail: 'Mine.' })),
          token: reporter.token,
        })
      ).statusCode,
    ).toBe(200);
  });
});
