/** POST /api/client-galleries/{slug}/erasure: schedules the family's erasure (an ER- reference, undoable until it runs). */
import { publicClient } from '../../../lib/api-client';
import { toResult } from '../../../lib/api-result';
import { NO_CONNECTION } from './client-gallery-types';

export const postErasure = (slug: string) =>
  toResult(publicClient.POST('/api/client-galleries/{slug}/erasure', { params: { path: { slug } } }), { fallback: 'Could not ask for the erasure. Please try again.', offline: NO_CONNECTION });
