// How much garbage the server may hold before V8 collects it. Under load, what 50 requests in flight
// allocate survives two scavenges and is promoted, garbage by then; V8's own growth factor (up to 4×
// the live heap after each full collection) let that old generation reach 120–190 MB over a live
// heap under 50 MB, and the process 400–490 MB (docs/performance.md). A fixed factor collects sooner
// without a ceiling: unlike --max-old-space-size, a burst of large requests makes the heap grow, not
// the process crash. Set at start: the flag is read at each full collection, and V8's flags are the
// whole process's, so the SQLite reader thread's heap follows it too.
import v8 from 'node:v8';

/** Old generation grows to (1 + percent / 100) × the live heap after a full collection; 0 keeps V8's default. */
export function limitHeapGrowth(percent: number) {
  if (percent > 0) v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
