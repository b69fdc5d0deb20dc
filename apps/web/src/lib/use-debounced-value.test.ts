// The debounce rule: the value follows only after a pause, and every change restarts the wait.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const render = (initial: string) =>
  renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: initial } });

describe('useDebouncedValue', () => {
  it('starts with the value it is given', () => {
    const { result } = render('abc');
    expect(result.current).toBe('abc');
  });

  it('follows a change only once the pause has passed', () => {
    const { result, rerender } = render('');
    rerender({ value: 'fraud' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('fraud');
  });

  it('restarts the wait on every change and ends on the last value', () => {
    const { result, rerender } = render('');
    rerender({ value: 'f' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'fr' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'fra' });
    act(() => vi.advanceTimersByTime(200));
    // 600 ms since the first key, but only 200 since the last: nothing yet.
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('fra');
  });

  it('does not move when the value changes and comes back within the pause', () => {
    const { result, rerender } = render('a');
    rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(100));
    rerender({ value: 'a' });
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe('a');
  });
});
