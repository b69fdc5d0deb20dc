// What the auth screens carry between each other in the router's location state.
import type { Location } from 'react-router';
import { REPORT_TYPES, type ReportType } from '@satark/shared/constants';
import { paths } from '../../config/paths';

export interface AuthState {
  /** Where to go after signing in: a path or a location (the report form's guard passes one). */
  from?: string | Pick<Location, 'pathname' | 'search' | 'hash'>;
  /** The value the check card asked to report. */
  type?: ReportType;
  uniqueId?: string;
  /** Register → verify, forgot → reset. */
  countryCode?: string;
  phoneNo?: string;
}

export const readAuthState = (state: unknown): AuthState => {
  const value = (state && typeof state === 'object' ? state : {}) as AuthState;
  return {
    ...value,
    type: REPORT_TYPES.includes(value.type as ReportType) ? value.type : undefined,
  };
};

export const fromPath = (from: AuthState['from']): string | undefined => {
  if (!from) return undefined;
  const path = typeof from === 'string' ? from : `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/auth/') ? path : undefined;
};

/** After a sign-in: the report form with the carried value, else where they came from, else /home. */
export function afterSignIn(state: AuthState): { to: string; state?: unknown } {
  if (state.type && state.uniqueId)
    return { to: paths.reportScam, state: { type: state.type, uniqueId: state.uniqueId } };
  return { to: fromPath(state.from) ?? paths.homeAlias };
}

/** The state the next auth screen keeps: the carried report value and 'from'. */
export const carried = (state: AuthState): AuthState => ({
  from: state.from,
  type: state.type,
  uniqueId: state.uniqueId,
});
