/** POST /api/admin/client-galleries — 201 { gallery } with its slug, PIN and share link. */
import { apiRequest } from '../../../lib/api-client';
import type { CreateClientGalleryDto } from '../../../lib/api-schema';
import { ADMIN_CLIENT_GALLERIES, messageOf, type AdminClientGallery } from './client-galleries-admin-types';

export type NewClientGallery = CreateClientGalleryDto;

export async function createClientGallery(body: NewClientGallery): Promise<{ ok: true; gallery: AdminClientGallery } | { ok: false; message: string }> {
  const res = await apiRequest<{ gallery: AdminClientGallery }>(ADMIN_CLIENT_GALLERIES, { method: 'POST', body });
  return res.status === 201 ? { ok: true, gallery: res.data.gallery } : { ok: false, message: messageOf(res.data, 'Could not create the gallery') };
}
