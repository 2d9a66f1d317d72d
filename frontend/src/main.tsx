// Global styles first so feature stylesheets (imported by routes) can override them.
import './styles/fonts.css';
import './styles/global.css';
import { routeFilesFor } from '../../core/src/web/page-render.contract';
import { APP_FILES_KEY, BOOT_ELEMENT_ID } from './lib/page-boot';
import { reloadOnStaleBuild } from './lib/reload-on-stale-build';

reloadOnStaleBuild();

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
        afterPriorityImages(() => afterLargestPaint(() => setTimeout(once, 0)));
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

/** The part of an element's box inside the viewport, in CSS pixels squared (what a largest-contentful-paint entry's size measures). */
function visibleArea(el: Element): number {
  const r = el.getBoundingClientRect();
  const w = Math.min(r.right, window.innerWidth) - Math.max(r.left, 0);
  const h = Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * The largest priority photo has been painted, or something at least as large: a largest-contentful-paint entry that
 * big has been reported (entries come after the frame is on screen, a requestAnimationFrame runs before it: under
 * load the app's route chunks were requested, and counted by Lighthouse, between the two). Half a second at most.
 */
function afterLargestPaint(then: () => void): void {
  const area = Math.max(0, ...Array.from(document.querySelectorAll('img[fetchpriority="high"]'), visibleArea));
  if (!area || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return void requestAnimationFrame(then);
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    then();
  };
  // An image's entry can measure a little less than its box (rounding, the part of it clipped by its frame).
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((e) => (e as LargestContentfulPaint).size >= area * 0.8)) finish();
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  const timer = setTimeout(finish, 500);
}

/**
 * JS files from the build's route map (#route-chunks, vite.config.ts): the current route's lazy chunks, and with
 * `withApp` the app's own files first. Empty when the map is missing or unreadable: only a head start, the imports
 * and the router load them anyway.
 */
function filesToPreload(withApp: boolean): string[] {
  try {
    const path = window.location.pathname.replace(/\/+$/, '') || '/';
    const routes = JSON.parse(document.getElementById('route-chunks')?.textContent || '{}') as Record<string, { js: string[] }>;
    return [...(withApp ? (routes[APP_FILES_KEY]?.js ?? []) : []), ...(routeFilesFor(routes, path)?.js ?? [])];
  } catch {
    return [];
  }
}

function addModulePreload(href: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
}

const container = document.getElementById('root')!;
/**
 * Two module graphs, fetched together and evaluated in separate tasks: React DOM (~210 kB of JS, which start-app
 * imports dynamically) and the app. As one graph their evaluation was one ~80 ms task on Lighthouse's 4x slower CPU
 * (Total Blocking Time); apart they take ~60 ms (React DOM, one module) and ~15 ms.
 */
const start = () => {
  void import('react-dom/client');
  void import('./app/start-app').then((m) => m.startApp(container));
};
/**
 * The same requests, a few a task: each modulepreload link is a request made on the main thread (2-6 ms of a loaded
 * desktop's CPU, x4 in Lighthouse), and the entry's imports add none of their own (vite.config.ts): as ~13 links
 * in one task they made a task of 11-51 ms, up to 200 ms of Total Blocking Time on /gallery.
 */
function startInSteps(): void {
  void import('react-dom/client');
  setTimeout(() => {
    void import('./app/start-app').then((m) => m.startApp(container));
    const next = (files: string[]) => {
      if (!files.length) return;
      addModulePreload(files[0]);
      setTimeout(() => next(files.slice(1)), 0);
    };
    setTimeout(() => next(filesToPreload(true)), 0);
  }, 0);
}
if (document.getElementById(BOOT_ELEMENT_ID) && container.firstElementChild) {
  afterFirstContentfulPaint(startInSteps);
} else {
  // A page the server left empty: its HTML preloads the app, this adds the route's chunks.
  filesToPreload(false).forEach(addModulePreload);
  start();
}
