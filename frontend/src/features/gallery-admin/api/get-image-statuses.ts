/** GET /api/images/status?ids=a,b,c (at most 100 ids) -> { items: [{ id, status, error, image }] }: upload progress polling. */
import { client, read } from '../../../lib/api-client';
import type { ImageStatusItem } from '../../../lib/api-schema';

export type { ImageStatusItem };

export async function fetchImageStatuses(ids: string[]): Promise<ImageStatusItem[]> {
  if (!ids.length) return [];
  const data = await read(client.GET('/api/images/status', { params: { query: { ids: ids.join(',') } } }));
  return Array.isArray(data?.items) ? data.items : [];
}
