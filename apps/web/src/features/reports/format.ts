// Display helpers of the report screens: India-time dates, truncation, proof kinds.
import { PROOF_EXTENSIONS, type ProofKind } from '@satark/shared/constants';
import { formatIndiaDate, type DateLanguage } from '../../lib/dates';

/** 'dd MMM yyyy, hh:mm a' in India time; a dash when there is none. */
export const formatListDate = (iso: string | null | undefined, language: DateLanguage) =>
  formatIndiaDate(iso, 'list', language) || '—';

export const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The group a proof belongs to, by its file extension (SPEC.md §5); null when unknown. */
export function proofKind(path: string): ProofKind | null {
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  if (!extension) return null;
  for (const [kind, extensions] of Object.entries(PROOF_EXTENSIONS) as [ProofKind, readonly string[]][]) {
    if (extensions.includes(extension)) return kind;
  }
  return null;
}

export const fileNameOf = (path: string) => path.split('/').pop() ?? path;
