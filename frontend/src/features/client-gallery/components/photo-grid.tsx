import { memo, useEffect, useMemo, useRef } from 'react';
import { Picture } from '../../../components/ui/picture';
import { IconHeart } from '../../../components/ui/icons';
import { placeInColumns } from '../../../lib/place-in-columns';
import type { ClientGalleryView } from '../api/client-gallery-types';

type Photo = ClientGalleryView['photos'][number];

/** 2 columns on a phone, 3 on a tablet, 4 on a desktop (the CSS grid of columns below matches). */
export const GRID_SIZES = '(min-width: 1024px) 23vw, (min-width: 640px) 31vw, 48vw';

interface PhotoGridProps {
  photos: readonly Photo[];
  columns: number;
  /** The first photos (the top of the first screen, the largest-paint candidates) load at once, with high priority. */
  priorityCount: number;
  /**
   * The photos up to here after the priority ones (the rest of the server's first screen) load with low priority,
   * on screen or not: the phone fetches the top rows first. Later ones load when scrolled near.
   */
  firstScreenCount: number;
  favourites: ReadonlySet<string>;
  /** Position of each photo in the whole gallery (for its label). */
  numbers: ReadonlyMap<string, number>;
  readOnly: boolean;
  onOpen: (photoId: string) => void;
  onToggle: (photoId: string) => void;
}

export const PhotoGrid = memo(function PhotoGrid({ photos, columns, priorityCount, firstScreenCount, favourites, numbers, readOnly, onOpen, onToggle }: PhotoGridProps) {
  const cols = useMemo(() => placeInColumns(photos, columns, (p) => (p.image.height ?? 2) / (p.image.width ?? 3)), [photos, columns]);
  const first = useMemo(() => new Set(photos.slice(0, priorityCount).map((p) => p.id)), [photos, priorityCount]);
  const later = useMemo(() => new Set(photos.slice(priorityCount, firstScreenCount).map((p) => p.id)), [photos, priorityCount, firstScreenCount]);
  return (
    <div className="cg-grid" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }} data-testid="cg-grid">
      {cols.map((col, c) => (
        <ul key={c} className="cg-grid__col">
          {col.map((p) => {
            const n = numbers.get(p.id) ?? 0;
            const fav = favourites.has(p.id);
            return (
              <li key={p.id} className="cg-tile" data-favourite={fav ? 'true' : 'false'}>
                <button type="button" className="cg-tile__open" onClick={() => onOpen(p.id)} aria-label={`Open photo ${n}`}>
                  <Picture image={p.image} alt={`Photo ${n}`} sizes={GRID_SIZES} priority={first.has(p.id)} low={later.has(p.id)} />
                </button>
                <button
                  type="button"
                  className="cg-heart"
                  aria-label={`Favourite photo ${n}`}
                  aria-pressed={fav}
                  aria-disabled={readOnly || undefined}
                  onClick={() => onToggle(p.id)}
                >
                  <IconHeart width={22} height={22} />
                </button>
              </li>
            );
          })}
        </ul>
      ))}
    </div>
  );
});

/**
 * An empty marker under the grid that asks for more photos while it is within a screen or two of the viewport. Keyed
 * by the count shown, it remounts after each step, and a fresh observer reports at once whether it is still near.
 */
export function MoreWhenNear({ onNear }: { onNear: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return void onNear();
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        io.disconnect();
        onNear();
      }
    }, { rootMargin: '1200px 0px' });
    io.observe(el);
    return () => io.disconnect();
  }, [onNear]);
  return <div ref={ref} className="cg-more" aria-hidden="true" />;
}
