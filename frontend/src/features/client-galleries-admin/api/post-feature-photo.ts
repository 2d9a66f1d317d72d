/** POST /api/admin/client-galleries/{id}/photos/{photoId}/feature — a copy on the public gallery (needs the family's consent). */
import { apiRequest } from '../../../lib/api-client';
import type { FeaturePhotoDto } from '../../../lib/api-schema';
import { ADMIN_CLIENT_GALLERIES, messageOf } from './client-galleries-admin-types';

export async function featureClientPhoto(id: string, photoId: string, title: string): Promise<{ ok: boolean; message: string }> {
  const res = await apiRequest(`${ADMIN_CLIENT_GALLERIES}/${id}/photos/${photoId}/feature`, { method: 'POST', body: { title } satisfies FeaturePhotoDto });
  return res.status === 201 ? { ok: true, message: 'Featured on the gallery page' } : { ok: false, message: messageOf(res.data, 'Could not feature the photo') };
}
