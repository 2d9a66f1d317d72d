import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import { readCookie } from './access-cookies.decorator';
import { PARENT_MAX_AGE_MS, parentCookieName } from './client-gallery-access.service';
import type { ClientGalleriesRepository } from '@studio/core/client-galleries/client-galleries.repository';
import type { PinSecrets } from './pin-secrets.service';

/** The parents' page, as the frontend's route table accepts it (`/g/:slug`). */
const GALLERY_PAGE = /^\/g\/([A-Za-z0-9_-]{20,64})\/?$/;

/** The slug of a family's page path (`/g/{slug}`), or undefined for any other path. */
export function galleryPageSlug(path: string): string | undefined {
  return GALLERY_PAGE.exec(path)?.[1];
}

/**
 * On a family's page `/g/{slug}`, that gallery's cookie (`name=value`) if the request carries one. Unchecked: the
 * SPA middleware takes verifiedGalleryPageCookie, which only hands on a cookie the studio signed.
 */
export function clientGalleryPageCookie(req: Pick<Request, 'path' | 'headers'>): string | undefined {
  const slug = galleryPageSlug(req.path);
  if (!slug) return undefined;
  const name = parentCookieName(slug);
  const value = readCookie(req, name);
  return value ? `${name}=${value}` : undefined;
}

/**
 * For the SPA middleware: the gallery cookie of a family's page, only when its signature holds for that gallery's
 * current PIN (the HMAC check of the API), so the page is rendered privately for that visitor alone. Anything else (a
 * made-up `cg_{slug}=x`, an old PIN's cookie) gets the public, cached page like a visitor without a cookie, with no
 * private render to spend. The gallery's id and PIN version are remembered a few seconds per slug (a PIN reset is
 * seen within that; the renderer's API fetch checks the cookie again in any case).
 */
export function verifiedGalleryPageCookie(
  galleries: Pick<ClientGalleriesRepository, 'accessKeyOf'>,
  secrets: Pick<PinSecrets, 'verifyAccess'>,
): (req: Pick<Request, 'path' | 'headers'>) => Promise<string | undefined> {
  const keys = new LRUCache<string, { id: string; pinVersion: number }>({ max: 1000, ttl: 5000 });
  return async (req) => {
    const cookie = clientGalleryPageCookie(req);
    if (!cookie) return undefined;
    const slug = galleryPageSlug(req.path)!;
    let key = keys.get(slug);
    if (!key) {
      // The database not answering: the public page, which says so itself.
      const found = await galleries.accessKeyOf(slug).catch(() => null);
      if (!found) return undefined;
      keys.set(slug, (key = found));
    }
    const value = cookie.slice(cookie.indexOf('=') + 1);
    return secrets.verifyAccess(value, key.id, key.pinVersion, 'parent', PARENT_MAX_AGE_MS) ? cookie : undefined;
  };
}
