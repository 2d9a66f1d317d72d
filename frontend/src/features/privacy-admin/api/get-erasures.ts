/** GET /api/admin/privacy/erasures (admin): erasure requests and what each deleted, newest first. */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';
import type { paths } from '../../../lib/api-schema';

export const ERASURES_KEY = '/api/admin/privacy/erasures' satisfies keyof paths;

export function useErasures() {
  // A scheduled or running one changes by itself: looked at again every 10 s while one is.
  return useSWR(ERASURES_KEY, () => read(client.GET(ERASURES_KEY)), {
    refreshInterval: (latest) => (latest?.items.some((e) => e.status === 'scheduled' || e.status === 'running') ? 10_000 : 0),
  });
}
