/** GET /api/client-galleries/{slug}/privacy: what the studio holds about this family, and the latest erasure request. */
import useSWR from 'swr';
import { publicClient, read } from '../../../lib/api-client';
import { clientGalleryPath } from './client-gallery-types';

export const privacySummaryKey = (slug: string) => `${clientGalleryPath(slug)}/privacy`;

/** The download of it all as JSON (same origin, the gallery's cookie goes with it). */
export const privacyDownloadHref = (slug: string) => `${clientGalleryPath(slug)}/privacy/download`;

export function usePrivacySummary(slug: string) {
  return useSWR(privacySummaryKey(slug), () => read(publicClient.GET('/api/client-galleries/{slug}/privacy', { params: { path: { slug } } })), { revalidateOnFocus: true });
}
