/** POST /api/client-galleries/{slug}/archives { photos, size } — 202 { id }: a ZIP is being made. */
import { publicClient } from '../../../lib/api-client';
import { mapResult, toResult } from '../../../lib/api-result';
import type { CreateArchiveDto } from '../../../lib/api-schema';
import { NO_CONNECTION } from './client-gallery-types';

export const postArchive = async (slug: string, photos: CreateArchiveDto['photos'], size: NonNullable<CreateArchiveDto['size']>) =>
  mapResult(
    await toResult(publicClient.POST('/api/client-galleries/{slug}/archives', { params: { path: { slug } }, body: { photos, size } }), {
      fallback: 'Could not start the download. Please try again.',
      offline: NO_CONNECTION,
    }),
    (d) => d.id,
  );
