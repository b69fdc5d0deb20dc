// POST /scam-report/check-scam-report, and how its answer reads on the card (SPEC.md §2, §4).
import { useMutation } from '@tanstack/react-query';
import type {
  Analysis,
  CheckMatch,
  CheckResponse,
  FoundItem,
  LookalikeMatch,
  OfficialMatch,
} from '@satark/shared/api-types';
import type { ReportType } from '@satark/shared/constants';
import type { CheckRequest } from '@satark/shared/report-schemas';
import { api } from '../../lib/api-client';

/** What the check read and what it knows beyond the database, shown on every result. */
export interface CheckContext {
  found: FoundItem[];
  official: OfficialMatch[];
  lookalike: LookalikeMatch[];
  analysis: Analysis | null;
}

export type CheckOutcome = CheckContext &
  (
    | { kind: 'scam'; match: CheckMatch | undefined; reportCount: number }
    | { kind: 'analyzer' }
    | { kind: 'pending'; match: CheckMatch }
    | { kind: 'official' }
    | { kind: 'clear' }
    /** The check could not be made (no connection, a server error, `success:false`): never "clear". */
    | { kind: 'failed' }
  );

const EMPTY: CheckContext = { found: [], official: [], lookalike: [], analysis: null };

/**
 * ACTIVE → scam; a likely scam by the analysis alone → analyzer; only PENDING → under review; an
 * official identity → official; else clear (with what was looked for, lookalikes and signals).
 */
export function readOutcome(answer: CheckResponse | null): CheckOutcome {
  if (!answer || answer.success !== true || !Array.isArray(answer.data)) return { kind: 'failed', ...EMPTY };
  const context: CheckContext = {
    found: answer.found ?? [],
    official: answer.official ?? [],
    lookalike: answer.lookalike ?? [],
    analysis: answer.analysis ?? null,
  };
  const active = answer.data.find((match) => match.status === 'ACTIVE');
  if (active) {
    return { kind: 'scam', match: active, reportCount: active.reportCount ?? answer.reportCount, ...context };
  }
  if (answer.source === 'analyzer') return { kind: 'analyzer', ...context };
  const pending = answer.data.find((match) => match.status === 'PENDING');
  if (pending) return { kind: 'pending', match: pending, ...context };
  if (context.official.length > 0 && context.official.length === context.found.length) {
    return { kind: 'official', ...context };
  }
  return { kind: 'clear', ...context };
}

export const useScamCheck = () =>
  useMutation({
    // A failed check resolves to null and reads as 'failed', never as "not reported"
    // (docs/decisions/failed-check-is-not-an-all-clear.md).
    mutationFn: (request: CheckRequest) =>
      api.post<CheckResponse>('/scam-report/check-scam-report', request).catch(() => null),
  });

export interface ReportPrefill {
  type: ReportType;
  uniqueId: string;
}
