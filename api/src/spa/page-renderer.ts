import { Logger } from '@nestjs/common';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Request } from 'express';
import { SPLASH_COOKIE, type PageRenderModule, type RenderedPage, type Viewport } from '@studio/core/web/page-render.contract';
import { loggablePath } from '../observability/log-redaction';

const SPLASH_SEEN = new RegExp(`(?:^|;\\s*)${SPLASH_COOKIE}=seen(?:;|$)`);
/** Phones and small tablets get the narrow layout first; a wrong guess is corrected right after hydration. */
const MOBILE_UA = /Mobi|Android|iPhone|iPod|Opera Mini|IEMobile/i;

export function guessViewport(req: Pick<Request, 'headers'>): Viewport {
  const hint = req.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 'mobile';
  if (hint === '?0') return 'desktop';
  return MOBILE_UA.test(req.headers['user-agent'] ?? '') ? 'mobile' : 'desktop';
}

export function splashSeen(req: Pick<Request, 'headers'>): boolean {
  return SPLASH_SEEN.test(req.headers.cookie ?? '');
}

/** This server's own address as the request reached it: the renderer fetches page data from it. */
export function ownOrigin(req: Request): string {
  const address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:(?=\d)/, '');
  return `http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort}`;
}

/**
 * Loads the frontend's server renderer (reloaded when the build changes) and renders public pages
 * with it. Any failure serves the plain app shell instead, which the browser renders itself: the
 * server rendering makes pages faster, never makes them fail.
 */
export class PageRenderer {
  private readonly logger = new Logger('PageRenderer');
  private loaded: { mtimeMs: number; entry: PageRenderModule } | undefined;
  private readonly file: string;

  constructor(dist: string) {
    this.file = join(dist, 'ssr', 'entry-server.cjs');
  }

  private entry(): PageRenderModule | undefined {
    if (!existsSync(this.file)) return undefined;
    const mtimeMs = statSync(this.file).mtimeMs;
    if (this.loaded?.mtimeMs !== mtimeMs) {
      delete require.cache[require.resolve(this.file)];
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      this.loaded = { mtimeMs, entry: require(this.file) as PageRenderModule };
    }
    return this.loaded.entry;
  }

  /**
   * `cookie`: a private page's visitor cookie (RenderInput.cookie); the caller must not cache what comes back.
   * `url`: the page to render, when not the request's own (a template rendered once for many requests).
   */
  async render(req: Request, studio: unknown, cookie?: string, url = req.originalUrl): Promise<RenderedPage | null> {
    try {
      const entry = this.entry();
      if (!entry) return null;
      return await entry.renderPage({
        url,
        apiOrigin: ownOrigin(req),
        studio,
        viewport: guessViewport(req),
        splash: !splashSeen(req),
        cookie,
      });
    } catch (err) {
      this.logger.warn(`server rendering of ${loggablePath(req.path)} failed, serving the app shell: ${(err as Error).message}`);
      return null;
    }
  }
}
