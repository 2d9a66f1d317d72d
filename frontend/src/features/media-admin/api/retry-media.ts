/** POST /api/admin/media/:kind/:id/retry (admin; failed images only) -> 200 item. */
import { api } from '../../../lib/api-client';
import type { MediaKind } from './get-admin-media';
import { mediaPath, toActionResult, type ActionResult } from './media-action';

export function retryMedia(kind: MediaKind, id: string): Promise<ActionResult> {
  return toActionResult(api.post(`${mediaPath(kind, id)}/retry`, {}), 'Could not retry this image');
}
