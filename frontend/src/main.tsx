// Global styles first so feature stylesheets (imported by routes) can override them.
import './styles/fonts.css';
import './styles/global.css';
import { routeFilesFor } from '../../core/src/web/page-render.contract';
import { BOOT_ELEMENT_ID } from './lib/page-boot';

/**
 * The entry is tiny on purpose. A server-rendered page is complete HTML: the browser paints it
 * first, with the page's CSS, fonts and photos having the network to themselves, and only then
 * fetches and runs the app (React and the routes, ~90 kB gzip) to hydrate it. Empty pages (staff
 * area, login) start the app at once; their HTML preloads it (the modulepreload links
 * vite.config.ts writes, which the API takes out of server-rendered pages).
 */
function afterFirstContentfulPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  if (document.visibilityState === 'hidden' || typeof PerformanceObserver === 'undefined') return once();
  try {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((e) => e.name === 'first-contentful-paint')) {
        observer.disconnect();
        // After the frame that paints those photos, not just their load: a request started between a photo's load
        // and its paint still counts as before the LCP (Lighthouse then adds the app's ~80 kB to it: /theme 2.4 s).
        afterPriorityImages(() => requestAnimationFrame(() => setTimeout(once, 0)));
      }
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    return once();
  }
  // Never wait long: a browser that reports no paint timing still gets a working page.
  setTimeout(once, 1500);
}

/**
 * The page's high-priority photos (its LCP candidates, fetchpriority="high") loaded or failed: the app's JS then
 * does not share the phone's bandwidth with the largest paint (Lighthouse counts everything fetched before it).
 */
function afterPriorityImages(then: () => void): void {
  const pending = Array.from(document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')).filter((img) => !img.complete);
  let left = pending.length;
  if (!left) return then();
  const done = () => {
    if (--left === 0) then();
  };
  for (const img of pending) {
    img.addEventListener('load', done, { once: true });
    img.addEventListener('error', done, { once: true });
  }
}

/** The current route's lazy chunks (listed in index.html by vite.config.ts), fetched alongside the app. */
function preloadRouteChunks(): void {
  try {
    const path = window.location.pathname.replace(/\/+$/, '') || '/';
    const routes = JSON.parse(document.getElementById('route-chunks')?.textContent || '{}') as Record<string, { js: string[] }>;
    for (const href of routeFilesFor(routes, path)?.js ?? []) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
  } catch {
    /* only a head start: the router loads them anyway */
  }
}

const container = document.getElementById('root')!;
const start = () => void import('./app/start-app').then((m) => m.startApp(container));
if (document.getElementById(BOOT_ELEMENT_ID) && container.firstElementChild) {
  afterFirstContentfulPaint(() => {
    preloadRouteChunks();
    start();
  });
} else {
  preloadRouteChunks();
  start();
}
