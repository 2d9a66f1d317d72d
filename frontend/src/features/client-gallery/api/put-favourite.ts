/** PUT /api/client-galleries/{slug}/favourites/{photoId} — 409 over the limit or after submitting. */
import { apiRequest } from '../../../lib/api-client';
import { clientGalleryPath, messageOf } from './client-gallery-types';

export type FavouritesResult = { ok: true; favourites: string[] } | { ok: false; status: number; message: string };

export async function putFavourite(slug: string, photoId: string): Promise<FavouritesResult> {
  const res = await apiRequest<{ favourites: string[] }>(`${clientGalleryPath(slug)}/favourites/${photoId}`, { method: 'PUT', skipAuthRedirect: true });
  if (res.ok) return { ok: true, favourites: res.data.favourites };
  return { ok: false, status: res.status, message: messageOf(res.data, 'Could not save your favourite. Please try again.') };
}
