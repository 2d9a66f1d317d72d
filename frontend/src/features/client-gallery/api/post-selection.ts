/** POST /api/client-galleries/{slug}/selection — sends the favourites to the studio (then read-only). */
import { publicClient } from '../../../lib/api-client';
import { mapResult, toResult } from '../../../lib/api-result';
import { NO_CONNECTION } from './client-gallery-types';

export const postSelection = async (slug: string) =>
  mapResult(
    await toResult(publicClient.POST('/api/client-galleries/{slug}/selection', { params: { path: { slug } } }), {
      fallback: 'Could not send your selection. Please try again.',
      offline: NO_CONNECTION,
    }),
    (d) => d.selectionSubmittedAt,
  );
