/**
 * What the server tells the app about a page it has rendered (public pages are rendered on the
 * server, then hydrated). The server writes it as `<script type="application/json" id="studio-boot">`
 * (JSON, never executed: the CSP allows no inline script). The client's first render must match the
 * server's exactly, so anything the server guessed (viewport, splash) is read from here.
 */
import type { Viewport } from '../../../core/src/web/page-render.contract';

export interface PageBoot {
  /** The server's guess from the User-Agent; media queries answer for this width until hydrated. */
  viewport: Viewport;
  /** Whether the first-load splash is part of the page (first page of a browser session). */
  splash: boolean;
  /** SWR fallback data the server rendered with, by SWR key. */
  swr: Record<string, unknown>;
}

export type { Viewport };

export const BOOT_ELEMENT_ID = 'studio-boot';

/** The key, in the build's route map (#route-chunks, vite.config.ts), of the app's own JS files: never a path. */
export const APP_FILES_KEY = 'app';

/** Session cookie: the splash has been shown in this browser session (the API reads it too). */
export { SPLASH_COOKIE } from '../../../core/src/web/page-render.contract';

export function readPageBoot(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): PageBoot | undefined {
  const text = doc?.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const boot = JSON.parse(text) as PageBoot;
    return boot && typeof boot === 'object' && boot.swr ? boot : undefined;
  } catch {
    return undefined;
  }
}

/** JSON safe inside a <script> element (no `</script>`, no HTML comment openers). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const ASSUMED_WIDTH: Record<Viewport, number> = { mobile: 412, desktop: 1280 };
let assumed: Viewport = 'mobile';

/** The viewport the server rendered for (set on the server per render, on the client before hydrating). */
export function setAssumedViewport(viewport: Viewport): void {
  assumed = viewport;
}

/**
 * A media query answered for the assumed viewport: min-width / max-width in px against its width;
 * anything else (prefers-reduced-motion...) is false, as a server cannot know it.
 */
export function matchesAssumedViewport(query: string): boolean {
  const width = ASSUMED_WIDTH[assumed];
  const parts = query.match(/\((min|max)-width:\s*(\d+)px\)/g);
  if (!parts || query.replace(/\((min|max)-width:\s*\d+px\)|\s|and/g, '') !== '') return false;
  return parts.every((p) => {
    const [, kind, px] = p.match(/\((min|max)-width:\s*(\d+)px\)/)!;
    return kind === 'min' ? width >= Number(px) : width <= Number(px);
  });
}
