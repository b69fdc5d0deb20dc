// One error type for the whole server and the one handler that turns any failure into API.md's
// envelope. 5xx internals (stack, SQL) are logged, never sent.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorEnvelope } from '@satark/shared/errors';
import { SERVER_MESSAGES } from '@satark/shared/messages';
import { isServiceUnavailable, RETRY_AFTER_SECONDS } from './service-unavailable.js';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export const badRequest = (errors: Record<string, string>, message: string = SERVER_MESSAGES.validation) =>
  new AppError(400, 'VALIDATION_FAILED', message, errors);
export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', SERVER_MESSAGES.unauthenticated);
export const forbidden = (message: string = SERVER_MESSAGES.forbidden, code: ErrorCode = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (message: string = SERVER_MESSAGES.notFound, code: ErrorCode = 'NOT_FOUND') =>
  new AppError(404, code, message);
export const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message);
export const tooManyRequests = (retryAfterSeconds: number, message: string = SERVER_MESSAGES.rateLimited) =>
  new AppError(429, 'RATE_LIMITED', message, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));

/** Fastify's own client errors, by code, mapped to our codes. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'VALIDATION_FAILED', message: SERVER_MESSAGES.sendJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'VALIDATION_FAILED', message: SERVER_MESSAGES.bodyEmpty },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: SERVER_MESSAGES.contentLength,
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'VALIDATION_FAILED', message: SERVER_MESSAGES.requestTooLarge },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'VALIDATION_FAILED', message: SERVER_MESSAGES.bodyNotJson },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, code: 'VALIDATION_FAILED', message: SERVER_MESSAGES.contentType },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'VALIDATION_FAILED',
    message: SERVER_MESSAGES.sendMultipart,
  },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'FILE_TOO_LARGE', message: SERVER_MESSAGES.anyFileTooLarge },
  FST_PARTS_LIMIT: { status: 413, code: 'VALIDATION_FAILED', message: SERVER_MESSAGES.formTooManyParts },
  FST_FILES_LIMIT: { status: 413, code: 'VALIDATION_FAILED', message: SERVER_MESSAGES.oneProofOnly },
  FST_FIELDS_LIMIT: { status: 413, code: 'VALIDATION_FAILED', message: SERVER_MESSAGES.formTooManyParts },
};

export function sendError(reply: import('fastify').FastifyReply, error: AppError) {
  const body: ErrorEnvelope = { success: false, code: error.code, message: error.message };
  if (error.errors) body.errors = error.errors;
  if (error.retryAfter !== undefined) {
    body.retryAfter = error.retryAfter;
    reply.header('Retry-After', String(error.retryAfter));
  }
  return reply.status(error.statusCode).send(body);
}

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        errors[key] ??= issue.message ?? SERVER_MESSAGES.validation;
      }
      return sendError(reply, badRequest(errors));
    }

    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return sendError(reply, new AppError(known.status, known.code, known.message));

    if (error.statusCode === 429) {
      const retryAfter = Number(reply.getHeader('retry-after')) || 60;
      return sendError(reply, tooManyRequests(retryAfter));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return sendError(reply, new AppError(error.statusCode, 'VALIDATION_FAILED', SERVER_MESSAGES.validation));
    }

    if (isServiceUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendError(
        reply,
        new AppError(503, 'SERVICE_UNAVAILABLE', SERVER_MESSAGES.serviceUnavailable, undefined, RETRY_AFTER_SECONDS),
      );
    }

    request.log.error({ err: error }, 'request failed');
    return sendError(reply, new AppError(500, 'INTERNAL', SERVER_MESSAGES.internal));
  });
}
