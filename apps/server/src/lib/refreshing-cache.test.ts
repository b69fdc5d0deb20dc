import { describe, expect, it } from 'vitest';
import { EXPENSIVE_MS, RefreshingCache, SPACING } from './refreshing-cache.js';

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
    expect(await cache.get('k', 'v2', compute('second', 30))).toBe('first');
    expect(await cache.get('k', 'v2', compute('unused', 0))).toBe('first');
    expect(computed).toBe(2);
    await later(null, 60);
    expect(await cache.get('k', 'v2', compute('unused', 0))).toBe('second');

    // A fast recomputation is waited for.
    expect(await cache.get('k', 'v3', compute('third', 0))).toBe('third');
  });

  it('spaces an expensive recomputation by SPACING times its duration, serving the previous copy meanwhile', async () => {
    const cache = new RefreshingCache<string>(60_000, 5);
    const took = EXPENSIVE_MS + 30;
    const started: number[] = [];
    const compute = (value: string, ms: number) => () => {
      started.push(Date.now());
      return later(value, ms);
    };
    expect(await cache.get('k', 'v1', compute('first', took))).toBe('first');
    const finished = Date.now();
    // Written again at once: the recomputation waits its turn, and the requests get 'first'.
    expect(await cache.get('k', 'v2', compute('second', 0))).toBe('first');
    expect(await cache.get('k', 'v2', compute('unused', 0))).toBe('first');
    expect(started).toHaveLength(1);
    await later(null, took * SPACING + 30);
    expect(started).toHaveLength(2);
    expect(started[1]! - finished).toBeGreaterThanOrEqual(took * SPACING - 5);
    expect(await cache.get('k', 'v2', compute('unused', 0))).toBe('second');
    // 'second' was cheap: the next recomputation runs at once and is waited for.
    expect(await cache.get('k', 'v3', compute('third', 0))).toBe('third');
  });

  it('keeps the previous value when a recomputation fails, and tries again next time', async () => {
    const cache = new RefreshingCache<string>(60_000, 50);
    await cache.get('k', 'v1', async () => 'first');
    expect(await cache.get('k', 'v2', () => Promise.reject(new Error('boom')))).toBe('first');
    expect(await cache.get('k', 'v2', async () => 'second')).toBe('second');
  });

  it('tells the copy of a version apart from the previous one served while recomputing', async () => {
    const cache = new RefreshingCache<string>(200, 5);
    expect(cache.current('k', 'v1')).toBeUndefined();
    await cache.get('k', 'v1', async () => 'first');
    expect(cache.current('k', 'v1')).toBe('first');
    // v2 is being recomputed: get gives the previous copy, which is not v2's.
    expect(await cache.get('k', 'v2', () => later('second', 30))).toBe('first');
    expect(cache.current('k', 'v2')).toBeUndefined();
    await later(null, 60);
    expect(cache.current('k', 'v2')).toBe('second');
    expect(cache.current('k', 'v1')).toBeUndefined();
    // Aged out: no longer current.
    await later(null, 250);
    expect(cache.current('k', 'v2')).toBeUndefined();
  });

  it("counts a copy's age from when its computation finished", async () => {
    const cache = new RefreshingCache<string>(30, 1000);
    expect(await cache.get('k', 'v', () => later('slow', 50))).toBe('slow');
    // 50 ms after the start but just after the end: still fresh.
    expect(await cache.get('k', 'v', async () => 'recomputed')).toBe('slow');
    await later(null, 40);
    expect(await cache.get('k', 'v', async () => 'recomputed')).toBe('recomputed');
  });

  it('keeps at most maxEntries keys, dropping the least recently computed', async () => {
    const cache = new RefreshingCache<string>(60_000, 5, 3);
    for (const key of ['a', 'b', 'c']) await cache.get(key, 'v', async () => key);
    // "a" recomputed (new version): now the newest, so "b" is the one dropped by "d".
    await cache.get('a', 'v2', async () => 'a2');
    await cache.get('d', 'v', async () => 'd');
    const recomputed: string[] = [];
    for (const key of ['a', 'b', 'c', 'd']) {
      await cache.get(key, key === 'a' ? 'v2' : 'v', async () => {
        recomputed.push(key);
        return key;
      });
    }
    // "b" was dropped; computing it again pushed out "c", which is computed again in turn.
    expect(recomputed).toEqual(['b', 'c']);
  });

  it('does not grow with the keys it is asked for', async () => {
    const cache = new RefreshingCache<number>(60_000, 5, 100);
    for (let i = 0; i < 1000; i += 1) await cache.get(`window ${i}`, 'v', async () => i);
    let recomputed = 0;
    for (let i = 0; i < 1000; i += 1) {
      await cache.get(`window ${i}`, 'v', async () => {
        recomputed += 1;
        return i;
      });
    }
    // Only a bounded number of keys can still be held; the rest must be computed again.
    expect(recomputed).toBeGreaterThanOrEqual(900);
  });
});
