/**
 * One file of an upload batch sent to its endpoint (multipart, with progress) and the answer read as the batch's
 * UploadOutcome. The endpoints (gallery, client gallery) answer alike: 201 { images: [the new row] }; 409
 * { message, existingAssetId } when the photo is already stored; otherwise the api's error shape.
 */
import { ApiError, errorMessage } from '../../lib/api-client';
import type { ImageRef } from '../../lib/api-schema';
import { uploadWithProgress } from '../../lib/upload-with-progress';
import type { UploadOutcome } from './upload-batch-runner';

/** The part of an endpoint's new row the batch reads (AdminMediaItem, AdminClientPhoto). */
interface UploadedRow {
  _id: string;
  image: Pick<ImageRef, 'id' | 'status' | 'error' | 'srcset'>;
}

/** The new row of a 201 (GalleryAdded, ClientPhotosAdded: `images[0]`), read without trusting the answer's shape. */
function uploadedRow(data: unknown): UploadedRow | undefined {
  const images = data && typeof data === 'object' ? (data as { images?: unknown }).images : undefined;
  const row: unknown = Array.isArray(images) ? images[0] : undefined;
  if (!row || typeof row !== 'object') return undefined;
  const { _id, image } = row as Partial<UploadedRow>;
  return typeof _id === 'string' && image && typeof image.id === 'string' ? { _id, image } : undefined;
}

/** 409 names the row holding the photo (`existingId`, gallery only); only an asset id can be followed for progress. */
function existingAssetId(data: unknown): string | undefined {
  const id = data && typeof data === 'object' ? (data as { existingAssetId?: unknown }).existingAssetId : undefined;
  return typeof id === 'string' ? id : undefined;
}

export async function postBatchUpload(url: string, form: FormData, onProgress: (loaded: number) => void, signal?: AbortSignal): Promise<UploadOutcome> {
  try {
    const res = await uploadWithProgress(url, form, { onProgress, signal });
    if (res.ok) {
      const item = uploadedRow(res.data);
      if (!item) return { kind: 'retryable', message: 'Unexpected answer from the server' };
      return {
        kind: 'created',
        assetId: item.image.id,
        mediaId: item._id,
        status: item.image.status,
        error: item.image.error,
        thumb: item.image.srcset?.webp || item.image.srcset?.jpeg || undefined,
      };
    }
    if (res.status === 409) return { kind: 'duplicate', existingId: existingAssetId(res.data) };
    if (res.status === 401) return { kind: 'rejected', message: 'Signed out: sign in again, then retry' };
    if (res.status === 429 || res.status >= 500) return { kind: 'retryable', message: errorMessage(res.data) || `Server error (${res.status})` };
    return { kind: 'rejected', message: errorMessage(res.data) || `Refused by the server (${res.status})` };
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    const message = err instanceof ApiError ? (err.kind === 'timeout' ? 'The upload timed out' : 'Connection lost') : 'Upload failed';
    return { kind: 'retryable', message };
  }
}
