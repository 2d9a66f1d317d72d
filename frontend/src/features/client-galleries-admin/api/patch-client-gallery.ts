/** PATCH /api/admin/client-galleries/{id} — change fields, extend or end, `resetPin: true` for a new PIN. */
import { client } from '../../../lib/api-client';
import { mapResult, toResult } from '../../../lib/api-result';
import type { UpdateClientGalleryDto } from '../../../lib/api-schema';
import { NO_CONNECTION } from './client-galleries-admin-types';

export type ClientGalleryPatch = UpdateClientGalleryDto;

export const patchClientGallery = async (id: string, body: ClientGalleryPatch) =>
  mapResult(await toResult(client.PATCH('/api/admin/client-galleries/{id}', { params: { path: { id } }, body }), { fallback: 'Could not save', offline: NO_CONNECTION }), (d) => d.gallery);
