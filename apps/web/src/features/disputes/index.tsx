// What other features may use from disputes: the dispute entry point and the disputed notice.
import { lazyPart } from '../../lib/lazy-component';
import type { DisputableListing } from './dispute-entry';

export { DisputedNotice } from './disputed-notice';
export type { DisputableListing };

// Loaded when shown: its form brings zod and the evidence field, which the check's first screen
// on a slow phone network must not wait for (docs/performance.md, first visit). If it cannot load,
// the check's answer shows without it.
export const DisputeEntry = lazyPart<{ listing: DisputableListing }>(() =>
  import('./dispute-entry').then((module) => ({ default: module.DisputeEntry })),
);
