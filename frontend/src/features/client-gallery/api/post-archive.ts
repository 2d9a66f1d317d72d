/** POST /api/client-galleries/{slug}/archives { photos, size } — 202 { id }: a ZIP is being made. */
import { apiRequest } from '../../../lib/api-client';
import type { CreateArchiveDto } from '../../../lib/api-schema';
import { clientGalleryPath, messageOf } from './client-gallery-types';

export type ArchiveStart = { ok: true; id: string } | { ok: false; message: string };

export async function postArchive(slug: string, photos: CreateArchiveDto['photos'], size: NonNullable<CreateArchiveDto['size']>): Promise<ArchiveStart> {
  const res = await apiRequest<{ id: string }>(`${clientGalleryPath(slug)}/archives`, { method: 'POST', body: { photos, size } satisfies CreateArchiveDto, skipAuthRedirect: true });
  if (res.status === 202) return { ok: true, id: res.data.id };
  return { ok: false, message: messageOf(res.data, 'Could not start the download. Please try again.') };
}
