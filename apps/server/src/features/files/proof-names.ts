// The name a proof downloads under. The uploader's name is kept for recognition, but its extension
// never is: the extension comes from the type read from the bytes, so `invoice.html` that is really
// a PNG downloads as `invoice.png`, and no browser is led to treat a proof as a page or a program.
import path from 'node:path';
import { PROOF_STORED_EXTENSIONS, type ProofMimeType } from '@satark/shared/constants';
import { cleanFileName } from '@satark/shared/report-schemas';

const MAX_BASE_LENGTH = 120;

export function proofDownloadName(uploadedName: string | undefined, contentType: ProofMimeType): string {
  const extension = PROOF_STORED_EXTENSIONS[contentType];
  const name = path.basename((uploadedName ?? '').replace(/\\/g, '/')).replace(/[\p{Cc}/\\]/gu, '');
  const base = cleanFileName(name)
    .replace(/\.[^.]*$/, '')
    .replace(/^\.+/, '')
    .slice(0, MAX_BASE_LENGTH);
  return `${base || 'proof'}.${extension}`;
}

/** A stored content type we serve as itself; anything else is served as opaque bytes. */
export function isProofMimeType(contentType: string): contentType is ProofMimeType {
  return Object.hasOwn(PROOF_STORED_EXTENSIONS, contentType);
}
