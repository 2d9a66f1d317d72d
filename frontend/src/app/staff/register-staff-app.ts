/**
 * The installable staff app (docs/architecture.md §14): the staff area links the web app manifest and registers the
 * service worker (src/sw.ts). Only here, in the staff area's lazy chunk: the public pages load neither (their JS
 * budget, and a parent's phone is never offered the staff app).
 */
export const STAFF_MANIFEST_URL = '/manifest.webmanifest';
export const SERVICE_WORKER_URL = '/sw.js';

export function registerStaffApp(): void {
  if (typeof document === 'undefined') return;
  if (!document.querySelector('link[rel="manifest"]')) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = STAFF_MANIFEST_URL;
    document.head.append(link);
  }
  // Vite's dev server has no built worker; a failed registration leaves the app as it was (online only).
  if ('serviceWorker' in navigator) void navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
}
