/** GET /api/admin/client-galleries/{id} — the gallery with its photos (also sets the admin's image cookie). */
import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';
import { ADMIN_CLIENT_GALLERIES, type AdminClientGallery } from './client-galleries-admin-types';

export const clientGalleryKey = (id: string) => `${ADMIN_CLIENT_GALLERIES}/${id}`;
export const fetchClientGallery = (key: string) => getJson<{ gallery: AdminClientGallery }>(key).then((r) => r.gallery);

export function useAdminClientGallery(id: string) {
  return useSWR(clientGalleryKey(id), fetchClientGallery);
}
