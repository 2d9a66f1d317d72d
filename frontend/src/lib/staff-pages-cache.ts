/** The service worker's cache of the staff app's page shells (sw.ts), emptied at logout (app/staff). */
export const STAFF_PAGES_CACHE = 'studio-pages';
