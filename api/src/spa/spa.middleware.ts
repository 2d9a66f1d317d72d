import compression from 'compression';
import escapeHtml from 'escape-html';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { decodedPath } from '../common/request-path.middleware';
import type { ErrorBody } from '../common/http-exception.filter';
import { answerAfterRefusalDelay } from '../common/refusal-delay';
import { isSubresourcePath } from '../common/security-headers.middleware';
import type { AppConfig } from '@studio/core/config/app-config';
import { precompressedAssets } from './precompressed-assets';
import { routeFilesFor, SPLASH_COOKIE, type RenderedPage } from '@studio/core/web/page-render.contract';
import { guessViewport, PageRenderer, splashSeen } from './page-renderer';
import { cssFiles, inlinePageAssets } from './page-assets-inliner';
import { preparePage, RenderedPageCache, type PageSource, type PreparedPage } from './rendered-page-cache';
import { LRUCache } from 'lru-cache';
import { studioDay } from '@studio/core/time/studio-day';

// robots.txt and sitemap.xml are answered by the api (api/src/seo), from PUBLIC_BASE_URL and the live gallery.
// /assets: a missing hashed file is a plain 404, never a rendered page (random asset paths must stay cheap).
const NOT_SPA = /^\/(api|media|metrics|admin\/queues|assets)(\/|$)|^\/(robots\.txt|sitemap\.xml)$/;
/** The server renderer's bundle sits in the build folder but is not a public file. */
const NOT_PUBLIC_DIR = 'ssr';

/**
 * True for a path that would reach a non-public build file, however it is spelled: the test is made on the
 * path as the static server resolves it (percent-decoded, `.`/`..`/`//` collapsed, backslashes as slashes),
 * so `/%73sr/…`, `//ssr/…`, `/./ssr/…` and `/x/../ssr/…` are all refused. Undecodable paths count as not public.
 */
export function isNonPublicPath(path: string): boolean {
  const decoded = decodedPath(path);
  if (decoded === undefined || decoded.includes('\0')) return true;
  const first = posix.normalize(`/${decoded.replace(/\\/g, '/')}`).split('/').find(Boolean);
  return first?.toLowerCase() === NOT_PUBLIC_DIR;
}

/** The slug the "no such gallery" template is rendered for: the gallery route's pattern, and no gallery's slug. */
const MISSING_SLUG = 'no-such-gallery-template-slug';

/** The last path segment has a dot: a file, not a page. */
const HAS_EXTENSION = /\.[^/]*$/;

/** The JS and CSS files of each lazy public route, which the build writes into index.html (vite.config.ts). */
export type RouteFiles = Record<string, { js: string[]; css: string[] }>;

export function readRouteFiles(shell: string): RouteFiles {
  const json = shell.match(/<script type="application\/json" id="route-chunks">([^<]*)<\/script>/)?.[1];
  try {
    return json ? (JSON.parse(json) as RouteFiles) : {};
  } catch {
    return {};
  }
}

/**
 * The app shell with a server-rendered page in it: markup, boot data (right after it), title and description, and
 * the route's own stylesheets (render-blocking, so the markup never shows unstyled). The shell's
 * modulepreload links go: the app's JS is fetched after the page has painted (src/main.tsx), so
 * the first paint and the photos get the bandwidth.
 */
export function withRenderedPage(shell: string, page: RenderedPage, files?: { css: string[] }): string {
  const css = (files?.css ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`).join('');
  let html = shell
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    // The boot data after the markup: a page's data (a family's 200 photos: ~40 kB compressed) must not hold up the
    // stylesheets and the first photos the browser finds in the markup. The app reads it after parsing (module script).
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div><script type="application/json" id="studio-boot">${page.bootJson}</script>`)
    .replace('</head>', () => `${css}</head>`);
  if (page.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
  if (page.description) {
    html = html.replace(/<meta name="description" content="[^"]*"/, () => `<meta name="description" content="${escapeHtml(page.description)}"`);
  }
  return html;
}

/**
 * Serves the built frontend on the api's port: hashed files under /assets with immutable caching,
 * other static files briefly cached, and index.html (with the studio details injected) for every
 * other GET that accepts HTML (SPA fallback). Public pages come rendered by the frontend's server
 * renderer inside that index.html (page-renderer.ts); staff pages get the plain shell. `site.studioConfig`
 * gives the studio's current details (api/src/site); `site.content` the shared content version, which every
 * change of public data bumps (rendered pages are kept per version).
 */
export function mountFrontend(
  app: Express,
  config: AppConfig,
  site: {
    content: { current(): string };
    studioConfig?: () => Promise<unknown>;
    /** Open Graph / Twitter / canonical tags (and JSON-LD) for a public page's <head>; '' for other routes. */
    shareHead?: (route: string, page: { title?: string; description?: string }) => Promise<string>;
    /**
     * The cookie (`name=value`) that makes this request's page private (a family's gallery cookie on /g/{slug}), if
     * it carries one the studio signed (checked before, so a made-up one cannot force a render): the page is then
     * rendered with that visitor's data, for them alone (sendPrivatePage).
     */
    privateCookie?: (req: Request) => Promise<string | undefined>;
    /**
     * The slug of a family's page path (`/g/{slug}`) when no gallery has it: such a page is answered from one
     * rendered "no such gallery" page with the slug swapped in (sendMissingGallery).
     */
    missingGallerySlug?: (path: string) => Promise<string | undefined>;
  },
) {
  const dist = config.frontendDist;
  app.use('/assets', precompressedAssets(join(dist, 'assets')));
  app.use(
    '/assets',
    express.static(join(dist, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: true }),
  );
  // Not in this build: only a page from before a deploy asks for such a file (and reloads on the error), so it
  // waits like any flood's refusal (refusal-delay.ts); a script asking for random files gets four answers a second.
  const missingAsset: ErrorBody = { error: true, statusCode: 404, message: 'This file is not part of the site. Please reload the page.' };
  app.use('/assets', (_req: Request, res: Response) => answerAfterRefusalDelay(() => res.status(404).json(missingAsset)));
  // Only for site paths: mounted before Nest's routes, a root static would stat() a file for every API call.
  const rootFiles = express.static(dist, { index: false, maxAge: '1h' });
  // Root files all have an extension (favicon.png, robots.txt, …): a page path (/gallery) skips the stat()
  // and the not-found error the static server would make for it, about 8 % of a cached page's CPU.
  app.use((req: Request, res: Response, next: NextFunction) =>
    NOT_SPA.test(req.path) || !HAS_EXTENSION.test(req.path) || isNonPublicPath(req.path) ? next() : rootFiles(req, res, next),
  );
  const renderer = new PageRenderer(dist);
  const css = cssFiles(dist);

  let cached: { mtimeMs: number; html: string; routeFiles: RouteFiles } | undefined;
  // A new build is noticed within a second; pages in between do not stat() the file each.
  let checkedAt = 0;
  const indexHtml = () => {
    const now = Date.now();
    if (cached && now - checkedAt < 1000) return cached;
    checkedAt = now;
    const file = join(dist, 'index.html');
    if (!existsSync(file)) return (cached = undefined);
    const mtimeMs = statSync(file).mtimeMs;
    if (!cached || cached.mtimeMs !== mtimeMs) {
      const html = readFileSync(file, 'utf8');
      cached = { mtimeMs, html, routeFiles: readRouteFiles(html) };
    }
    return cached;
  };
  /** The shell with the studio's current details (site settings, read fresh within a second) in it. */
  const withStudio = (html: string, studio: unknown) =>
    html.replace(
      '<!--studio-config-->',
      // The upload limit rides along, so the frontend refuses an oversized photo before sending it without repeating the number.
      () => `<script type="application/json" id="studio-config">${JSON.stringify({ ...(studio as object), maxUploadMb: config.maxUploadMb }).replace(/</g, '\\u003c')}</script>`,
    );
  // The stored settings; should the database be unreachable, the configuration's first-run values.
  const studioNow = () => (site.studioConfig ? site.studioConfig().catch(() => config.studio) : Promise.resolve(config.studio));
  /** The plain shell (staff pages, /login), prepared once per content version and build. */
  let plainShell: { key: string; page: Promise<PreparedPage> } | undefined;
  const preparedShell = (key: string, html: string) => {
    if (plainShell?.key !== key || config.publicCacheTtlMs <= 0) {
      plainShell = { key, page: studioNow().then((studio) => preparePage({ status: 200, html: withStudio(html, studio), splash: false })) };
    }
    return plainShell.page;
  };

  // A public page is rendered once per change of what it shows, then served from memory, compressed once.
  const pages = new RenderedPageCache({ ttlMs: config.publicCacheTtlMs });
  const today = studioToday(config.timezone);
  // Pages rendered per request (the cache off, not-found pages) are compressed on the way out.
  const compress = compression();

  // A missing image, font, stylesheet or script (/x.png) is a plain 404, never a page: such paths get only a
  // subresource's headers (security-headers.middleware.ts), and a page needs its CSP and frame policy.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_SPA.test(req.path) || isSubresourcePath(req.path) || !req.accepts('html')) return next();
    sendPage(req, res).catch(next);
  });

  type Shell = NonNullable<ReturnType<typeof indexHtml>>;

  /** A public page as the server renderer makes it (`url`: another page than the request's, e.g. a template). */
  async function renderSource(req: Request, shell: Shell, url = req.originalUrl): Promise<PageSource | null> {
    const studio = await studioNow();
    const page = await renderer.render(req, studio, undefined, url);
    if (!page) return null;
    const route = url.split('?')[0].replace(/\/+$/, '') || '/';
    // A share preview never breaks a page: without its tags the page is still served.
    const share = site.shareHead && page.status === 200 ? await site.shareHead(route, page).catch(() => '') : '';
    // The route's stylesheet inlined, the entry script after the markup (page-assets-inliner.ts): /gallery's LCP photo
    // waited for a connection behind 4 stylesheets, the 2 fonts and the entry script.
    const html = inlinePageAssets(withRenderedPage(withStudio(shell.html, studio), page, routeFilesFor(shell.routeFiles, route)), css, 2).replace(
      '</head>',
      () => `${share}</head>`,
    );
    return { status: page.status, html, splash: page.splash, complete: page.complete };
  }

  // "No such gallery", rendered once per content version, build, viewport and splash for a placeholder slug. A made-up
  // /g/ link (a script walking slugs) then costs one indexed lookup and a compression, not a render and the renderer's
  // loopback call for the gallery's data (~4 ms of CPU each, and the visitors' latency with it).
  const missingTemplates = new LRUCache<string, Promise<PageSource | null>>({ max: 8 });

  async function sendMissingGallery(req: Request, res: Response, shell: Shell, slug: string): Promise<boolean> {
    const splash = !splashSeen(req);
    const key = `${site.content.current()}|${today()}|${shell.mtimeMs}|${guessViewport(req)}|${splash ? 's' : '-'}`;
    let template = missingTemplates.get(key);
    if (!template) {
      template = renderSource(req, shell, `/g/${MISSING_SLUG}`);
      missingTemplates.set(key, template);
    }
    const page = await template;
    // Not rendered, or rendered without its answer (the lookup timed out): not kept, and this request takes the usual way.
    if (!page || page.complete === false || page.status !== 404) {
      missingTemplates.delete(key);
      return false;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.vary('Cookie').vary('User-Agent').vary('Sec-CH-UA-Mobile');
    if (page.splash) res.cookie(SPLASH_COOKIE, 'seen', { path: '/', sameSite: 'lax', secure: req.secure });
    // The slug is [A-Za-z0-9_-] (the page route's pattern): safe as it is in HTML and JSON.
    const html = page.html.replaceAll(MISSING_SLUG, slug);
    // A refusal like a rate limit's (refusal-delay.ts): a mistyped link's visitor does not notice a quarter of a
    // second; a script guessing slugs gets four answers a second per connection instead of thousands.
    answerAfterRefusalDelay(() => compress(req, res, () => void res.status(page.status).type('html').send(html)));
    return true;
  }

  async function sendPage(req: Request, res: Response) {
    const shell = indexHtml();
    if (!shell) {
      res.status(503).type('text/plain').send('The site is not built yet: run `npm start` (it builds the frontend).');
      return;
    }
    const missing = await site.missingGallerySlug?.(req.path);
    if (missing && (await sendMissingGallery(req, res, shell, missing))) return;
    const cookie = await site.privateCookie?.(req);
    if (cookie) return sendPrivatePage(req, res, shell, cookie);
    const viewport = guessViewport(req);
    const splash = !splashSeen(req);
    // Everything the HTML depends on. The content version is read before any data is: a page built while a
    // write lands is kept under the older version. The studio date is there for the campaign's dates.
    const version = `${site.content.current()}|${today()}|${shell.mtimeMs}`;
    const key = `${version}|${viewport}|${splash ? 's' : '-'}|${req.originalUrl}`;
    const answer = await pages.get(key, () => renderSource(req, shell));
    res.setHeader('Cache-Control', 'no-cache');
    // The page depends on the splash cookie and on the phone-or-desktop guess.
    res.vary('Cookie').vary('User-Agent').vary('Sec-CH-UA-Mobile');
    if (answer && 'once' in answer) {
      if (answer.once.splash) res.cookie(SPLASH_COOKIE, 'seen', { path: '/', sameSite: 'lax', secure: req.secure });
      compress(req, res, () => void res.status(answer.once.status).type('html').send(answer.once.html));
      return;
    }
    const prepared = answer?.prepared ?? (await preparedShell(version, shell.html));
    if (prepared.splash) res.cookie(SPLASH_COOKIE, 'seen', { path: '/', sameSite: 'lax', secure: req.secure });
    sendPrepared(req, res, prepared);
  }

  /**
   * A page with one visitor's private data (their gallery's first screen and its data for hydration): rendered for
   * this request only, never put in the rendered-page cache (nor the renderer's memo), and `private, no-store` so no
   * shared cache or proxy keeps it either, with its stylesheets inlined (page-assets-inliner.ts). Rendering failed: the
   * plain shell, which fetches the data itself.
   */
  async function sendPrivatePage(req: Request, res: Response, shell: Shell, cookie: string) {
    const studio = await studioNow();
    const page = await renderer.render(req, studio, cookie);
    const route = req.path.replace(/\/+$/, '') || '/';
    const html = withStudio(shell.html, studio);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Robots-Tag', 'noindex');
    res.vary('Cookie').vary('User-Agent').vary('Sec-CH-UA-Mobile');
    if (page?.splash) res.cookie(SPLASH_COOKIE, 'seen', { path: '/', sameSite: 'lax', secure: req.secure });
    const body = page ? inlinePageAssets(withRenderedPage(html, page, routeFilesFor(shell.routeFiles, route)), css) : html;
    compress(req, res, () => void res.status(page?.status ?? 200).type('html').send(body));
  }
}

/** Sends a prepared page in the best encoding the client takes, or 304 when its copy is current. */
function sendPrepared(req: Request, res: Response, page: PreparedPage) {
  res.vary('Accept-Encoding');
  res.setHeader('ETag', page.etag);
  res.status(page.status);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  // Brotli whenever it is accepted at all: browsers list gzip first ("gzip, deflate, br, zstd") without preferring it.
  const encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : 'identity';
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
  if (encoding === 'br' || encoding === 'gzip') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The studio's date, worked out at most once a second (it is read on every page request). */
function studioToday(timezone: string): () => string {
  let day = '';
  let at = 0;
  return () => {
    const now = Date.now();
    if (now - at > 1000) {
      day = studioDay(timezone, new Date(now));
      at = now;
    }
    return day;
  };
}
