/** DELETE /api/client-galleries/{slug}/favourites/{photoId}. */
import { apiRequest } from '../../../lib/api-client';
import { clientGalleryPath, messageOf } from './client-gallery-types';
import type { FavouritesResult } from './put-favourite';

export async function deleteFavourite(slug: string, photoId: string): Promise<FavouritesResult> {
  const res = await apiRequest<{ favourites: string[] }>(`${clientGalleryPath(slug)}/favourites/${photoId}`, { method: 'DELETE', skipAuthRedirect: true });
  if (res.ok) return { ok: true, favourites: res.data.favourites };
  return { ok: false, status: res.status, message: messageOf(res.data, 'Could not update your favourites. Please try again.') };
}
