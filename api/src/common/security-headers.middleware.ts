import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/**
 * A file a page loads as a part of itself (image, font, stylesheet, script): never a document a browser renders on its
 * own. SVG, HTML, XML and text are not in the list: opened by themselves they are documents, and keep every header.
 * Scripts are, as the site runs no worker (a worker's script would need the CSP: it applies to the worker).
 */
const SUBRESOURCE = /\.(?:css|m?js|woff2?|png|jpe?g|webp|avif|gif|ico)$/i;

/** Whether a request asks for a page's part (/assets, /media, a root file such as favicon.png), not an API answer. */
export function isSubresourcePath(path: string): boolean {
  return !path.startsWith('/api/') && SUBRESOURCE.test(path);
}

/**
 * helmet's headers (docs/architecture.md §8). Pages, API answers and anything that can be opened as a document get all of them;
 * a page's images, fonts, stylesheets and scripts only those a browser applies to such a file: nosniff, the
 * cross-origin resource policy, the referrer policy (a stylesheet's own requests follow it) and HSTS. The others
 * (the CSP, frame, opener and agent-cluster policies, the legacy X- headers) only act on documents, and were ~600
 * of each answer's ~1,070 header bytes: 12 kB of a phone's first /gallery screen, about a tenth of what it loads.
 */
export function securityHeaders() {
  const all = helmet({
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'font-src': ["'self'", 'data:'],
        'frame-src': ['https://www.google.com', 'https://maps.google.com'],
        'connect-src': ["'self'"],
        'script-src': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const subresource = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  return (req: Request, res: Response, next: NextFunction) => (isSubresourcePath(req.path) ? subresource : all)(req, res, next);
}
