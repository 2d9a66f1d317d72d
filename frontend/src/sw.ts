/// <reference lib="webworker" />
/**
 * The staff app's service worker (docs/architecture.md §14), built with Workbox by vite-plugin-pwa
 * (injectManifest) and registered by the staff area only (src/app/staff/register-staff-app.ts):
 * - the build's files (JS, CSS, fonts, the plain shell) are precached, so the task opens without a network;
 * - page HTML is network-first and never stale while the network answers: the cache is used only when the
 *   network fails, and a page that says `no-store` (a family's gallery, a booking) is never kept;
 * - /api and /media are not touched: the day's props and their reference images are in IndexedDB
 *   (features/tasks/components/capture-store.ts), no field photo is cached here;
 * - Background Sync: the 'studio-field-photos' sync sends the waiting captures even with the page closed, only the
 *   signed-in worker's and with that worker's token (none after logout: nothing is sent).
 * - Logout empties PAGES_CACHE (the staff app's page shells); no token is ever kept in a cache.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { sendCapture } from './features/tasks/api/post-prop-photo';
import { loadUploadSession } from './features/tasks/components/capture-store';
import { drainQueue, SYNC_TAG, withUploadLock } from './features/tasks/components/upload-queue';
import { STAFF_PAGES_CACHE } from './lib/staff-pages-cache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// No '/' -> '/index.html' nor '/about' -> '/about.html' mapping: pages come from the network first (below).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

const PAGES_CACHE = STAFF_PAGES_CACHE;
/** Pages kept for offline use; never these (private to one family or one booking). */
const PRIVATE_PAGES = [/^\/g\//, /^\/booking\//];

registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: PAGES_CACHE,
      plugins: [
        {
          cacheWillUpdate: async ({ response }) => (response.status === 200 && !/no-store/i.test(response.headers.get('Cache-Control') ?? '') ? response : null),
          // No network and no copy of this page: the app's shell (the staff area renders from IndexedDB).
          handlerDidError: async () => (await matchPrecache('/index.html')) ?? Response.error(),
        },
      ],
    }),
    { denylist: [/^\/(api|media|metrics|assets)(\/|$)/, ...PRIVATE_PAGES] },
  ),
);

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('sync', (event) => {
  const e = event as SyncEvent;
  if (e.tag !== SYNC_TAG) return;
  e.waitUntil(
    withUploadLock(async () => {
      const session = await loadUploadSession();
      if (!session) return;
      const result = await drainQueue((c) => sendCapture(c, { token: session.token }), session.owner);
      // Still waiting (no network again): failing the sync lets the browser try it later.
      if (result.nextTryAt !== null) throw new Error('Photos still waiting to upload');
    }).then(() => undefined),
  );
});
