/**
 * The contract between the API and the frontend's server renderer (frontend/src/entry-server.tsx,
 * built into <FRONTEND_DIST>/ssr/entry-server.cjs). No imports: the frontend imports these types
 * too (type-only, erased from its bundles).
 */

/** The layout a page is rendered for before the browser knows its width. */
export type Viewport = 'mobile' | 'desktop';

export interface RenderInput {
  /** Path and query of the request (only these count). */
  url: string;
  /** Where this process's API answers: the renderer fetches the page's data from it, like the browser. */
  apiOrigin: string;
  /** The studio details, the same object the API injects into index.html. */
  studio: unknown;
  /** Phone or desktop layout, guessed from the request (corrected in the browser after hydration). */
  viewport: Viewport;
  /** Whether the page carries the first-load splash (no splash cookie yet in this browser session). */
  splash: boolean;
  /**
   * The one cookie (`name=value`) a private page's data needs, only when the request carries it (a family's gallery
   * cookie on /g/{slug}): the page is then rendered with the visitor's own data, for this request alone (the API never
   * caches it). Without it a private page renders its frame, with what any visitor is told (a gallery's PIN screen).
   */
  cookie?: string;
  /** Longest wait for page data; past it the page renders its loading state and the browser fetches. */
  dataTimeoutMs?: number;
}

export interface RenderedPage {
  status: number;
  /** Markup for inside <div id="root">. */
  html: string;
  /** The page's boot data (frontend lib/page-boot.ts) as JSON safe inside a <script> element. */
  bootJson: string;
  /** The page carries the splash: the API sets the session cookie with it. */
  splash: boolean;
  /** False when the page's data did not arrive (it shows its loading state): not to be cached. */
  complete?: boolean;
  title?: string;
  description?: string;
}

export interface PageRenderModule {
  /** null: not a server-rendered page (staff area, login, redirects); serve the plain app shell. */
  renderPage(input: RenderInput): Promise<RenderedPage | null>;
}

/** Session cookie set with the splash; the renderer leaves the splash out when the request has it. */
export const SPLASH_COOKIE = 'studio_splash';

/**
 * The entry for a path in the build's route-chunk map (`#route-chunks` in index.html, keyed by route path: `/gallery`,
 * `/g/:slug`), which the API (a rendered page's stylesheets) and the browser (src/main.tsx preloads) both read.
 */
export function routeFilesFor<T>(map: Record<string, T>, path: string): T | undefined {
  if (Object.prototype.hasOwnProperty.call(map, path)) return map[path];
  const found = Object.keys(map).find((p) => p.includes(':') && new RegExp(`^${p.replace(/:[^/]+/g, '[^/]+')}$`).test(path));
  return found ? map[found] : undefined;
}
