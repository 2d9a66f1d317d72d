/** PATCH /api/admin/media/:kind/:id { title?, description?, isPremium?, sourceStatement? } (admin) -> 200 item. */
import { client } from '../../../lib/api-client';
import { toResult } from '../../../lib/api-result';
import type { MediaPatchDto } from '../../../lib/api-schema';
import type { MediaKind } from './get-admin-media';

export type MediaChanges = MediaPatchDto;

export const updateMedia = (kind: MediaKind, id: string, changes: MediaChanges) =>
  toResult(client.PATCH('/api/admin/media/{kind}/{id}', { params: { path: { kind, id } }, body: changes }), 'Could not save the changes');
