/** POST /api/admin/client-galleries — 201 { gallery } with its slug, PIN and share link. */
import { client } from '../../../lib/api-client';
import { mapResult, toResult } from '../../../lib/api-result';
import type { CreateClientGalleryDto } from '../../../lib/api-schema';
import { NO_CONNECTION } from './client-galleries-admin-types';

export type NewClientGallery = CreateClientGalleryDto;

export const createClientGallery = async (body: NewClientGallery) =>
  mapResult(await toResult(client.POST('/api/admin/client-galleries', { body }), { fallback: 'Could not create the gallery', offline: NO_CONNECTION }), (d) => d.gallery);
