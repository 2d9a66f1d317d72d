/** GET /api/client-galleries/{slug}/archives/{id} — { status, progress, url }. */
import { apiRequest } from '../../../lib/api-client';
import { clientGalleryPath, type ArchiveStatus } from './client-gallery-types';

export async function getArchive(slug: string, id: string): Promise<ArchiveStatus | null> {
  const res = await apiRequest<ArchiveStatus>(`${clientGalleryPath(slug)}/archives/${id}`, { skipAuthRedirect: true });
  return res.ok ? res.data : null;
}

/** Same-origin download of one photo (an attachment the browser saves). */
export const photoDownloadUrl = (slug: string, photoId: string, size: 'web' | 'original') => `${clientGalleryPath(slug)}/photos/${photoId}/download?size=${size}`;
