import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/**
 * What react-router's <ScrollRestoration> does for a data router, for our declarative one: a new page starts at
 * the top (or at its #hash), Back and Forward return to where the visitor was. Positions live in memory; a
 * reload is left to the browser (scrollRestoration back to 'auto' when the page is hidden).
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const current = useRef(location.key);
  const first = useRef(true);

  useEffect(() => {
    const save = () => positions.current.set(current.current, window.scrollY);
    const hide = () => (window.history.scrollRestoration = 'auto');
    const show = () => (window.history.scrollRestoration = 'manual');
    show();
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', hide);
    window.addEventListener('pageshow', show);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', hide);
      window.removeEventListener('pageshow', show);
      hide();
    };
  }, []);

  useLayoutEffect(() => {
    current.current = location.key;
    // The first page is where the browser put it (top, a #hash, or a reload's position).
    if (first.current) {
      first.current = false;
      return;
    }
    const saved = positions.current.get(location.key);
    if (navigationType === NavigationType.Pop && saved !== undefined) return window.scrollTo(0, saved);
    if (location.hash) {
      try {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (target) return target.scrollIntoView();
      } catch {
        /* not a decodable id: top of the page */
      }
    }
    window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
