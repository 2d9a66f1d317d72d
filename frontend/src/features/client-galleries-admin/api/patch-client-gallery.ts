/** PATCH /api/admin/client-galleries/{id} — change fields, extend or end, `resetPin: true` for a new PIN. */
import { apiRequest } from '../../../lib/api-client';
import type { UpdateClientGalleryDto } from '../../../lib/api-schema';
import { ADMIN_CLIENT_GALLERIES, messageOf, type AdminClientGallery } from './client-galleries-admin-types';

export type ClientGalleryPatch = UpdateClientGalleryDto;

export async function patchClientGallery(id: string, body: ClientGalleryPatch): Promise<{ ok: true; gallery: AdminClientGallery } | { ok: false; message: string }> {
  const res = await apiRequest<{ gallery: AdminClientGallery }>(`${ADMIN_CLIENT_GALLERIES}/${id}`, { method: 'PATCH', body });
  return res.ok ? { ok: true, gallery: res.data.gallery } : { ok: false, message: messageOf(res.data, 'Could not save') };
}
