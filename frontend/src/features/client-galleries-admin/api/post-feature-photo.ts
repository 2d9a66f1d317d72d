/** POST /api/admin/client-galleries/{id}/photos/{photoId}/feature — a copy on the public gallery (needs the family's consent). */
import { client } from '../../../lib/api-client';
import { toResult } from '../../../lib/api-result';
import { NO_CONNECTION } from './client-galleries-admin-types';

export const featureClientPhoto = (id: string, photoId: string, title: string) =>
  toResult(client.POST('/api/admin/client-galleries/{id}/photos/{photoId}/feature', { params: { path: { id, photoId } }, body: { title } }), {
    fallback: 'Could not feature the photo',
    offline: NO_CONNECTION,
  });
