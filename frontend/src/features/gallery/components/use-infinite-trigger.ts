import { useEffect, useRef } from 'react';

/**
 * Infinite scroll trigger (spec §4): when the element is at least `threshold` visible, call
 * onLoad if more exist and nothing is loading. Re-observes after every load so a trigger
 * that stays visible keeps loading.
 */
export function useInfiniteTrigger<T extends Element>(opts: { hasMore: boolean; loading: boolean; onLoad: () => void; threshold?: number; resetKey?: unknown }) {
  const ref = useRef<T>(null);
  const { hasMore, loading, onLoad, threshold = 0.5, resetKey } = opts;
  const onLoadRef = useRef(onLoad);
  onLoadRef.current = onLoad;
  useEffect(() => {
    const el = ref.current;
    if (!el || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= threshold)) {
          io.disconnect();
          onLoadRef.current();
        }
      },
      { threshold },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore, loading, threshold, resetKey]);
  return ref;
}
