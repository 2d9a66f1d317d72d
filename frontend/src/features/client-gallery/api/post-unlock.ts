/** POST /api/client-galleries/{slug}/unlock { pin } — sets the gallery's cookie and answers the gallery. */
import { apiRequest } from '../../../lib/api-client';
import type { UnlockDto } from '../../../lib/api-schema';
import { clientGalleryPath, messageOf, type ClientGalleryView } from './client-gallery-types';

export type UnlockResult = { ok: true; gallery: ClientGalleryView } | { ok: false; status: number; message: string };

export async function unlockClientGallery(slug: string, pin: string): Promise<UnlockResult> {
  const res = await apiRequest<ClientGalleryView>(`${clientGalleryPath(slug)}/unlock`, { method: 'POST', body: { pin } satisfies UnlockDto, skipAuthRedirect: true });
  if (res.status === 200) return { ok: true, gallery: res.data };
  return { ok: false, status: res.status, message: messageOf(res.data, 'Something went wrong. Please try again.') };
}
