/** PATCH /api/admin/media/:kind/:id { title?, description?, isPremium? } (admin) -> 200 item. */
import { api } from '../../../lib/api-client';
import type { MediaPatchDto } from '../../../lib/api-schema';
import type { MediaKind } from './get-admin-media';
import { mediaPath, toActionResult, type ActionResult } from './media-action';

export type MediaChanges = MediaPatchDto;

export function updateMedia(kind: MediaKind, id: string, changes: MediaChanges): Promise<ActionResult> {
  return toActionResult(api.patch(mediaPath(kind, id), changes), 'Could not save the changes');
}
