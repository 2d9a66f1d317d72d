/** POST /api/client-galleries/{slug}/selection — sends the favourites to the studio (then read-only). */
import { apiRequest } from '../../../lib/api-client';
import { clientGalleryPath, messageOf } from './client-gallery-types';

export type SelectionResult = { ok: true; selectionSubmittedAt: string } | { ok: false; message: string };

export async function postSelection(slug: string): Promise<SelectionResult> {
  const res = await apiRequest<{ selectionSubmittedAt: string }>(`${clientGalleryPath(slug)}/selection`, { method: 'POST', skipAuthRedirect: true });
  if (res.ok) return { ok: true, selectionSubmittedAt: res.data.selectionSubmittedAt };
  return { ok: false, message: messageOf(res.data, 'Could not send your selection. Please try again.') };
}
