// A per-process copy of an expensive read, reused while the data it was computed from is unchanged.
// The caller passes a version (e.g. the newest changed_at, read from an index in O(log n)); a new
// version or an entry older than maxAgeMs recomputes. An entry's age counts from when its computation
// finished, so a slow computation is not already stale when it lands. Never the only copy of anything.
export class VersionedCache<T> {
  private readonly entries = new Map<string, { version: string; at: number; value: Promise<T> }>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries = 500,
  ) {}

  get(key: string, version: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    // A computation still running (at = Infinity) is shared, not started again.
    if (hit && hit.version === version && (hit.at === Infinity || Date.now() - hit.at < this.maxAgeMs)) {
      return hit.value;
    }
    const value = compute();
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const entry = { version, at: Infinity, value };
    this.entries.set(key, entry);
    value.then(
      () => {
        entry.at = Date.now();
      },
      // A failed read is not kept: the next request tries again.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }
}
