/** The page's handle on the (one, module-wide) gallery upload batch, wired to the gallery's endpoints. */
import { createBrowserBatchRunner, useUploadBatch } from '../../../components/upload-batch/use-upload-batch';
import type { UploadBatchRunner } from '../../../components/upload-batch/upload-batch-runner';
import { postCheckHashes } from '../api/post-check-hashes';
import { fetchImageStatuses } from '../api/get-image-statuses';
import { retryGalleryImage } from '../api/retry-gallery-image';
import { uploadGalleryImage } from '../api/upload-gallery-image';

export const GALLERY_BATCH_STORAGE_KEY = 'studio.gallery-upload-batch.v1';

let runner: UploadBatchRunner | null = null;

export function getGalleryBatchRunner(): UploadBatchRunner {
  runner ??= createBrowserBatchRunner({
    storageKey: GALLERY_BATCH_STORAGE_KEY,
    checkHashes: postCheckHashes,
    upload: (input, onProgress, signal) => uploadGalleryImage(input, onProgress, signal),
    statuses: async (ids) =>
      (await fetchImageStatuses(ids)).map((s) => ({
        id: s.id,
        status: s.status,
        error: s.error ?? null,
        thumb: s.image?.srcset?.webp || s.image?.srcset?.jpeg || undefined,
      })),
    retryProcessing: retryGalleryImage,
  });
  return runner;
}

export const useGalleryUploadBatch = () => useUploadBatch(getGalleryBatchRunner());
