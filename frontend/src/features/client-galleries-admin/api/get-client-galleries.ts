/** GET /api/admin/client-galleries — every gallery with its counts. */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';

export const clientGalleriesKey = '/api/admin/client-galleries';
export const fetchClientGalleries = () => read(client.GET('/api/admin/client-galleries'));

export function useClientGalleries() {
  return useSWR(clientGalleriesKey, fetchClientGalleries);
}
