/** DELETE /api/admin/client-galleries/{id} — rows, originals, variants and ZIPs. */
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_CLIENT_GALLERIES } from './client-galleries-admin-types';

export async function deleteClientGallery(id: string): Promise<boolean> {
  return (await apiRequest(`${ADMIN_CLIENT_GALLERIES}/${id}`, { method: 'DELETE' })).status === 204;
}
