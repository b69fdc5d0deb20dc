// GET /api/v1/scam-report/my-reports/{entryId}/complaint.pdf (API.md "Open data, partner keys and
// complaint export"): the reporter's own report as an A4 PDF to attach at cybercrime.gov.in or read
// out on 1930. Anyone else, and an unknown id, gets 404: the entry's existence stays hidden.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { complaintFileName, complaintQuerySchema } from '@satark/shared/complaint-export';
import { errorResponses, fileResponse } from '@satark/shared/responses/common';
import type { Db } from '../../db/database.js';
import { requireUser } from '../../http/authentication.js';
import { notFound, unauthenticated } from '../../http/errors.js';
import { limitComplaintFiles } from '../../http/rate-limits.js';
import { StoredFileMissing, type ProofStorage } from '../../storage/proof-storage.js';
import { findOwnEntry, type OwnEntry } from './complaint-export.repository.js';
import { renderComplaintPdf, type ComplaintProof } from './complaint-pdf.js';

const EMBEDDED_IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);
/** Any id is looked up as given; one that cannot exist is the same 404 as an unknown one. */
const paramsSchema = z.object({ entryId: z.string() });
const MAX_ID_LENGTH = 64;

/**
 * The longest side, in pixels, of the copy of an image proof the PDF embeds: the page shows it at
 * most 495 x 330 points, and 1,400 pixels is about 200 dpi across the page's text width.
 */
const EMBEDDED_IMAGE_MAX_PIXELS = 1400;

/**
 * A JPEG copy of an image proof sized for the page, made by sharp on libuv's thread pool, or null
 * when the file is no readable image. pdfkit decodes a PNG on the event loop (a 1440 x 3200
 * screenshot held it 300-590 ms for one PDF, every other request waiting) and embeds a JPEG as it is.
 */
async function pageImage(bytes: Buffer): Promise<Buffer | null> {
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(bytes)
      .resize({
        width: EMBEDDED_IMAGE_MAX_PIXELS,
        height: EMBEDDED_IMAGE_MAX_PIXELS,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * The proof's SHA-256 over the stored bytes, and a page-sized copy when it is an image to embed
 * (the fingerprint is always the stored file's).
 */
async function readProof(storage: ProofStorage, entry: OwnEntry): Promise<ComplaintProof | null> {
  if (!entry.proofKey || !entry.proofType) return null;
  const hash = createHash('sha256');
  const keep = EMBEDDED_IMAGE_TYPES.has(entry.proofType);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of await storage.getStream(entry.proofKey)) {
      const bytes = chunk as Buffer;
      hash.update(bytes);
      size += bytes.length;
      if (keep) chunks.push(bytes);
    }
  } catch (error) {
    // The row outlived its file (a failed storage, a restore): the file still lists the report.
    if (error instanceof StoredFileMissing) return null;
    throw error;
  }
  return {
    name: entry.proofName ?? 'proof',
    contentType: entry.proofType,
    size,
    sha256: hash.digest('hex'),
    image: keep ? await pageImage(Buffer.concat(chunks)) : null,
  };
}

/** What this feature needs of the app (app.ts passes its AppDeps, which has these and more). */
export interface ComplaintExportDeps {
  db: Db;
  storage: ProofStorage;
  config: { jwtSecret: string };
}

export const complaintExportRoutes: FastifyPluginAsyncZod<{ deps: ComplaintExportDeps }> = async (app, { deps }) => {
  const { db, storage, config } = deps;
  const requireSignedIn = requireUser({ db, jwtSecret: config.jwtSecret });

  app.get(
    '/my-reports/:entryId/complaint.pdf',
    {
      onRequest: async (request, reply) => {
        await requireSignedIn(request, reply);
        if (request.user!.status === 'DELETED') throw unauthenticated();
      },
      schema: {
        security: [{ bearer: [] }],
        params: paramsSchema,
        querystring: complaintQuerySchema,
        produces: ['application/pdf'],
        response: {
          200: fileResponse('The complaint file, an A4 PDF', 'application/pdf'),
          ...errorResponses(400, 401, 404, 429, 500, 503),
        },
      },
    },
    async (request, reply) => {
      await limitComplaintFiles(request);
      const { entryId } = request.params;
      const entry = entryId.length <= MAX_ID_LENGTH ? await findOwnEntry(db, entryId, request.user!.id) : undefined;
      if (!entry) throw notFound();
      const pdf = await renderComplaintPdf({
        language: request.query.lang,
        entryId: entry.entryId,
        type: entry.type,
        scammerId: entry.scammerId,
        status: entry.status,
        rejectReason: entry.rejectReason,
        reportedAt: entry.reportedAt,
        detail: entry.detail,
        proof: await readProof(storage, entry),
        generatedAt: new Date(),
      });
      const name = complaintFileName(entry.uniqueId);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Content-Length', pdf.length)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(pdf);
    },
  );
};
