/** DELETE /api/admin/media/:kind/:id (admin) -> 200 { error: false, message }: row, original and variants removed. */
import { client } from '../../../lib/api-client';
import { toResult } from '../../../lib/api-result';
import type { MediaKind } from './get-admin-media';

export const deleteMedia = (kind: MediaKind, id: string) =>
  toResult(client.DELETE('/api/admin/media/{kind}/{id}', { params: { path: { kind, id } } }), 'Could not delete this image');
