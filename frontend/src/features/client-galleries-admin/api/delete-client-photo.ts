/** DELETE /api/admin/client-galleries/{id}/photos/{photoId}. */
import { client } from '../../../lib/api-client';
import { toResult } from '../../../lib/api-result';
import { NO_CONNECTION } from './client-galleries-admin-types';

export const deleteClientPhoto = (id: string, photoId: string) =>
  toResult(client.DELETE('/api/admin/client-galleries/{id}/photos/{photoId}', { params: { path: { id, photoId } } }), {
    fallback: 'Could not remove the photo',
    offline: NO_CONNECTION,
  });
