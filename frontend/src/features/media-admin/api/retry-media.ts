/** POST /api/admin/media/:kind/:id/retry (admin; failed images only) -> 200 item. */
import { client } from '../../../lib/api-client';
import { toResult } from '../../../lib/api-result';
import type { MediaKind } from './get-admin-media';

export const retryMedia = (kind: MediaKind, id: string) =>
  toResult(client.POST('/api/admin/media/{kind}/{id}/retry', { params: { path: { kind, id } } }), 'Could not retry this image');
