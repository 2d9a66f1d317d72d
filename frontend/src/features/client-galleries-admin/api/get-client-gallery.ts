/** GET /api/admin/client-galleries/{id} — the gallery with its photos (also sets the admin's image cookie). */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';

type ClientGalleryKey = readonly ['/api/admin/client-galleries/{id}', string];

export const clientGalleryKey = (id: string): ClientGalleryKey => ['/api/admin/client-galleries/{id}', id];
export const fetchClientGallery = async ([path, id]: ClientGalleryKey) => (await read(client.GET(path, { params: { path: { id } } }))).gallery;

export function useAdminClientGallery(id: string) {
  return useSWR(clientGalleryKey(id), fetchClientGallery);
}
