/** GET /api/admin/client-galleries — every gallery with its counts. */
import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';
import { ADMIN_CLIENT_GALLERIES, type AdminClientGallery } from './client-galleries-admin-types';

export const clientGalleriesKey = ADMIN_CLIENT_GALLERIES;
export const fetchClientGalleries = (key: string) => getJson<{ items: AdminClientGallery[] }>(key);

export function useClientGalleries() {
  return useSWR(clientGalleriesKey, fetchClientGalleries);
}
