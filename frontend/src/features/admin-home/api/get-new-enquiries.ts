/** GET /api/admin/enquiries?status=new (admin), read for the admin home: the newest few and how many are new. */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';
import type { paths } from '../../../lib/api-schema';

const ENQUIRIES_PATH = '/api/admin/enquiries' satisfies keyof paths;

export function useNewEnquiries() {
  return useSWR([ENQUIRIES_PATH, 'home-new'] as const, async () => read(client.GET(ENQUIRIES_PATH, { params: { query: { status: 'new', limit: 4 } } })), {
    refreshInterval: 60_000,
  });
}
