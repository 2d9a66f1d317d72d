/** GET / POST /api/client-galleries/{slug}/privacy/photos: the family's photos as ZIPs for their download of what is held. */
import useSWR from 'swr';
import { publicClient, read } from '../../../lib/api-client';
import { toResult } from '../../../lib/api-result';
import { clientGalleryPath, NO_CONNECTION } from './client-gallery-types';

/** Polled while a ZIP is being made. */
export function usePrivacyPhotos(slug: string) {
  return useSWR(`${clientGalleryPath(slug)}/privacy/photos`, () => read(publicClient.GET('/api/client-galleries/{slug}/privacy/photos', { params: { path: { slug } } })), {
    refreshInterval: (latest) => (latest?.archives.some((a) => a.status === 'queued' || a.status === 'building') ? 1500 : 0),
  });
}

export const postPrivacyPhotos = (slug: string) =>
  toResult(publicClient.POST('/api/client-galleries/{slug}/privacy/photos', { params: { path: { slug } } }), { fallback: 'Could not prepare your photos. Please try again.', offline: NO_CONNECTION });
