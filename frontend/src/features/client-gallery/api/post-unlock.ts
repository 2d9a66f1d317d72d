/** POST /api/client-galleries/{slug}/unlock { pin } — sets the gallery's cookie and answers the gallery. */
import { publicClient } from '../../../lib/api-client';
import { toResult } from '../../../lib/api-result';

export const unlockClientGallery = (slug: string, pin: string) =>
  toResult(publicClient.POST('/api/client-galleries/{slug}/unlock', { params: { path: { slug } }, body: { pin } }), {
    fallback: 'Something went wrong. Please try again.',
    offline: 'No connection. Please check your internet and try again.',
  });
