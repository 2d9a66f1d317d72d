/** DELETE /api/client-galleries/{slug}/erasure: undoes a scheduled erasure (until it runs). */
import { publicClient } from '../../../lib/api-client';
import { toResult } from '../../../lib/api-result';
import { NO_CONNECTION } from './client-gallery-types';

export const deleteErasure = (slug: string) =>
  toResult(publicClient.DELETE('/api/client-galleries/{slug}/erasure', { params: { path: { slug } } }), { fallback: 'Could not undo the erasure. Please try again.', offline: NO_CONNECTION });
