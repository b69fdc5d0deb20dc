// A per-process copy of an expensive read, reused while the data it was computed from is unchanged.
// The caller passes a version (e.g. the newest changed_at, read from an index in O(log n)); a new
// version or an entry older than maxAgeMs recomputes. Never the only copy of anything.
export class VersionedCache<T> {
  private readonly entries = new Map<string, { version: string; at: number; value: Promise<T> }>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries = 500,
  ) {}

  get(key: string, version: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.version === version && Date.now() - hit.at < this.maxAgeMs) return hit.value;
    const value = compute();
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { version, at: Date.now(), value });
    // A failed read is not kept: the next request tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }
}
