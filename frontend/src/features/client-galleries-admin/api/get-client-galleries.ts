/** GET /api/admin/client-galleries — every gallery with its counts. */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';
import type { paths } from '../../../lib/api-schema';

export const clientGalleriesKey = '/api/admin/client-galleries' satisfies keyof paths;
export const fetchClientGalleries = () => read(client.GET('/api/admin/client-galleries'));

export function useClientGalleries() {
  return useSWR(clientGalleriesKey, fetchClientGalleries);
}
