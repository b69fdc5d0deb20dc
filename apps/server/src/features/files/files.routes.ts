// Proof files: `GET /api/v1/scam-report/file` hands out a link signed for 5 minutes to whoever may
// see the proof's entity; `GET /files/<key>` serves the bytes to whoever holds a valid link.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isValidatorRank } from '@satark/shared/constants';
import { SERVER_MESSAGES } from '@satark/shared/messages';
import { fileQuerySchema } from '@satark/shared/report-schemas';
import { errorResponses } from '@satark/shared/responses/common';
import { proofLinkResponseSchema } from '@satark/shared/responses/files';
import type { AppDeps } from '../../http/app-deps.js';
import { loadUser } from '../../http/authentication.js';
import { AppError, forbidden, notFound, sendError } from '../../http/errors.js';
import { isStorageKey } from '../../storage/proof-storage.js';
import { parseByteRange } from './byte-range.js';
import { findProofWithEntity } from './files.repository.js';
import { isProofMimeType, proofDownloadName } from './proof-names.js';
import { findDisputeProof } from '../disputes/index.js';
import { isValidFileSignature, signFileUrl } from './signed-file-url.js';

/**
 * How a proof is served. Images, video and audio are shown inline by the app; anything else (PDF)
 * is a download. The type is the one detected at upload; a row with any other type is served as
 * opaque bytes, so a proof is never rendered as a page. The name's extension follows the type.
 */
function servedAs(contentType: string, downloadName: string) {
  const known = isProofMimeType(contentType);
  const type = known ? contentType : 'application/octet-stream';
  const name = known ? proofDownloadName(downloadName, contentType) : 'proof.bin';
  const inline = /^(image|video|audio)\//.test(type);
  return { type, disposition: dispositionHeader(inline ? 'inline' : 'attachment', name) };
}

/** With an ASCII fallback name and the exact UTF-8 name (RFC 6266). */
function dispositionHeader(kind: 'inline' | 'attachment', downloadName: string): string {
  const fallback = downloadName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(downloadName)}`;
}

export const proofLinkRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, storage, config } = deps;
  const withOptionalUser = loadUser({ db, jwtSecret: config.jwtSecret });

  // A proof of a PENDING or REJECTED entity is for validators and for the reporter who sent it
  // (API.md "Visibility": another reporter of the same identifier does not see it). To anyone
  // else it is 404 (not 403), as the entity's own detail page is: the file's existence stays hidden.
  app.get(
    '/scam-report/file',
    {
      preHandler: withOptionalUser,
      schema: {
        querystring: fileQuerySchema,
        response: { 200: proofLinkResponseSchema, ...errorResponses(400, 404, 500, 503) },
      },
    },
    async (request) => {
      const key = request.query.file.replace(/^\/+/, '');
      const proof = isStorageKey(key) ? await findProofWithEntity(db, key) : undefined;
      const user = request.user;
      if (!proof) {
        // A dispute's proof: the validators and the person who disputed.
        const disputeProof = isStorageKey(key) ? await findDisputeProof(db, key) : undefined;
        const mayViewDispute = user !== null && (isValidatorRank(user.rank) || disputeProof?.disputerId === user.id);
        if (!disputeProof || !mayViewDispute || !(await storage.stat(key)))
          throw notFound(SERVER_MESSAGES.fileNotFound);
        return { success: true as const, data: { url: signFileUrl(config.fileUrlSecret, key) } };
      }
      const mayView =
        proof.entityStatus === 'ACTIVE' ||
        (user !== null && (isValidatorRank(user.rank) || proof.reporterId === user.id));
      if (!mayView || !(await storage.stat(key))) throw notFound(SERVER_MESSAGES.fileNotFound);
      return { success: true as const, data: { url: signFileUrl(config.fileUrlSecret, key) } };
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
    const proof = (await findProofWithEntity(db, key)) ?? (await findDisputeProof(db, key));
    const stored = proof ? await storage.stat(key) : null;
    if (!proof || !stored) throw notFound(SERVER_MESSAGES.fileNotFound);

    const range = parseByteRange(request.headers.range, stored.size);
    reply.header('Accept-Ranges', 'bytes');
    if (range === 'unsatisfiable') {
      reply.header('Content-Range', `bytes */${stored.size}`);
      return sendError(reply, new AppError(416, 'RANGE_NOT_SATISFIABLE', SERVER_MESSAGES.rangeNotSatisfiable));
    }
    const served = servedAs(proof.contentType, proof.downloadName);
    reply
      .header('Content-Type', served.type)
      .header('Content-Disposition', served.disposition)
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
