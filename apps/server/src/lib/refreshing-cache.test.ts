import { describe, expect, it } from 'vitest';
import { RefreshingCache } from './refreshing-cache.js';

const later = <T>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('RefreshingCache', () => {
  it('waits for the first value, then serves the previous one while a slow recomputation runs', async () => {
    const cache = new RefreshingCache<string>(60_000, 5);
    let computed = 0;
    const compute = (value: string, ms: number) => () => {
      computed += 1;
      return later(value, ms);
    };
    expect(await cache.get('k', 'v1', compute('first', 20))).toBe('first');
    expect(await cache.get('k', 'v1', compute('unused', 0))).toBe('first');
    expect(computed).toBe(1);

    // The version moved: the slow recomputation does not hold the request, and is started once.
    expect(await cache.get('k', 'v2', compute('second', 50))).toBe('first');
    expect(await cache.get('k', 'v2', compute('unused', 0))).toBe('first');
    expect(computed).toBe(2);
    await later(null, 80);
    expect(await cache.get('k', 'v2', compute('unused', 0))).toBe('second');

    // A fast recomputation is waited for.
    expect(await cache.get('k', 'v3', compute('third', 0))).toBe('third');
  });

  it('keeps the previous value when a recomputation fails, and tries again next time', async () => {
    const cache = new RefreshingCache<string>(60_000, 50);
    await cache.get('k', 'v1', async () => 'first');
    expect(await cache.get('k', 'v2', () => Promise.reject(new Error('boom')))).toBe('first');
    expect(await cache.get('k', 'v2', async () => 'second')).toBe('second');
  });

  it("counts a copy's age from when its computation finished", async () => {
    const cache = new RefreshingCache<string>(30, 1000);
    expect(await cache.get('k', 'v', () => later('slow', 50))).toBe('slow');
    // 50 ms after the start but just after the end: still fresh.
    expect(await cache.get('k', 'v', async () => 'recomputed')).toBe('slow');
    await later(null, 40);
    expect(await cache.get('k', 'v', async () => 'recomputed')).toBe('recomputed');
  });
});
