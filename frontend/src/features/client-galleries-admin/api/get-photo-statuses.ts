/** GET /api/images/status?ids=… — upload progress of a client gallery's photos (thumbnails through the gallery's private route). */
import { client, read } from '../../../lib/api-client';

export async function fetchClientPhotoStatuses(slug: string, ids: string[]) {
  if (!ids.length) return [];
  const data = await read(client.GET('/api/images/status', { params: { query: { ids: ids.join(',') } } }));
  const toPrivate = (url?: string | null) => (url ? url.split('/media/variants/').join(`/api/client-galleries/${slug}/media/`).split(' ')[0] : undefined);
  return (data?.items ?? []).map((s) => ({ id: s.id, status: s.status, error: s.error ?? null, thumb: toPrivate(s.image?.srcset?.webp || s.image?.jpeg) }));
}
