// Reading the report-scammer form: the `json` field and at most one `proof` file. The file's type
// comes from its first bytes (file-type), and its size is checked as it streams in, so an
// unsupported or oversized file is refused before the rest of it is read or kept.
//
// Every stream here has an owner for its errors (docs/decisions/upload-stream-ownership.md):
// the proof goes busboy file stream → checker → disk through `stream.pipeline`, which destroys all
// three on any failure and settles once; the request body is piped into busboy by hand, because
// destroying the request would also destroy the socket and the client would never read our 4xx.
// Whatever goes wrong, `receiveReportForm` settles exactly once, after the staged file is gone.
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import type { Socket } from 'node:net';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Busboy } from '@fastify/busboy';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_VIDEO_BYTES, PROOF_STORED_EXTENSIONS, type ProofMimeType } from '@satark/shared/constants';
import { FIELD_MESSAGES, SERVER_MESSAGES } from '@satark/shared/messages';
import { checkProofFile } from '@satark/shared/report-schemas';
import { AppError } from '../../http/errors.js';
import { newId } from '../../lib/ids.js';
import { proofDownloadName } from '../files/index.js';

export interface StagedProof {
  /** A temporary file holding the (re-encoded, for images) proof; the caller removes it. */
  filePath: string;
  contentType: ProofMimeType;
  extension: string;
  /** A name for Content-Disposition; never used as a path. Its extension is the detected type's. */
  downloadName: string;
}

export interface ReceivedForm {
  json: string | undefined;
  proof: StagedProof | null;
}

export interface ReceiveOptions {
  /**
   * Called with the `json` field as soon as it arrives. Throwing refuses the form there, before a
   * proof that follows it is read (clients send `json` before `proof`).
   */
  checkJson?: (text: string) => void;
}

/** What file-type needs to recognize every type we accept (its own `reasonableDetectionSizeInBytes`). */
const TYPE_DETECTION_BYTES = 4100;
/** The largest proof plus room for the json field and the multipart framing. */
export const MAX_FORM_BYTES = MAX_VIDEO_BYTES + 256 * 1024;
const FORM_LIMITS = { fields: 5, files: 1, parts: 6, fieldSize: 64 * 1024, fileSize: MAX_VIDEO_BYTES + 1 };

const unsupportedFile = () =>
  new AppError(415, 'UNSUPPORTED_FILE_TYPE', FIELD_MESSAGES.fileType, { proof: FIELD_MESSAGES.fileType });
const fileTooLarge = (message: string) => new AppError(413, 'FILE_TOO_LARGE', message, { proof: message });
const formError = (status: number, message: string, errors?: Record<string, string>) =>
  new AppError(status, 'VALIDATION_FAILED', message, errors);
const malformedForm = () => formError(400, SERVER_MESSAGES.formMalformed);

/** The real type of the bytes, or null when it is not one we accept. */
async function detectProofType(head: Buffer): Promise<ProofMimeType | null> {
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(head);
  const mime = detected?.mime.split(';')[0]!.trim();
  return mime && checkProofFile(mime, 0).ok ? (mime as ProofMimeType) : null;
}

/**
 * Passes the proof's bytes through once its type is known (from the first 4 kB, or the whole file
 * if smaller) and fails as soon as the size limit of that type is passed.
 */
class ProofChecker extends Transform {
  contentType: ProofMimeType | null = null;
  received = 0;
  private head: Buffer[] = [];

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.received += chunk.length;
    if (this.contentType === null) {
      this.head.push(chunk);
      if (this.received < TYPE_DETECTION_BYTES) return done();
      this.releaseHead(done);
      return;
    }
    const check = checkProofFile(this.contentType, this.received);
    done(check.ok ? null : fileTooLarge(check.message), check.ok ? chunk : undefined);
  }

  override _flush(done: TransformCallback): void {
    if (this.received === 0 || this.contentType !== null) return done();
    this.releaseHead(done);
  }

  private releaseHead(done: TransformCallback) {
    const head = Buffer.concat(this.head.splice(0));
    detectProofType(head).then(
      (contentType) => {
        if (!contentType) return done(unsupportedFile());
        this.contentType = contentType;
        const check = checkProofFile(contentType, this.received);
        done(check.ok ? null : fileTooLarge(check.message), check.ok ? head : undefined);
      },
      (error: unknown) => done(error as Error),
    );
  }
}

/** Errors of our own (4xx) and of the disk (ENOSPC…) stay as they are; anything else is the form's fault. */
const asFormError = (error: unknown): Error =>
  error instanceof AppError || (error as NodeJS.ErrnoException).syscall ? (error as Error) : malformedForm();

/** Forms being read; a graceful shutdown waits for them so no staged file outlives the process. */
const formsInFlight = new Set<Promise<unknown>>();

export async function uploadsSettled(): Promise<void> {
  await Promise.allSettled([...formsInFlight]);
}

/**
 * Reads every part of the form. The proof is staged under `stagingDir`; on failure nothing is left
 * there, and the rest of the body is discarded unread by us. Returns the raw `json` text for the
 * caller to validate.
 */
export async function receiveReportForm(
  request: FastifyRequest,
  stagingDir: string,
  options: ReceiveOptions = {},
): Promise<ReceivedForm> {
  await mkdir(stagingDir, { recursive: true });
  const rawPath = path.join(stagingDir, `${newId()}.upload`);

  const form = readForm(request, rawPath, options);
  const settled = form.then(
    () => undefined,
    () => undefined,
  );
  formsInFlight.add(settled);
  void settled.then(() => formsInFlight.delete(settled));
  return form;
}

function readForm(request: FastifyRequest, rawPath: string, options: ReceiveOptions): Promise<ReceivedForm> {
  const raw = request.raw;
  return new Promise<ReceivedForm>((resolve, reject) => {
    let json: string | undefined;
    let proof: StagedProof | null = null;
    let fileDone: Promise<void> | null = null;
    let stagedWriter: WriteStream | null = null;
    let proofStream: Readable | null = null;
    let proofChecker: ProofChecker | null = null;
    let failed = false;
    let bodyBytes = 0;

    let busboy: InstanceType<typeof Busboy>;
    try {
      busboy = new Busboy({ headers: request.headers as { 'content-type': string }, limits: FORM_LIMITS });
    } catch {
      reject(formError(415, SERVER_MESSAGES.formMalformed));
      return;
    }

    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      raw.off('data', countBytes);
      raw.unpipe(busboy);
      // Discard the rest unread so the client can read our answer (sent with Connection: close).
      raw.resume();
      // Busboy is no longer fed, so the proof stream would never end: end its pipeline here, and
      // wait for it to let go of the staged file before removing that.
      proofStream?.destroy(error);
      void Promise.resolve(fileDone)
        .catch(() => undefined)
        .then(() => writerClosed(stagedWriter))
        .then(() => rm(rawPath, { force: true }))
        .catch(() => undefined)
        .then(() => reject(error));
    };

    const countBytes = (chunk: Buffer) => {
      bodyBytes += chunk.length;
      if (bodyBytes <= MAX_FORM_BYTES) return;
      // The body can run ahead of the proof's own count (the disk applies back-pressure): a body over
      // the form limit while a proof streams is that proof being too large, and says so on `proof`.
      const check = proofChecker?.contentType ? checkProofFile(proofChecker.contentType, Infinity) : null;
      fail(check && !check.ok ? fileTooLarge(check.message) : formError(413, SERVER_MESSAGES.formTooLarge));
    };

    busboy.on('field', (name: string, value: string, _nameTruncated: boolean, valueTruncated: boolean) => {
      if (failed || name !== 'json') return;
      if (valueTruncated) return fail(formError(413, SERVER_MESSAGES.formFieldTooLarge));
      json = value;
      try {
        options.checkJson?.(value);
      } catch (error) {
        fail(error as Error);
      }
    });

    busboy.on('file', (name: string, file: Readable, filename: string | undefined) => {
      if (failed || name !== 'proof') {
        file.on('error', () => undefined);
        file.resume();
        return;
      }
      proofStream = file;
      const checker = new ProofChecker();
      proofChecker = checker;
      stagedWriter = createWriteStream(rawPath, { flags: 'wx' });
      fileDone = pipeline(file, checker, stagedWriter).then(() => {
        if (checker.received === 0 || !checker.contentType) return;
        const extension = PROOF_STORED_EXTENSIONS[checker.contentType];
        proof = {
          filePath: rawPath,
          contentType: checker.contentType,
          extension,
          downloadName: proofDownloadName(filename, checker.contentType),
        };
      });
      fileDone.catch((error: unknown) => fail(asFormError(error)));
    });

    busboy.on('filesLimit', () =>
      fail(formError(400, SERVER_MESSAGES.oneProofOnly, { proof: SERVER_MESSAGES.oneProofOnly })),
    );
    busboy.on('fieldsLimit', () => fail(formError(413, SERVER_MESSAGES.formTooManyParts)));
    busboy.on('partsLimit', () => fail(formError(413, SERVER_MESSAGES.formTooManyParts)));
    busboy.on('error', () => fail(malformedForm()));
    busboy.on('finish', () => {
      if (failed) return;
      Promise.resolve(fileDone).then(
        async () => {
          if (failed) return;
          // Settled: a late 'close' of the request must no longer touch the staged file.
          failed = true;
          raw.off('data', countBytes);
          // An empty proof part (a form sent without choosing a file) still created the file.
          if (!proof) {
            await writerClosed(stagedWriter);
            await rm(rawPath, { force: true }).catch(() => undefined);
          }
          resolve({ json, proof });
        },
        () => undefined, // already failed through fileDone's own handler
      );
    });

    // A phone losing signal: nobody is left to answer, but the staged file must go.
    const aborted = () => fail(formError(400, SERVER_MESSAGES.uploadInterrupted));
    raw.on('error', aborted);
    raw.on('close', () => {
      if (!raw.complete) aborted();
    });

    // The client may have hung up while the request was being authenticated: its 'close' is past.
    if (raw.destroyed) return aborted();
    const declared = Number(request.headers['content-length']);
    if (declared > MAX_FORM_BYTES) return fail(formError(413, SERVER_MESSAGES.formTooLarge));
    raw.on('data', countBytes);
    raw.pipe(busboy);
  });
}

/**
 * Resolves once the staged file's stream has closed. A failed pipeline can settle before the file
 * stream has even opened its file (the open waits in libuv's thread pool on a busy machine); the
 * open then still creates the file, so removing it earlier would leave a 0-byte staged file behind.
 */
function writerClosed(writer: WriteStream | null): Promise<void> {
  if (!writer || writer.closed) return Promise.resolve();
  return new Promise((resolve) => writer.once('close', () => resolve()));
}

/** How long a refused upload's connection stays open after the answer, dropping what still arrives. */
const LINGER_MS = 2000;

/**
 * For a form refused before its end: close the connection after the answer, but not at once.
 * Closing a socket with unread bytes makes the kernel send a reset, and the client, still sending,
 * may then lose our 413/400 before reading it. So the server half-closes, keeps dropping what
 * arrives for LINGER_MS, then closes (as nginx's lingering_close does).
 */
export function lingerThenClose(request: FastifyRequest, reply: FastifyReply): void {
  if (request.raw.complete) return;
  reply.header('Connection', 'close');
  const socket = request.raw.socket as Socket & { destroySoon?: () => void };
  socket.destroySoon = function lingeringClose(this: Socket) {
    this.end();
    setTimeout(() => this.destroy(), LINGER_MS).unref();
  };
}

/** Re-encodes an image so that no EXIF or GPS data is kept; `.rotate()` bakes the orientation in. */
async function stripImageMetadata(source: string, target: string, contentType: ProofMimeType): Promise<void> {
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(source).rotate();
    await (contentType === 'image/png' ? image.png() : image.jpeg({ quality: 90 })).toFile(target);
  } catch {
    throw unsupportedFile();
  }
}

/** Images lose their metadata here; other proofs are kept as they came. Returns the file to store. */
export async function prepareProofForStorage(proof: StagedProof): Promise<StagedProof & { size: number }> {
  if (proof.contentType !== 'image/jpeg' && proof.contentType !== 'image/png') {
    return { ...proof, size: (await stat(proof.filePath)).size };
  }
  const cleanPath = `${proof.filePath}.clean`;
  await stripImageMetadata(proof.filePath, cleanPath, proof.contentType);
  await rm(proof.filePath, { force: true });
  return { ...proof, filePath: cleanPath, size: (await stat(cleanPath)).size };
}
