/**
 * POST /api/admin/client-galleries/{id}/photos, multipart: contentHash, image (one file per request, so each
 * file has its own progress) -> 201 { images }; 409 when the photo is already in this gallery.
 */
import { postBatchUpload } from '../../../components/upload-batch/post-batch-upload';
import type { UploadOutcome } from '../../../components/upload-batch/upload-batch-runner';
import type { ClientPhotoUploadDto } from '../../../lib/api-schema';


/** The multipart parts: `image` is the File itself; a hash not (yet) known is null. */
export type ClientUploadInput = { file: File; contentHash?: ClientPhotoUploadDto['contentHash'] | null };

export function uploadClientPhoto(galleryId: string, input: ClientUploadInput, onProgress: (loaded: number) => void, signal?: AbortSignal): Promise<UploadOutcome> {
  const form = new FormData();
  if (input.contentHash) form.append('contentHash', input.contentHash);
  form.append('image', input.file, input.file.name);
  return postBatchUpload(`/api/admin/client-galleries/${encodeURIComponent(galleryId)}/photos`, form, onProgress, signal);
}
