/** POST /api/admin/media/gallery/:id/retry (admin; failed images only): processes the stored original again. */
import { api } from '../../../lib/api-client';

export async function retryGalleryImage(mediaId: string): Promise<{ ok: boolean; message?: string }> {
  try {
    const res = await api.post<{ message?: string }>(`/api/admin/media/gallery/${encodeURIComponent(mediaId)}/retry`, {});
    return { ok: res.ok, message: res.data?.message };
  } catch {
    return { ok: false, message: 'Could not reach the server' };
  }
}
