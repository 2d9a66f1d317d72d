import { useCallback, useEffect, useRef } from 'react';

/**
 * Infinite scroll for the prop lists (spec §9): when the LAST item is at least 10 % visible,
 * load the next page if there is one and nothing is loading. Returns a callback ref for the
 * last item; a new last item re-arms the observer.
 */
export function useLastItemTrigger(opts: { hasMore: boolean; loading: boolean; onLoad: () => void; threshold?: number }) {
  const { hasMore, loading, onLoad, threshold = 0.1 } = opts;
  const onLoadRef = useRef(onLoad);
  onLoadRef.current = onLoad;
  const observer = useRef<IntersectionObserver | null>(null);
  const armed = hasMore && !loading;
  const armedRef = useRef(armed);
  armedRef.current = armed;
  const lastEl = useRef<Element | null>(null);

  const observe = useCallback(() => {
    observer.current?.disconnect();
    const el = lastEl.current;
    if (!el || !armedRef.current || typeof IntersectionObserver === 'undefined') return;
    observer.current = new IntersectionObserver(
      (entries) => {
        if (armedRef.current && entries.some((e) => e.isIntersecting && e.intersectionRatio >= threshold)) {
          observer.current?.disconnect();
          onLoadRef.current();
        }
      },
      { threshold },
    );
    observer.current.observe(el);
  }, [threshold]);

  useEffect(() => {
    observe();
    return () => observer.current?.disconnect();
  }, [armed, observe]);

  return useCallback(
    (el: Element | null) => {
      lastEl.current = el;
      observe();
    },
    [observe],
  );
}
