/** GET /api/images/status?ids=a,b,c (at most 100 ids) -> { items: [{ id, status, error, image }] }: upload progress polling. */
import { getJson } from '../../../lib/api-client';
import type { ImageRef } from '../../../lib/api-types';

export const IMAGE_STATUS_PATH = '/api/images/status';

export interface ImageStatusItem {
  id: string;
  status: 'processing' | 'ready' | 'failed';
  error?: string | null;
  image?: Partial<ImageRef> | null;
}

export async function fetchImageStatuses(ids: string[]): Promise<ImageStatusItem[]> {
  if (!ids.length) return [];
  const data = await getJson<{ items?: ImageStatusItem[] }>(IMAGE_STATUS_PATH, { ids: ids.join(',') });
  return Array.isArray(data?.items) ? data.items : [];
}
