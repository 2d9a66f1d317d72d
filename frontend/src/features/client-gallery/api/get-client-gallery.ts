/** GET /api/client-galleries/{slug} — the unlocked gallery (cookie); 401 locked, 404 unknown, 410 expired. */
import { useCallback, useRef, useState } from 'react';
import useSWR from 'swr';
import { errorMessage, publicClient } from '../../../lib/api-client';
import { clientGalleryPath, type ClientGalleryView } from './client-gallery-types';

export type GalleryState =
  /** `gallery.photos`: the photos loaded so far, in order; `gallery.nextCursor` names the next ones (null: all here). */
  | { kind: 'open'; gallery: ClientGalleryView }
  | { kind: 'locked' }
  | { kind: 'expired'; message: string }
  | { kind: 'missing' };

/**
 * Photos a page of the gallery brings (`?first=`): a 1,000-photo gallery comes a few screens at a time as the family
 * scrolls (each photo's image reference is ~2 kB of JSON), never two megabytes before its first photo.
 */
export const PAGE_PHOTOS = 48;

export const clientGalleryKey = (slug: string) => clientGalleryPath(slug);

/**
 * Rows of tiles in the page's first screen (server-rendered): on a phone about 3 rows show under the header, and a
 * phone fetches every tile of the HTML at once (lazy images that near the screen load too), all of it before the
 * largest photo counts as painted: 4 rows, not 6 (4 photos, ~20 kB fewer on the way before it).
 */
export const FIRST_ROWS = 4;

/**
 * Photos in a server-rendered page's data: what its first screen shows (2 columns on a phone, 4 on a desktop, x
 * FIRST_ROWS). A family's 200 photos are ~380 kB of JSON (~30 kB compressed): in the page, they held up its first
 * photos (a phone fetches a page's images only after the page itself) and took the server longer to render.
 */
export const firstPhotos = (viewport: 'mobile' | 'desktop' = 'mobile') => (viewport === 'desktop' ? 4 : 2) * FIRST_ROWS;

/** A cursor value meaning "load again from the first page and skip what is here" (see `loadMore`). */
const RESTART = '';

/**
 * The page's data as the server sends it: what the API answered for `?first=` (the first screen and the cursor to the
 * rest). An answer holding more photos than the first screen is cut there; the API's cursors are opaque, so the rest
 * is then asked again from the top (RESTART), keeping what is new.
 */
export function firstPhotosOnly(state: GalleryState, viewport?: 'mobile' | 'desktop'): GalleryState {
  if (state.kind !== 'open' || state.gallery.photos.length <= firstPhotos(viewport)) return state;
  const photos = state.gallery.photos.slice(0, firstPhotos(viewport));
  return { kind: 'open', gallery: { ...state.gallery, photos, nextCursor: RESTART } };
}

/**
 * `cookie`: on the server only, the visitor's gallery cookie (a browser sends its own). `first`: the gallery's first
 * so many photos (`?first=`), `after`: the ones after a cursor.
 */
export async function fetchClientGallery(slug: string, cookie?: string, first = PAGE_PHOTOS, after?: string): Promise<GalleryState> {
  const { data, error, response } = await publicClient.GET('/api/client-galleries/{slug}', {
    params: { path: { slug }, query: { first, after: after || undefined } },
    headers: cookie ? { cookie } : undefined,
  });
  if (response.status === 200 && data) return { kind: 'open', gallery: data };
  if (response.status === 401) return { kind: 'locked' };
  if (response.status === 410) return { kind: 'expired', message: errorMessage(error) ?? 'This gallery has expired. Please contact the studio.' };
  return { kind: 'missing' };
}

/**
 * The gallery as the server rendered it (SWR fallback: the PIN screen's 'locked', a family's first screen), fetched
 * on mount otherwise; `loadMore` brings the next page after the last one loaded and appends it (one at a time).
 */
export function useClientGallery(slug: string) {
  const swr = useSWR<GalleryState>(clientGalleryKey(slug), () => fetchClientGallery(slug), { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false });
  const { data, mutate } = swr;
  const loading = useRef(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const hasMore = data?.kind === 'open' && data.gallery.nextCursor !== null;
  const loadMore = useCallback(async () => {
    if (loading.current || data?.kind !== 'open' || data.gallery.nextCursor === null) return;
    loading.current = true;
    setLoadingMore(true);
    try {
      const loaded = data.gallery.photos;
      // A cut server page (RESTART) asks again from the top and keeps what is new.
      const next = await fetchClientGallery(slug, undefined, data.gallery.nextCursor === RESTART ? loaded.length + PAGE_PHOTOS : PAGE_PHOTOS, data.gallery.nextCursor || undefined);
      if (next.kind !== 'open') return void mutate(next, { revalidate: false });
      await mutate(
        (now) => {
          const current = now ?? data;
          if (current?.kind !== 'open') return current;
          const have = new Set(current.gallery.photos.map((p) => p.id));
          return {
            kind: 'open',
            gallery: { ...current.gallery, photos: [...current.gallery.photos, ...next.gallery.photos.filter((p) => !have.has(p.id))], nextCursor: next.gallery.nextCursor, photoCount: next.gallery.photoCount },
          };
        },
        { revalidate: false },
      );
    } finally {
      loading.current = false;
      setLoadingMore(false);
    }
  }, [data, mutate, slug]);
  return { ...swr, hasMore, loadMore, loadingMore };
}
