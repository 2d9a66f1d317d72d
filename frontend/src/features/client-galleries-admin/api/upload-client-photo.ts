/**
 * POST /api/admin/client-galleries/{id}/photos, multipart: contentHash, image (one file per request, so each
 * file has its own progress) -> 201 { images }; 409 when the photo is already in this gallery.
 */
import { ApiError } from '../../../lib/api-client';
import type { ClientPhotoUploadDto } from '../../../lib/api-schema';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { ADMIN_CLIENT_GALLERIES } from './client-galleries-admin-types';
import type { AdminClientGallery } from './client-galleries-admin-types';

type Photo = NonNullable<AdminClientGallery['photos']>[number];

/** The multipart parts: `image` is the File itself; a hash not (yet) known is null. */
export type ClientUploadInput = { file: File; contentHash?: ClientPhotoUploadDto['contentHash'] | null };

export type ClientUploadResult =
  | { kind: 'created'; assetId: string; mediaId: string; status: 'processing' | 'ready' | 'failed'; error?: string | null; thumb?: string }
  | { kind: 'duplicate'; existingId?: string }
  | { kind: 'rejected'; message: string }
  | { kind: 'retryable'; message: string };

export async function uploadClientPhoto(
  galleryId: string,
  input: ClientUploadInput,
  onProgress: (loaded: number) => void,
  signal?: AbortSignal,
): Promise<ClientUploadResult> {
  const form = new FormData();
  if (input.contentHash) form.append('contentHash', input.contentHash);
  form.append('image', input.file, input.file.name);
  try {
    const res = await uploadWithProgress<{ images?: Photo[]; message?: string; existingAssetId?: string }>(`${ADMIN_CLIENT_GALLERIES}/${galleryId}/photos`, form, { onProgress, signal });
    if (res.ok) {
      const item = res.data?.images?.[0];
      if (!item?.image?.id) return { kind: 'retryable', message: 'Unexpected answer from the server' };
      return { kind: 'created', assetId: item.image.id, mediaId: item._id, status: item.image.status, error: item.image.error, thumb: item.image.srcset?.webp || undefined };
    }
    if (res.status === 409) return { kind: 'duplicate', existingId: res.data?.existingAssetId };
    if (res.status === 401) return { kind: 'rejected', message: 'Signed out: sign in again, then retry' };
    if (res.status === 429 || res.status >= 500) return { kind: 'retryable', message: res.data?.message || `Server error (${res.status})` };
    return { kind: 'rejected', message: res.data?.message || `Refused by the server (${res.status})` };
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    const message = err instanceof ApiError ? (err.kind === 'timeout' ? 'The upload timed out' : 'Connection lost') : 'Upload failed';
    return { kind: 'retryable', message };
  }
}
