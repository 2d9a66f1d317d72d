import { useSyncExternalStore } from 'react';
import { matchesAssumedViewport } from './page-boot';

/**
 * Live result of a CSS media query. On the server, and while hydrating its HTML, it answers for the
 * viewport the server assumed (page-boot.ts), then for the real one.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const mql = window.matchMedia(query);
      mql.addEventListener?.('change', notify);
      return () => mql.removeEventListener?.('change', notify);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => matchesAssumedViewport(query),
  );
}

export const DESKTOP_QUERY = '(min-width: 768px)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
