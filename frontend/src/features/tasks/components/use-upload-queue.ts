/**
 * The page's one upload queue (upload-queue.ts): made once per page load (it outlives the task screen, so a worker
 * who opens Utilize keeps uploading), started while the task screen is open, read with useSyncExternalStore. It
 * sends for the signed-in worker only (`owner`, set by the task screen): a second worker's session on the same phone
 * never sends the first one's photos.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { getToken, triggerUnauthorized } from '../../../lib/api-client';
import { sendCapture } from '../api/post-prop-photo';
import { saveUploadSession } from './capture-store';
import { SYNC_TAG, UploadQueue, type UploadQueueState } from './upload-queue';

let queue: UploadQueue | null = null;
/** The worker the queue sends for (the task screen's confirmed session). */
let currentOwner: string | null = null;

/** Background Sync where the browser has it (Chromium); the 'online' event covers the rest while the page is open. */
async function requestSync(): Promise<void> {
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return;
  const reg = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };
  await reg.sync?.register(SYNC_TAG);
}

function uploadQueue(): UploadQueue {
  queue ??= new UploadQueue({ send: (c) => sendCapture(c), owner: () => currentOwner, requestSync, onUnauthorized: triggerUnauthorized, events: window });
  return queue;
}

export function useUploadQueue(owner: string | null): { state: UploadQueueState; queue: UploadQueue } {
  const q = uploadQueue();
  currentOwner = owner;
  useEffect(() => {
    // The service worker's Background Sync sends with this worker's token, for this worker's captures only (it cannot
    // read localStorage); logout removes it (features/auth's logout, wired in app/staff).
    const token = getToken();
    void saveUploadSession(token && owner ? { token, owner } : null).catch(() => undefined);
    q.start();
    return () => q.stop();
  }, [q, owner]);
  const state = useSyncExternalStore(
    (onChange) => q.subscribe(onChange),
    () => q.getState(),
    () => q.getState(),
  );
  return { state, queue: q };
}
