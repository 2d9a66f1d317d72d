/** PUT /api/client-galleries/{slug}/favourites/{photoId} — 409 over the limit or after submitting. */
import { publicClient } from '../../../lib/api-client';
import { mapResult, toResult } from '../../../lib/api-result';

export const putFavourite = async (slug: string, photoId: string) =>
  mapResult(
    await toResult(publicClient.PUT('/api/client-galleries/{slug}/favourites/{photoId}', { params: { path: { slug, photoId } } }), {
      fallback: 'Could not save your favourite. Please try again.',
      offline: 'No connection. Your favourite was not saved.',
    }),
    (d) => d.favourites,
  );
