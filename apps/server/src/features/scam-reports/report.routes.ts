// POST /scam-report/report-scammer: a report as multipart/form-data, its `json` field checked before
// the proof is read (proof-upload.ts). The multipart parser is registered by scam-reports.routes.ts.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signalLanguage } from '@satark/shared/analysis/signal-messages';
import { fieldErrors } from '@satark/shared/field-errors';
import { SERVER_MESSAGES } from '@satark/shared/messages';
import { reportSubmissionSchema } from '@satark/shared/report-schemas';
import { errorResponses } from '@satark/shared/responses/common';
import { reportCreatedResponseSchema } from '@satark/shared/responses/scam-reports';
import type { AppDeps } from '../../http/app-deps.js';
import { badRequest } from '../../http/errors.js';
import { limitReportSubmissions } from '../../http/rate-limits.js';
import { refuseSafelisted } from '../safelist/index.js';
import { lingerThenClose, prepareProofForStorage, receiveReportForm, type StagedProof } from './proof-upload.js';
import { bearer, scamReportGuards } from './route-guards.js';
import { submitReport } from './scam-reports.service.js';

/** The `json` form field as an object; anything unreadable becomes `{}` so every field reports "required". */
export function parseJsonField(text: string | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text ?? '');
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export async function removeStaged(proof: StagedProof | null) {
  if (!proof) return;
  await Promise.all([rm(proof.filePath, { force: true }), rm(`${proof.filePath}.clean`, { force: true })]);
}

export const reportRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db, storage, config } = deps;
  const { withUser } = scamReportGuards(deps);
  const stagingDir = path.join(config.dataDir, 'uploads');

  app.post(
    '/report-scammer',
    {
      // Authenticated before the body is read, so a visitor's upload is refused unread.
      onRequest: withUser,
      // Counted per account, not per IP: many people in India share one carrier-NAT address.
      preHandler: limitReportSubmissions,
      schema: {
        security: bearer,
        consumes: ['multipart/form-data'],
        response: { 201: reportCreatedResponseSchema, ...errorResponses(400, 401, 409, 413, 415, 429, 500, 503) },
      },
    },
    async (request, reply) => {
      // The json field is checked as soon as it arrives, so a bad report is refused before its proof is read.
      const checkJson = (text: string) => {
        const early = reportSubmissionSchema.safeParse({ ...parseJsonField(text), hasProof: true });
        if (!early.success) throw badRequest(fieldErrors(early.error));
      };
      let form: Awaited<ReturnType<typeof receiveReportForm>>;
      try {
        form = await receiveReportForm(request, stagingDir, { checkJson });
      } catch (error) {
        lingerThenClose(request, reply);
        throw error;
      }
      let result: Awaited<ReturnType<typeof submitReport>>;
      // Staged files are gone before the answer goes out.
      try {
        const parsed = reportSubmissionSchema.safeParse({
          ...parseJsonField(form.json),
          hasProof: form.proof !== null,
        });
        if (!parsed.success) throw badRequest(fieldErrors(parsed.error));
        const { type, identifier, detail, articleSlug } = parsed.data;
        await refuseSafelisted(db, type, identifier, signalLanguage(request.headers['accept-language']));
        const prepared = form.proof ? await prepareProofForStorage(form.proof) : null;
        result = await submitReport(db, storage, {
          reporter: request.user!,
          type,
          identifier,
          detail,
          articleSlug,
          proof: prepared,
        });
      } finally {
        await removeStaged(form.proof);
      }
      return reply.status(201).send({ success: true, message: SERVER_MESSAGES.reportCreated, data: result });
    },
  );
};
