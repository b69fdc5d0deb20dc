// A thread (or other costly resource) made once per process and key, shared by every app in the
// process: tests build many apps, and the server builds one.

interface Entry<T> {
  value: T;
  users: number;
}

export class SharedInProcess<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly close: (value: T) => Promise<void>) {}

  /**
   * The value for `key`, made by `create` on first use; each taker releases it once, and the last
   * release closes it.
   */
  take(key: string, create: () => T): { value: T; release: () => Promise<void> } {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { value: create(), users: 0 };
      this.entries.set(key, entry);
    }
    entry.users += 1;
    const held = entry;
    let released = false;
    return {
      value: held.value,
      release: async () => {
        if (released) return;
        released = true;
        held.users -= 1;
        if (held.users === 0) {
          if (this.entries.get(key) === held) this.entries.delete(key);
          await this.close(held.value);
        }
      },
    };
  }
}
