import { describe, expect, it } from 'vitest';
import { SharedInProcess } from './shared-in-process.js';

describe('a value shared in the process', () => {
  it('is made once per key, and closed once when its last taker releases it', async () => {
    const closed: string[] = [];
    const shared = new SharedInProcess<{ name: string }>(async (value) => void closed.push(value.name));
    let made = 0;
    const make = (name: string) => () => ({ name: `${name}${(made += 1)}` });

    const first = shared.take('a', make('a'));
    const second = shared.take('a', make('a'));
    const other = shared.take('b', make('b'));
    expect(second.value).toBe(first.value);
    expect(other.value).not.toBe(first.value);
    expect(made).toBe(2);

    await first.release();
    await first.release(); // a second release by the same taker counts once
    expect(closed).toEqual([]);
    await second.release();
    expect(closed).toEqual(['a1']);

    // Taken again after it closed: a new one.
    const again = shared.take('a', make('a'));
    expect(again.value.name).toBe('a3');
    await Promise.all([again.release(), other.release()]);
    expect(closed.sort()).toEqual(['a1', 'a3', 'b2']);
  });
});
