/**
 * The page's one upload queue (upload-queue.ts): made once per page load (it outlives the task screen, so a worker
 * who opens Utilize keeps uploading), started while the task screen is open, read with useSyncExternalStore.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { getToken, triggerUnauthorized } from '../../../lib/api-client';
import { sendCapture } from '../api/post-prop-photo';
import { saveUploadToken } from './capture-store';
import { SYNC_TAG, UploadQueue, type UploadQueueState } from './upload-queue';

let queue: UploadQueue | null = null;

/** Background Sync where the browser has it (Chromium); the 'online' event covers the rest while the page is open. */
async function requestSync(): Promise<void> {
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return;
  const reg = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };
  await reg.sync?.register(SYNC_TAG);
}

function uploadQueue(): UploadQueue {
  queue ??= new UploadQueue({ send: (c) => sendCapture(c), requestSync, onUnauthorized: triggerUnauthorized, events: window });
  return queue;
}

export function useUploadQueue(): { state: UploadQueueState; queue: UploadQueue } {
  const q = uploadQueue();
  useEffect(() => {
    // The service worker's Background Sync sends with this token (it cannot read localStorage).
    void saveUploadToken(getToken()).catch(() => undefined);
    q.start();
    return () => q.stop();
  }, [q]);
  const state = useSyncExternalStore(
    (onChange) => q.subscribe(onChange),
    () => q.getState(),
    () => q.getState(),
  );
  return { state, queue: q };
}
