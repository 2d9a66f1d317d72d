/** GET /api/admin/client-galleries (admin), read for the admin home: galleries whose family sent a selection. */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';
import type { paths } from '../../../lib/api-schema';

const CLIENT_GALLERIES_PATH = '/api/admin/client-galleries' satisfies keyof paths;

export function useSubmittedSelections() {
  return useSWR([CLIENT_GALLERIES_PATH, 'home-selections'] as const, async () => {
    const { items } = await read(client.GET(CLIENT_GALLERIES_PATH));
    return items.filter((g) => g.selectionSubmittedAt && !g.expired).sort((a, b) => (b.selectionSubmittedAt ?? '').localeCompare(a.selectionSubmittedAt ?? ''));
  });
}
