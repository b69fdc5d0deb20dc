// Refusals that happen before a request reaches a route: Node's HTTP parser giving up (headers
// too large, a malformed request line, a request timeout) and Fastify's router refusing a path it
// cannot decode (`/api/v1/%`). Fastify answers these in its own shape; these handlers keep API.md's
// envelope, so a client can read every refusal the same way.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorEnvelope } from '@satark/shared/errors';
import { SERVER_MESSAGES } from '@satark/shared/messages';
import { AppError, sendError } from './errors.js';

const PARSER_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: SERVER_MESSAGES.headersTooLarge },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: SERVER_MESSAGES.requestTooSlow },
};
const MALFORMED = { status: 400, message: SERVER_MESSAGES.notHttp };

/** Fastify's `clientErrorHandler`: the socket has no request object yet, so the answer is written raw. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = (error.code && PARSER_ERRORS[error.code]) || MALFORMED;
  const envelope: ErrorEnvelope = { success: false, code: 'VALIDATION_FAILED', message };
  const body = JSON.stringify(envelope);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** Fastify's `frameworkErrors`: a path that cannot be decoded, or a path parameter over the length limit. */
export function frameworkErrors(_error: Error, _request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, new AppError(400, 'VALIDATION_FAILED', SERVER_MESSAGES.badAddress));
}
