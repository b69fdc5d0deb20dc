import { useEffect, useState } from 'react';
import { FAILURE_REENABLE_MS } from '@satark/shared/constants';

/** A button lock after a failure: `lock()` disables for 3.5 s (SPEC.md §4). */
export function useFailureLock(ms = FAILURE_REENABLE_MS) {
  const [locked, setLocked] = useState(false);
  useEffect(() => {
    if (!locked) return;
    const timer = window.setTimeout(() => setLocked(false), ms);
    return () => window.clearTimeout(timer);
  }, [locked, ms]);
  return { locked, lock: () => setLocked(true) };
}

/** Seconds left until `until` (a timestamp), ticking once a second. */
export function useSecondsLeft(until: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}
