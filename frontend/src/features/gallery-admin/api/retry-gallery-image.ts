/** POST /api/admin/media/gallery/:id/retry (admin; failed images only): processes the stored original again. */
import { client } from '../../../lib/api-client';
import { toResult } from '../../../lib/api-result';

export async function retryGalleryImage(mediaId: string): Promise<{ ok: boolean; message?: string }> {
  const r = await toResult(client.POST('/api/admin/media/{kind}/{id}/retry', { params: { path: { kind: 'gallery', id: mediaId } } }), {
    fallback: 'Could not retry this image',
    offline: 'Could not reach the server',
  });
  return r.ok ? { ok: true } : { ok: false, message: r.message };
}
