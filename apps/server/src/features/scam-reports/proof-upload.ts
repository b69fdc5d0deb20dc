// Reading the report-scammer form: the `json` field and at most one `proof` file. The file's type
// comes from its first bytes (file-type), and its size is checked as it streams in, so an
// unsupported or oversized file is refused before the rest of it is read or kept.
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { PROOF_STORED_EXTENSIONS, type ProofMimeType } from '@satark/shared/constants';
import { FIELD_MESSAGES } from '@satark/shared/messages';
import { checkProofFile, cleanFileName } from '@satark/shared/report-schemas';
import { AppError } from '../../http/errors.js';
import { newId } from '../../lib/ids.js';

export interface StagedProof {
  /** A temporary file holding the (re-encoded, for images) proof; the caller removes it. */
  filePath: string;
  contentType: ProofMimeType;
  extension: string;
  /** A name for Content-Disposition; never used as a path. */
  downloadName: string;
}

export interface ReceivedForm {
  json: string | undefined;
  proof: StagedProof | null;
}

/** What file-type needs to recognize every type we accept (its own `reasonableDetectionSizeInBytes`). */
const TYPE_DETECTION_BYTES = 4100;

const unsupportedFile = () =>
  new AppError(415, 'UNSUPPORTED_FILE_TYPE', FIELD_MESSAGES.fileType, { proof: FIELD_MESSAGES.fileType });
const fileTooLarge = (message: string) => new AppError(413, 'FILE_TOO_LARGE', message, { proof: message });

/** The real type of the bytes, or null when it is not one we accept. */
async function detectProofType(head: Buffer): Promise<ProofMimeType | null> {
  const detected = await fileTypeFromBuffer(head);
  const mime = detected?.mime.split(';')[0]!.trim();
  return mime && checkProofFile(mime, 0).ok ? (mime as ProofMimeType) : null;
}

/**
 * Writes `file` to `target` while checking it: the type once the first 4 kB (or the whole file, if
 * smaller) are in, the size limit of that type on every chunk after. Returns null for an empty
 * part (a form sent without choosing a file).
 */
async function streamCheckedProof(file: Readable, target: string): Promise<ProofMimeType | null> {
  const out = createWriteStream(target, { flags: 'wx' });
  const head: Buffer[] = [];
  let received = 0;
  let contentType: ProofMimeType | null = null;
  const write = async (chunk: Buffer) => {
    if (!out.write(chunk)) await once(out, 'drain');
  };
  try {
    for await (const chunk of file as AsyncIterable<Buffer>) {
      received += chunk.length;
      if (contentType === null) {
        head.push(chunk);
        if (received < TYPE_DETECTION_BYTES) continue;
        contentType = await detectProofType(Buffer.concat(head));
        if (!contentType) throw unsupportedFile();
        for (const buffered of head.splice(0)) await write(buffered);
      } else {
        await write(chunk);
      }
      const check = checkProofFile(contentType, received);
      if (!check.ok) throw fileTooLarge(check.message);
    }
    if (received === 0) return null;
    if (contentType === null) {
      contentType = await detectProofType(Buffer.concat(head));
      if (!contentType) throw unsupportedFile();
      for (const buffered of head) await write(buffered);
    }
    out.end();
    await once(out, 'close');
    return contentType;
  } catch (error) {
    out.destroy();
    file.resume();
    throw error;
  }
}

/** Re-encodes an image so that no EXIF or GPS data is kept; `.rotate()` bakes the orientation in. */
async function stripImageMetadata(source: string, target: string, contentType: ProofMimeType): Promise<void> {
  try {
    const image = sharp(source).rotate();
    await (contentType === 'image/png' ? image.png() : image.jpeg({ quality: 90 })).toFile(target);
  } catch {
    throw unsupportedFile();
  }
}

/**
 * Reads every part of the form. The proof is staged under `stagingDir`; on failure nothing is left
 * there. Returns the raw `json` text for the caller to validate.
 */
export async function receiveReportForm(request: FastifyRequest, stagingDir: string): Promise<ReceivedForm> {
  await mkdir(stagingDir, { recursive: true });
  const rawPath = path.join(stagingDir, `${newId()}.upload`);
  let json: string | undefined;
  let proof: StagedProof | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'json' && typeof part.value === 'string') json = part.value;
        continue;
      }
      if (part.fieldname !== 'proof' || proof) {
        part.file.resume();
        continue;
      }
      const contentType = await streamCheckedProof(part.file, rawPath);
      if (!contentType) continue;
      const extension = PROOF_STORED_EXTENSIONS[contentType];
      const baseName = cleanFileName(path.basename(part.filename ?? '').replace(/[\p{Cc}/\\]/gu, ''));
      proof = {
        filePath: rawPath,
        contentType,
        extension,
        downloadName: baseName.slice(-150) || `proof.${extension}`,
      };
    }
    return { json, proof };
  } catch (error) {
    await rm(rawPath, { force: true });
    throw error;
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
