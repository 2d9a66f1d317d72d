/**
 * POST /api/gallery/add (admin), multipart: title, description, contentHash, image (one file per
 * request, so each file has its own progress) -> 201 { images: AdminMediaItem[] };
 * 409 { message, existingId } when the photo is already stored.
 */
import { ApiError } from '../../../lib/api-client';
import type { AddGalleryImageDto, AdminMediaItem } from '../../../lib/api-schema';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

export const GALLERY_ADD_PATH = '/api/gallery/add';

/** Multipart: the photo goes as a file part (`image`), not the DTO's data-URL; a hash not (yet) known is null. */
export type GalleryUploadInput = Required<Pick<AddGalleryImageDto, 'title' | 'description'>> & {
  file: File;
  contentHash?: AddGalleryImageDto['contentHash'] | null;
};

export type GalleryUploadResult =
  | { kind: 'created'; assetId: string; mediaId: string; status: 'processing' | 'ready' | 'failed'; error?: string | null; thumb?: string }
  /** Already in the gallery; `existingId` is the image asset id when the server tells it. */
  | { kind: 'duplicate'; existingId?: string }
  /** Refused by the server (bad type, too large, invalid): retrying the same bytes will not help. */
  | { kind: 'rejected'; message: string }
  /** No usable answer (connection dropped, timeout, server error, rate limit): worth retrying. */
  | { kind: 'retryable'; message: string };

export async function uploadGalleryImage(input: GalleryUploadInput, onProgress: (loaded: number) => void, signal?: AbortSignal): Promise<GalleryUploadResult> {
  const form = new FormData();
  form.append('title', input.title);
  form.append('description', input.description);
  if (input.contentHash) form.append('contentHash', input.contentHash);
  form.append('image', input.file, input.file.name);
  try {
    const res = await uploadWithProgress<{ images?: AdminMediaItem[]; message?: string; existingId?: string; existingAssetId?: string }>(GALLERY_ADD_PATH, form, {
      onProgress: (loaded) => onProgress(loaded),
      signal,
    });
    if (res.ok) {
      const item = res.data?.images?.[0];
      if (!item?.image?.id) return { kind: 'retryable', message: 'Unexpected answer from the server' };
      return {
        kind: 'created',
        assetId: item.image.id,
        mediaId: item._id,
        status: item.image.status,
        error: item.image.error,
        thumb: item.image.srcset?.webp || item.image.srcset?.jpeg || undefined,
      };
    }
    // 409 names the gallery row holding the photo (`existingId`); only an asset id can be followed for progress.
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
