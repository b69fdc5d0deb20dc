// Where the window is scrolled, per history entry, as React Router's <ScrollRestoration> did for
// its data router: a new page opens at the top, Back and Forward return to where the page was,
// and the places survive a reload (sessionStorage).
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'satark-scroll-positions';

function readSaved(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  positions.current ??= readSaved();
  // The entry loaded in full has the key "default"; keyed by its address instead, one page's saved
  // place is never applied to another.
  const key = location.key === 'default' ? location.pathname + location.search : location.key;
  const currentKey = useRef(key);
  const previous = useRef({ pathname: location.pathname, search: location.search, hash: location.hash });

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      positions.current![currentKey.current] = window.scrollY;
    };
    const save = () => {
      remember();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage full or refused: places are kept for this visit only.
      }
      window.history.scrollRestoration = 'auto';
    };
    const restoreManual = () => {
      window.history.scrollRestoration = 'manual';
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    window.addEventListener('pageshow', restoreManual);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
      window.removeEventListener('pageshow', restoreManual);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = key;
    const samePath = previous.current.pathname === location.pathname;
    const samePage = samePath && previous.current.search === location.search;
    const newHash = location.hash !== previous.current.hash;
    previous.current = { pathname: location.pathname, search: location.search, hash: location.hash };
    // A link to a place on the same page (the skip link's #main): the browser has already scrolled.
    if (navigationType === 'POP' && samePage && newHash && location.hash) return;
    const saved = positions.current![key];
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    // Replacing the entry of the same page (typing a list search) keeps the place.
    if (navigationType === 'REPLACE' && samePath) return;
    window.scrollTo(0, 0);
  }, [key, location.hash, location.pathname, location.search, navigationType]);

  return null;
}
