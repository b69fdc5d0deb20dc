// True at 1080 px or less (SPEC.md §9): the report list switches to cards and its page sizes change.
import { useSyncExternalStore } from 'react';
import { NARROW_LAYOUT_MAX_PX } from '@satark/shared/constants';

const query = `(max-width: ${NARROW_LAYOUT_MAX_PX}px)`;

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

export const useNarrowLayout = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
