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

export async function fetchClientGallery(key: string): Promise<GalleryState> {
  const res = await apiRequest<ClientGalleryView & { message?: string }>(key, { skipAuthRedirect: true });
  if (res.status === 200) return { kind: 'open', gallery: res.data };
  if (res.status === 401) return { kind: 'locked' };
  if (res.status === 410) return { kind: 'expired', message: res.data?.message ?? 'This gallery has expired. Please contact the studio.' };
  return { kind: 'missing' };
}

export function useClientGallery(slug: string) {
  return useSWR<GalleryState>(clientGalleryKey(slug), fetchClientGallery, { revalidateOnFocus: false, shouldRetryOnError: false });
}
