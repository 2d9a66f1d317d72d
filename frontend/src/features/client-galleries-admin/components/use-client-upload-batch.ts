/**
 * The batch upload of the gallery's Add Gallery page, pointed at one client gallery: the same runner (hashing,
 * duplicate pre-check, parallel XHR uploads with progress, status polling, resume after a reload), its own
 * saved batch per gallery.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { refuseReason } from '../../../lib/image-upload-rules';
// The batch uploader lives with Add Gallery until it moves to components/ (i15's upload-batch split).
import { UploadBatchRunner } from '../../gallery-admin/components/upload-batch-runner';
import { sha256Hex } from '../../gallery-admin/components/use-upload-batch';
import { fetchClientPhotoStatuses } from '../api/get-photo-statuses';
import { postClientCheckHashes } from '../api/post-client-check-hashes';
import { uploadClientPhoto } from '../api/upload-client-photo';

const runners = new Map<string, UploadBatchRunner>();
let counter = 0;
const newId = () => `${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

function runnerFor(galleryId: string, slug: string): UploadBatchRunner {
  let r = runners.get(galleryId);
  if (r) return r;
  r = new UploadBatchRunner({
    storage: typeof localStorage !== 'undefined' ? localStorage : null,
    storageKey: `studio.client-gallery-upload.${galleryId}.v1`,
    now: () => Date.now(),
    newId,
    hash: sha256Hex,
    checkHashes: (hashes) => postClientCheckHashes(galleryId, hashes),
    upload: (input, onProgress, signal) => uploadClientPhoto(galleryId, input, onProgress, signal),
    statuses: (ids) => fetchClientPhotoStatuses(slug, ids),
    retryProcessing: async () => ({ ok: false, message: 'Remove the photo and upload it again' }),
    refuse: (file) => refuseReason(file),
    schedule: typeof requestAnimationFrame === 'function' ? (fn) => requestAnimationFrame(() => fn()) : undefined,
  });
  const created = r;
  if (typeof window !== 'undefined') window.addEventListener('pagehide', () => created.flush());
  runners.set(galleryId, r);
  return r;
}

export function useClientUploadBatch(galleryId: string, slug: string) {
  const r = runnerFor(galleryId, slug);
  const state = useSyncExternalStore(r.subscribe, r.getState, r.getState);
  const sending = state.items.some((it) => it.submitted && !!it.fileKey && ['queued', 'hashing', 'hashed', 'checking', 'waiting', 'uploading'].includes(it.status));
  useEffect(() => {
    if (!sending) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      r.flush();
      e.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [sending, r]);
  return { state, runner: r };
}
