// A per-process copy of an expensive read that requests barely wait for once it exists: when the
// data version moves (or the copy ages out) one recomputation starts, and a request waits for it
// at most `waitMs`, then gets the previous copy. The copy's age counts from when its computation
// finished. Used where a recomputation can take longer than a request should (leader boards).
// At most `maxEntries` keys are kept, the least recently computed dropped first: the keys come
// from requests (every date window or search a client sends is a list total of its own), so an
// unbounded map would let anyone grow the process's memory without end.
import { settledWithin } from './settled-within.js';

// An expensive recomputation (one that took EXPENSIVE_MS or more) is spaced: the next one for the
// same key starts no sooner than SPACING times its duration after it finished, and the previous
// copy is served meanwhile. With reports arriving every few hundred milliseconds, PostgreSQL's
// leader boards and list totals (0.3–1.5 s each at 1M entities on this 2-core machine) were
// otherwise recomputed back to back, each write starting the next, and took the cores from every
// other request (the mixed run at 53–65 req/s). A cheap recomputation still runs at once.
export const EXPENSIVE_MS = 50;
export const SPACING = 3;

export class RefreshingCache<T> {
  private readonly values = new Map<string, { version: string; at: number; tookMs: number; value: T }>();
  private readonly running = new Map<string, Promise<T>>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly waitMs: number,
    private readonly maxEntries = 5000,
  ) {}

  /**
   * The copy computed for `version`, unless it has aged out; never the previous copy `get` may
   * serve meanwhile. Tells a caller whether what `get` gave it is up to date.
   */
  current(key: string, version: string): T | undefined {
    const hit = this.values.get(key);
    return hit && this.isCurrent(hit, version) ? hit.value : undefined;
  }

  private isCurrent(hit: { version: string; at: number }, version: string): boolean {
    return hit.version === version && Date.now() - hit.at < this.maxAgeMs;
  }

  async get(key: string, version: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.values.get(key);
    if (hit && this.isCurrent(hit, version)) return hit.value;
    let run = this.running.get(key);
    if (!run) {
      const spacedUntil = hit && hit.tookMs >= EXPENSIVE_MS ? hit.at + hit.tookMs * SPACING : 0;
      const recompute = async () => {
        const startedAt = Date.now();
        const value = await compute();
        const at = Date.now();
        // Deleted first so that the key moves to the newest end of the map's order.
        this.values.delete(key);
        this.values.set(key, { version, at, tookMs: at - startedAt, value });
        if (this.values.size > this.maxEntries) this.values.delete(this.values.keys().next().value!);
        return value;
      };
      const started = spacedUntil > Date.now() ? waitUntil(spacedUntil).then(recompute) : recompute();
      run = started;
      this.running.set(key, started);
      const forget = () => {
        if (this.running.get(key) === started) this.running.delete(key);
      };
      started.then(forget, forget);
    }
    if (!hit) return run;
    // A failed recomputation keeps serving the previous copy; the next request tries again.
    return settledWithin(
      run.catch(() => hit.value),
      this.waitMs,
      hit.value,
    );
  }
}

/** Resolves at `time`; the timer does not keep a closing process alive. */
const waitUntil = (time: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())).unref());
