import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/*
 * React Router's <ScrollRestoration> works with its data router only; the app uses the
 * declarative one (issue 14: the data router is 17 KB more gzipped JS on every page). This keeps
 * the same behaviour: a new page starts at the top (or at its #hash), back and forward return to
 * where the page was left, and the positions survive a reload in sessionStorage, under React
 * Router's own key.
 */
const STORAGE_KEY = 'react-router-scroll-positions';

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
  const currentKey = useRef(location.key);

  useLayoutEffect(() => {
    const saved = positions.current ?? {};
    window.history.scrollRestoration = 'manual';
    // Kept as the page scrolls, so the position is the one the user left, whatever happens to
    // the document's height when the next page replaces it.
    const remember = () => {
      saved[currentKey.current] = window.scrollY;
    };
    const persist = () => {
      remember();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
      } catch {
        // Storage full or refused: positions then last for this page's life only.
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per visited entry, as React Router's does.
  useLayoutEffect(() => {
    currentKey.current = location.key;
    const saved = positions.current?.[location.key];
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
    window.scrollTo(0, 0);
  }, [location.key]);

  return null;
}
