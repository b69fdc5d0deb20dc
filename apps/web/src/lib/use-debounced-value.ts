// A value that follows another once it has stopped changing for `delayMs` (e.g. a search box's text).
import { useEffect, useState } from 'react';

/** `value` as it was `delayMs` after its last change; each change restarts the wait. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
