// The animated counters of SPEC.md §1: +step every 50 ms until the target.
import { useEffect, useState } from 'react';
import { COUNTER_TICK_MS } from '@satark/shared/constants';

/**
 * Step per tick: 10 by default, 50 for 100–1000, 100 for 1000–3000 (SPEC.md §1). Above 3000 the
 * step grows with the target (a multiple of 100, at most about 30 ticks ≈ 1.5 s) so a large count
 * never takes minutes to climb.
 */
export function counterStep(target: number): number {
  if (target > 3000) return Math.ceil(target / 30 / 100) * 100;
  if (target >= 1000) return 100;
  if (target >= 100) return 50;
  return 10;
}

export function useCountUp(target: number): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    const step = counterStep(target);
    const timer = window.setInterval(() => {
      setValue((current) => {
        if (current === target) {
          window.clearInterval(timer);
          return current;
        }
        return current < target ? Math.min(target, current + step) : target;
      });
    }, COUNTER_TICK_MS);
    return () => window.clearInterval(timer);
  }, [target]);
  return value;
}
