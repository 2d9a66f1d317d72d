/** GET /api/client-galleries/{slug}/archives/{id} — { status, progress, url }. */
import { publicClient } from '../../../lib/api-client';
import { clientGalleryPath, type ArchiveStatus } from './client-gallery-types';

/** The archive's state, or null when it could not be read this time (the caller asks again). */
export async function getArchive(slug: string, archiveId: string): Promise<ArchiveStatus | null> {
  const { data } = await publicClient.GET('/api/client-galleries/{slug}/archives/{archiveId}', { params: { path: { slug, archiveId } } });
  return data ?? null;
}

/** Same-origin download of one photo (an attachment the browser saves). */
export const photoDownloadUrl = (slug: string, photoId: string, size: 'web' | 'original') => `${clientGalleryPath(slug)}/photos/${photoId}/download?size=${size}`;
