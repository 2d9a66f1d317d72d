/** DELETE /api/admin/media/:kind/:id (admin) -> 200 { error: false, message }: row, original and variants removed. */
import { api } from '../../../lib/api-client';
import type { MediaKind } from './get-admin-media';
import { mediaPath, toActionResult, type ActionResult } from './media-action';

export function deleteMedia(kind: MediaKind, id: string): Promise<ActionResult> {
  return toActionResult(api.delete(mediaPath(kind, id)), 'Could not delete this image');
}
