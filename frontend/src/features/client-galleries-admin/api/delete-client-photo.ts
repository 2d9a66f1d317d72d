/** DELETE /api/admin/client-galleries/{id}/photos/{photoId}. */
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_CLIENT_GALLERIES } from './client-galleries-admin-types';

export async function deleteClientPhoto(id: string, photoId: string): Promise<boolean> {
  return (await apiRequest(`${ADMIN_CLIENT_GALLERIES}/${id}/photos/${photoId}`, { method: 'DELETE' })).status === 204;
}
