/**
 * POST /api/gallery/add (admin), multipart: title, description, sourceStatement, contentHash, image (one file per
 * request, so each file has its own progress) -> 201 { images: AdminMediaItem[] };
 * 409 { message, existingId, existingAssetId } when the photo is already stored.
 */
import { postBatchUpload } from '../../../components/upload-batch/post-batch-upload';
import type { UploadOutcome } from '../../../components/upload-batch/upload-batch-runner';
import type { AddGalleryImageDto, paths } from '../../../lib/api-schema';

export const GALLERY_ADD_PATH = '/api/gallery/add' satisfies keyof paths;

/** Multipart: the photo goes as a file part (`image`), not the DTO's data-URL; a hash not (yet) known is null. */
export type GalleryUploadInput = Required<Pick<AddGalleryImageDto, 'title' | 'description'>> & {
  file: File;
  sourceStatement?: AddGalleryImageDto['sourceStatement'];
  contentHash?: AddGalleryImageDto['contentHash'] | null;
};

export function uploadGalleryImage(input: GalleryUploadInput, onProgress: (loaded: number) => void, signal?: AbortSignal): Promise<UploadOutcome> {
  const form = new FormData();
  form.append('title', input.title);
  form.append('description', input.description);
  if (input.sourceStatement) form.append('sourceStatement', input.sourceStatement);
  if (input.contentHash) form.append('contentHash', input.contentHash);
  form.append('image', input.file, input.file.name);
  return postBatchUpload(GALLERY_ADD_PATH, form, onProgress, signal);
}
