/**
 * The batch upload (components/upload-batch: hashing, duplicate pre-check, parallel XHR uploads with progress, status
 * polling, resume after a reload) pointed at one client gallery, with its own saved batch per gallery.
 */
import { createBrowserBatchRunner, useUploadBatch } from '../../../components/upload-batch/use-upload-batch';
import type { UploadBatchRunner } from '../../../components/upload-batch/upload-batch-runner';
import { fetchClientPhotoStatuses } from '../api/get-photo-statuses';
import { postClientCheckHashes } from '../api/post-client-check-hashes';
import { uploadClientPhoto } from '../api/upload-client-photo';

const runners = new Map<string, UploadBatchRunner>();

function runnerFor(galleryId: string, slug: string): UploadBatchRunner {
  let r = runners.get(galleryId);
  if (r) return r;
  r = createBrowserBatchRunner({
    storageKey: `studio.client-gallery-upload.${galleryId}.v1`,
    checkHashes: (hashes) => postClientCheckHashes(galleryId, hashes),
    upload: (input, onProgress, signal) => uploadClientPhoto(galleryId, input, onProgress, signal),
    statuses: (ids) => fetchClientPhotoStatuses(slug, ids),
    retryProcessing: async () => ({ ok: false, message: 'Remove the photo and upload it again' }),
  });
  runners.set(galleryId, r);
  return r;
}

export const useClientUploadBatch = (galleryId: string, slug: string) => useUploadBatch(runnerFor(galleryId, slug));
