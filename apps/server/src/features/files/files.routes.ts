// Proof files: `GET /api/v1/scam-report/file` hands out a link signed for 5 minutes to whoever may
// see the proof's entity; `GET /files/<key>` serves the bytes to whoever holds a valid link.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isValidatorRank } from '@satark/shared/constants';
import { SERVER_MESSAGES } from '@satark/shared/messages';
import { fileQuerySchema } from '@satark/shared/report-schemas';
import type { AppDeps } from '../../app.js';
import { loadUser } from '../../http/authentication.js';
import { AppError, forbidden, notFound, sendError } from '../../http/errors.js';
import { isStorageKey } from '../../storage/proof-storage.js';
import { parseByteRange } from './byte-range.js';
import { findProofWithEntity, hasReportedEntity } from './files.repository.js';
import { isValidFileSignature, signFileUrl } from './signed-file-url.js';

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266). */
function attachmentHeader(downloadName: string): string {
  const fallback = downloadName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(downloadName)}`;
}

export const proofLinkRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, storage, config } = deps;
  const withOptionalUser = loadUser({ db, jwtSecret: config.jwtSecret });

  // A proof of a PENDING or REJECTED entity is 404 (not 403) to anyone who may not see it, as the
  // entity's own detail page is: the answer does not reveal that the file exists.
  app.get(
    '/scam-report/file',
    { preHandler: withOptionalUser, schema: { querystring: fileQuerySchema } },
    async (request) => {
      const key = request.query.file.replace(/^\/+/, '');
      const proof = isStorageKey(key) ? await findProofWithEntity(db, key) : undefined;
      if (!proof) throw notFound(SERVER_MESSAGES.fileNotFound);
      const user = request.user;
      const mayView =
        proof.entityStatus === 'ACTIVE' ||
        (user !== null && (isValidatorRank(user.rank) || (await hasReportedEntity(db, user.id, proof.entityId))));
      if (!mayView || !(await storage.stat(key))) throw notFound(SERVER_MESSAGES.fileNotFound);
      return { success: true, data: { url: signFileUrl(config.fileUrlSecret, key) } };
    },
  );
};

const signedQuerySchema = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(100).optional(),
});

export const fileDownloadRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, storage, config } = deps;

  app.get('/files/*', { schema: { hide: true, querystring: signedQuerySchema } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const { expires, signature } = request.query;
    if (!isValidFileSignature(config.fileUrlSecret, key, expires, signature)) {
      throw forbidden(SERVER_MESSAGES.invalidSignature);
    }
    const proof = await findProofWithEntity(db, key);
    const stored = proof ? await storage.stat(key) : null;
    if (!proof || !stored) throw notFound(SERVER_MESSAGES.fileNotFound);

    const range = parseByteRange(request.headers.range, stored.size);
    reply.header('Accept-Ranges', 'bytes');
    if (range === 'unsatisfiable') {
      reply.header('Content-Range', `bytes */${stored.size}`);
      return sendError(reply, new AppError(416, 'RANGE_NOT_SATISFIABLE', SERVER_MESSAGES.rangeNotSatisfiable));
    }
    reply
      .header('Content-Type', proof.contentType)
      .header('Content-Disposition', attachmentHeader(proof.downloadName))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, max-age=300');
    if (range) {
      reply
        .status(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${stored.size}`)
        .header('Content-Length', range.end - range.start + 1);
      return reply.send(await storage.getStream(key, range));
    }
    reply.header('Content-Length', stored.size);
    return reply.send(await storage.getStream(key));
  });
};
