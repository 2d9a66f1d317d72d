/** POST /api/admin/client-galleries — 201 { gallery } with its slug, PIN and share link. */
import { apiRequest } from '../../../lib/api-client';
import { ADMIN_CLIENT_GALLERIES, messageOf, type AdminClientGallery, type Downloads } from './client-galleries-admin-types';

export interface NewClientGallery {
  title: string;
  clientName: string;
  clientPhone?: string;
  expiresOn: string;
  selectionLimit?: number;
  downloads: Downloads;
  featureConsent: boolean;
}

export async function createClientGallery(body: NewClientGallery): Promise<{ ok: true; gallery: AdminClientGallery } | { ok: false; message: string }> {
  const res = await apiRequest<{ gallery: AdminClientGallery }>(ADMIN_CLIENT_GALLERIES, { method: 'POST', body });
  return res.status === 201 ? { ok: true, gallery: res.data.gallery } : { ok: false, message: messageOf(res.data, 'Could not create the gallery') };
}
