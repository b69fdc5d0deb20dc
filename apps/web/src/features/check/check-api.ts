// POST /scam-report/check-scam-report, and how its answer reads on the card (SPEC.md §2, §4).
import { useMutation } from '@tanstack/react-query';
import type { CheckMatch, CheckResponse } from '@satark/shared/api-types';
import type { ReportType } from '@satark/shared/constants';
import type { CheckRequest } from '@satark/shared/report-schemas';
import { api } from '../../lib/api-client';

export type CheckOutcome =
  | { kind: 'scam'; match: CheckMatch | undefined; reportCount: number; analysis: unknown[] | null }
  | { kind: 'pending'; match: CheckMatch }
  | { kind: 'clear' };

/** ACTIVE → scam; only PENDING → under review; an analyzer's findings → scam with its text; else clear. */
export function readOutcome(answer: CheckResponse | null): CheckOutcome {
  if (!answer || answer.success !== true || !Array.isArray(answer.data)) return { kind: 'clear' };
  const active = answer.data.find((match) => match.status === 'ACTIVE');
  if (active) {
    return { kind: 'scam', match: active, reportCount: active.reportCount ?? answer.reportCount, analysis: null };
  }
  if (answer.source && answer.source !== 'database' && answer.data.length > 0) {
    return { kind: 'scam', match: undefined, reportCount: answer.reportCount, analysis: answer.data };
  }
  const pending = answer.data.find((match) => match.status === 'PENDING');
  return pending ? { kind: 'pending', match: pending } : { kind: 'clear' };
}

export const useScamCheck = () =>
  useMutation({
    // A failed check is read as "not reported" (SPEC.md §4), so errors resolve to null.
    mutationFn: (request: CheckRequest) =>
      api.post<CheckResponse>('/scam-report/check-scam-report', request).catch(() => null),
  });

export interface ReportPrefill {
  type: ReportType;
  uniqueId: string;
}
