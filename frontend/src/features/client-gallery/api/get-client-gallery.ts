/** GET /api/client-galleries/{slug} — the unlocked gallery (cookie); 401 locked, 404 unknown, 410 expired. */
import useSWR from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { clientGalleryPath, type ClientGalleryView } from './client-gallery-types';

export type GalleryState =
  | { kind: 'open'; gallery: ClientGalleryView }
  | { kind: 'locked' }
  | { kind: 'expired'; message: string }
  | { kind: 'missing' };

export const clientGalleryKey = (slug: string) => clientGalleryPath(slug);

/** `cookie`: on the server only, the visitor's gallery cookie (a browser sends its own). */
export async function fetchClientGallery(key: string, cookie?: string): Promise<GalleryState> {
  const res = await apiRequest<ClientGalleryView & { message?: string }>(key, { skipAuthRedirect: true, headers: cookie ? { cookie } : undefined });
  if (res.status === 200) return { kind: 'open', gallery: res.data };
  if (res.status === 401) return { kind: 'locked' };
  if (res.status === 410) return { kind: 'expired', message: res.data?.message ?? 'This gallery has expired. Please contact the studio.' };
  return { kind: 'missing' };
}

/** A gallery the server rendered with (SWR fallback) is not fetched again; without it, fetched on mount. */
export function useClientGallery(slug: string) {
  return useSWR<GalleryState>(clientGalleryKey(slug), (key: string) => fetchClientGallery(key), { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false });
}
