/**
 * "Show more photos" under a big gallery's grid: a button for the keyboard, and loads by itself when it comes within
 * a screen of the viewport, so scrolling through 1,000 photos never waits at the end of a page.
 */
import { useEffect, useRef } from 'react';

export function ShowMorePhotos({ loading, onLoad }: { loading: boolean; onLoad: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const onLoadRef = useRef(onLoad);
  onLoadRef.current = onLoad;
  useEffect(() => {
    const el = ref.current;
    if (!el || loading || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io.disconnect();
          onLoadRef.current();
        }
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [loading]);
  return (
    <button ref={ref} type="button" className="btn btn--ghost cga-more" onClick={onLoad} disabled={loading}>
      {loading ? 'Loading…' : 'Show more photos'}
    </button>
  );
}
