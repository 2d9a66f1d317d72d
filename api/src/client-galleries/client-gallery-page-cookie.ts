import type { Request } from 'express';
import { readCookie } from './access-cookies.decorator';
import { parentCookieName } from './client-gallery-access.service';

/** The parents' page, as the frontend's route table accepts it (`/g/:slug`). */
const GALLERY_PAGE = /^\/g\/([A-Za-z0-9_-]{20,64})\/?$/;

/** The slug of a family's page path (`/g/{slug}`), or undefined for any other path. */
export function galleryPageSlug(path: string): string | undefined {
  return GALLERY_PAGE.exec(path)?.[1];
}

/**
 * For the SPA middleware: on a family's page `/g/{slug}`, that gallery's cookie (`name=value`) if the request carries
 * one, so the page is server-rendered with the gallery for this visitor only. Whether the cookie is still valid is the
 * API's answer to the renderer's fetch (a stale one renders the PIN screen); nothing is decided here.
 */
export function clientGalleryPageCookie(req: Pick<Request, 'path' | 'headers'>): string | undefined {
  const slug = galleryPageSlug(req.path);
  if (!slug) return undefined;
  const name = parentCookieName(slug);
  const value = readCookie(req, name);
  return value ? `${name}=${value}` : undefined;
}
