/**
 * What a field worker's logout clears beyond the token (docs/architecture.md §16: a shared phone keeps nobody else's
 * work): the upload session the service worker sends with (IndexedDB) and the staff app's cached pages; and how many
 * of the worker's photos still wait, for the logout dialog. The photos themselves stay, the worker's own.
 */
import { countWaiting, saveUploadSession } from '../../features/tasks/components/capture-store';
import { STAFF_PAGES_CACHE } from '../../lib/staff-pages-cache';

export interface PhoneSession {
  waiting: (owner: string) => Promise<number>;
  clear: () => Promise<void>;
}

export const fieldPhoneSession: PhoneSession = {
  waiting: (owner) => countWaiting(owner),
  async clear() {
    await saveUploadSession(null);
    if (typeof caches !== 'undefined') await caches.delete(STAFF_PAGES_CACHE);
  },
};
