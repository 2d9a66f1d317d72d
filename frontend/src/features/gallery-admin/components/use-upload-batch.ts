/** The page's handle on the (one, module-wide) gallery upload batch, wired to the real API. */
import { useEffect, useSyncExternalStore } from 'react';
import { refuseReason } from '../../../lib/image-upload-rules';
import { postCheckHashes } from '../api/post-check-hashes';
import { fetchImageStatuses } from '../api/get-image-statuses';
import { retryGalleryImage } from '../api/retry-gallery-image';
import { uploadGalleryImage } from '../api/upload-gallery-image';
import { UploadBatchRunner } from './upload-batch-runner';

/** sha256 hex with Web Crypto; null where it is unavailable (pages not served over https/localhost). */
export async function sha256Hex(file: Blob): Promise<string | null> {
  const subtle = typeof crypto !== 'undefined' ? crypto.subtle : undefined;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', await file.arrayBuffer());
  const bytes = new Uint8Array(digest);
  let hex = '';
  for (let i = 0; i < bytes.length; i++) hex += bytes[i].toString(16).padStart(2, '0');
  return hex;
}

const SENDING = new Set(['queued', 'hashing', 'hashed', 'checking', 'waiting', 'uploading']);

let counter = 0;
const newId = () => `${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

let runner: UploadBatchRunner | null = null;

export function getUploadBatchRunner(): UploadBatchRunner {
  if (runner) return runner;
  const r = new UploadBatchRunner({
    storage: typeof localStorage !== 'undefined' ? localStorage : null,
    now: () => Date.now(),
    newId,
    hash: sha256Hex,
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
    refuse: (file) => refuseReason(file),
    schedule: typeof requestAnimationFrame === 'function' ? (fn) => requestAnimationFrame(() => fn()) : undefined,
  });
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', () => r.flush());
    window.addEventListener('online', () => r.dispatch({ type: 'online' }));
  }
  runner = r;
  return r;
}

export function useUploadBatch() {
  const r = getUploadBatchRunner();
  const state = useSyncExternalStore(r.subscribe, r.getState, r.getState);
  // Warn before closing the tab while files are still being sent (a reload can resume, but the files must be dropped again).
  const sending = state.items.some((it) => it.submitted && !!it.fileKey && SENDING.has(it.status));
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
