// What other features may use from disputes: the dispute entry point and the disputed notice.
import { lazy, Suspense, type ComponentProps } from 'react';

export { DisputedNotice } from './disputed-notice';
export type { DisputableListing } from './dispute-entry';

// Loaded when shown: its form brings zod and the evidence field, which the check's first screen
// on a slow phone network must not wait for (docs/performance.md, first visit).
const LazyDisputeEntry = lazy(() => import('./dispute-entry').then((module) => ({ default: module.DisputeEntry })));

export function DisputeEntry(props: ComponentProps<typeof LazyDisputeEntry>) {
  return (
    <Suspense fallback={null}>
      <LazyDisputeEntry {...props} />
    </Suspense>
  );
}
