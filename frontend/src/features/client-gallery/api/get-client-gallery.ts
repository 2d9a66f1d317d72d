/** GET /api/client-galleries/{slug} — the unlocked gallery (cookie); 401 locked, 404 unknown, 410 expired. */
import { useEffect } from 'react';
import useSWR from 'swr';
import { errorMessage, publicClient } from '../../../lib/api-client';
import { clientGalleryPath, type ClientGalleryView } from './client-gallery-types';

export type GalleryState =
  | {
      kind: 'open';
      gallery: ClientGalleryView;
      /**
       * Set when `gallery.photos` holds only the first of this many photos: the server's page carries the first
       * screen's (firstPhotos), and the browser fetches the whole gallery once the page has hydrated.
       */
      photoCount?: number;
    }
  | { kind: 'locked' }
  | { kind: 'expired'; message: string }
  | { kind: 'missing' };

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

/** The page's data as the server sends it: an open gallery with only its first photos (the rest follows, see above). */
export function firstPhotosOnly(state: GalleryState, viewport?: 'mobile' | 'desktop'): GalleryState {
  if (state.kind !== 'open') return state;
  const photos = state.gallery.photos.slice(0, firstPhotos(viewport));
  if (photos.length >= state.gallery.photoCount) return state;
  return { kind: 'open', gallery: { ...state.gallery, photos }, photoCount: state.gallery.photoCount };
}

/**
 * `cookie`: on the server only, the visitor's gallery cookie (a browser sends its own). `first`: only the gallery's
 * first so many photos (`?first=`; the server's page), not the 200 photos' rows, image refs and JSON.
 */
export async function fetchClientGallery(slug: string, cookie?: string, first?: number): Promise<GalleryState> {
  const { data, error, response } = await publicClient.GET('/api/client-galleries/{slug}', {
    params: { path: { slug }, query: first ? { first } : undefined },
    headers: cookie ? { cookie } : undefined,
  });
  if (response.status === 200 && data) return { kind: 'open', gallery: data };
  if (response.status === 401) return { kind: 'locked' };
  if (response.status === 410) return { kind: 'expired', message: errorMessage(error) ?? 'This gallery has expired. Please contact the studio.' };
  return { kind: 'missing' };
}

/**
 * A state the server rendered with (SWR fallback: the PIN screen's 'locked', a family's gallery) is not fetched again,
 * except an open gallery with only its first photos, whose whole list is fetched after hydration (and again after a
 * change made meanwhile, which makes SWR drop the answer in flight). Without it, fetched on mount.
 */
export function useClientGallery(slug: string) {
  const swr = useSWR<GalleryState>(clientGalleryKey(slug), () => fetchClientGallery(slug), { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false });
  const { data, mutate } = swr;
  const partial = data?.kind === 'open' && data.photoCount !== undefined;
  useEffect(() => {
    if (!partial) return;
    // A task of its own: run in the effect, the request's start (~7 ms of a phone's main thread at 4x) lengthened the
    // hydration's last task, one of the page's longest.
    const t = setTimeout(() => void mutate(), 0);
    return () => clearTimeout(t);
  }, [partial, data, mutate]);
  return swr;
}
