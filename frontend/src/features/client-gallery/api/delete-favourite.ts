/** DELETE /api/client-galleries/{slug}/favourites/{photoId}. */
import { publicClient } from '../../../lib/api-client';
import { mapResult, toResult } from '../../../lib/api-result';

export const deleteFavourite = async (slug: string, photoId: string) =>
  mapResult(
    await toResult(publicClient.DELETE('/api/client-galleries/{slug}/favourites/{photoId}', { params: { path: { slug, photoId } } }), {
      fallback: 'Could not update your favourites. Please try again.',
      offline: 'No connection. Your favourite was not saved.',
    }),
    (d) => d.favourites,
  );
