import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A stylesheet link of the build (`/assets/<name>.css`), as vite writes it into index.html and withRenderedPage adds it. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin(?:="")? href="(\/assets\/[\w.-]+\.css)">/g;
const UI_CHUNK = /^\/assets\/ui-[\w-]+\.css$/;
const MODULE_SCRIPT = /<script type="module" crossorigin src="\/assets\/[\w.-]+\.js"><\/script>\s*/;

/**
 * The build's stylesheets by href, read once (hashed names: a file's content never changes; the set is the build's own
 * CSS files, a few dozen at most).
 */
export function cssFiles(dist: string): (href: string) => string | undefined {
  const read = new Map<string, string | undefined>();
  return (href) => {
    if (!read.has(href)) {
      try {
        read.set(href, readFileSync(join(dist, href), 'utf8'));
      } catch {
        read.set(href, undefined);
      }
    }
    return read.get(href);
  };
}

/**
 * A page made to need little before its first photos: the route's and the app's stylesheet links become <style>
 * elements with the file's content (each was a render-blocking request the phone made before it could fetch a photo:
 * with the fonts, all 6 of its connections to the site), and the entry script moves after the markup, so the first
 * photos are found, and fetched, before it. A `disabled` link (never fetched) stays for each inlined file: the app's
 * loader sees the stylesheet is in and does not fetch it after hydration. `linked`: how many of the first stylesheets
 * stay links, the entry's (1: a family's gallery page, rendered for one request) or the entry's and the app's (2: the
 * public pages; inlined, the app's ~20 kB sheet took their HTML past a new connection's first round trip, ~14.6 kB,
 * and a link is fetched once for every page of a visit).
 */
export function inlinePageAssets(html: string, css: (href: string) => string | undefined, linked = 1): string {
  let script = '';
  let kept = 0;
  return html
    .replace(MODULE_SCRIPT, (tag) => {
      script = tag.trim();
      return '';
    })
    .replace(STYLESHEET_LINK, (link, href: string) => {
      // The entry's stylesheet (the fonts' faces, the base) stays a render-blocking link: the first paint then waits
      // about as long as the preloaded fonts take, and the text is not painted in a fallback face and then moved (CLS).
      if (kept < linked && !UI_CHUNK.test(href)) {
        kept++;
        return link;
      }
      // The shared UI chunk's sheet (dialogs, sheets, toasts, the lightbox's wait): nothing in a first screen uses it, and
      // the app's loader fetches it before it starts (about 1 kB less in the page, which then fits in the first round
      // trip of a new connection: ~14.6 kB).
      if (UI_CHUNK.test(href)) return '';
      const text = css(href);
      return text === undefined ? link : `<style>${text.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${href}" disabled>`;
    })
    // The splash's logo, preloaded by React ahead of everything in the markup, would take one of the phone's six
    // connections before the photos; the splash's <img> still loads it.
    .replace(/<link rel="preload" as="image" href="\/logo\.png"\/>/, '')
    .replace('</body>', () => `${script}</body>`);
}
