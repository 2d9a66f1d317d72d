/** GET /api/images/status?ids=a,b,c (at most 100 ids) -> { items: [{ id, status, error, image }] }: upload progress polling. */
import { getJson } from '../../../lib/api-client';
import type { ImageStatusItem, ImageStatusList } from '../../../lib/api-schema';

export type { ImageStatusItem };

export const IMAGE_STATUS_PATH = '/api/images/status';

export async function fetchImageStatuses(ids: string[]): Promise<ImageStatusItem[]> {
  if (!ids.length) return [];
  const data = await getJson<Partial<ImageStatusList>>(IMAGE_STATUS_PATH, { ids: ids.join(',') });
  return Array.isArray(data?.items) ? data.items : [];
}
