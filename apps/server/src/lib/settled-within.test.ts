import { afterEach, describe, expect, it, vi } from 'vitest';
import { settledWithin } from './settled-within.js';

describe('settledWithin', () => {
  afterEach(() => vi.useRealTimers());

  it("gives the promise's value when it settles in time", async () => {
    vi.useFakeTimers();
    const waiting = settledWithin(new Promise((resolve) => setTimeout(() => resolve('value'), 900)), 1000, 'late');
    await vi.advanceTimersByTimeAsync(900);
    expect(await waiting).toBe('value');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives the fallback once ms have passed, and the later value changes nothing', async () => {
    vi.useFakeTimers();
    const waiting = settledWithin(new Promise((resolve) => setTimeout(() => resolve('value'), 1100)), 1000, 'late');
    await vi.advanceTimersByTimeAsync(1000);
    expect(await waiting).toBe('late');
    await vi.advanceTimersByTimeAsync(100);
    expect(await waiting).toBe('late');
  });

  it('passes on a rejection within ms', async () => {
    await expect(settledWithin(Promise.reject(new Error('db down')), 1000, 'late')).rejects.toThrow('db down');
  });
});
