import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache.js';

describe('VersionedCache', () => {
  it('reuses a value while the version is unchanged, and recomputes when it changes', async () => {
    const cache = new VersionedCache<number>(60_000);
    let computed = 0;
    const read = (version: string) => cache.get('k', version, async () => ++computed);
    expect(await read('v1')).toBe(1);
    expect(await read('v1')).toBe(1);
    expect(await read('v2')).toBe(2);
    expect(computed).toBe(2);
  });

  it('recomputes once the entry is older than maxAgeMs, and forgets failures', async () => {
    const cache = new VersionedCache<number>(0);
    let computed = 0;
    expect(await cache.get('k', 'v', async () => ++computed)).toBe(1);
    expect(await cache.get('k', 'v', async () => ++computed)).toBe(2);
    const failing = new VersionedCache<number>(60_000);
    await expect(failing.get('k', 'v', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await failing.get('k', 'v', async () => 7)).toBe(7);
  });

  it('keeps at most maxEntries keys', async () => {
    const cache = new VersionedCache<string>(60_000, 2);
    let computed = 0;
    for (const key of ['a', 'b', 'c']) await cache.get(key, 'v', async () => `${key}${++computed}`);
    expect(await cache.get('a', 'v', async () => `a${++computed}`)).toBe('a4');
    expect(await cache.get('c', 'v', async () => 'never')).toBe('c3');
  });
});
