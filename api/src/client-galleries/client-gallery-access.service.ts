import { GoneException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import type { AppConfig } from '@studio/core/config/app-config';
import type { ClientGallery } from '@studio/core/entities/client-gallery.entity';
import { InjectConfig } from '@studio/core/nest/core.module';
import { ClientGalleriesRepository } from './client-galleries.repository';
import { CLIENT_MESSAGES, isExpired } from './client-gallery-rules';
import { PinSecrets } from './pin-secrets.service';

export type Audience = 'parent' | 'admin';

/** The parents' cookie: one per gallery, HttpOnly, for the whole site (the server-rendered page /g/{slug} reads it too). */
export const parentCookieName = (slug: string) => `cg_${slug}`;
/** An admin's cookie for one gallery's images (an <img> cannot send the bearer token), scoped to that gallery's api paths. */
export const adminCookieName = (slug: string) => `cga_${slug}`;
export const clientApiPath = (slug: string) => `/api/client-galleries/${slug}`;

const PARENT_MAX_AGE_MS = 90 * 24 * 3600 * 1000;
const ADMIN_MAX_AGE_MS = 12 * 3600 * 1000;

/**
 * Who may see a client gallery: a holder of its cookie (made at unlock, bound to the current PIN version) or an
 * admin (a separate cookie, set when the admin opens the gallery in the panel). Expiry answers 410 before anything else.
 */
@Injectable()
export class ClientGalleryAccess {
  constructor(
    private readonly repo: ClientGalleriesRepository,
    private readonly secrets: PinSecrets,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  isExpired(gallery: Pick<ClientGallery, 'expiresOn'>): boolean {
    return isExpired(gallery.expiresOn, this.config.timezone);
  }

  /** The gallery, open (not expired): 404 or 410 otherwise. */
  async open(slug: string): Promise<ClientGallery> {
    const gallery = await this.repo.findBySlug(slug);
    if (!gallery) throw new NotFoundException(CLIENT_MESSAGES.notFound);
    this.assertOpen(gallery);
    return gallery;
  }

  assertOpen(gallery: Pick<ClientGallery, 'expiresOn'>): void {
    if (this.isExpired(gallery)) throw new GoneException(CLIENT_MESSAGES.expired);
  }

  /** Which cookie lets this request in, if any (parents first). */
  audience(req: Request, gallery: Pick<ClientGallery, 'id' | 'slug' | 'pinVersion'>): Audience | null {
    if (this.secrets.verifyAccess(readCookie(req, parentCookieName(gallery.slug)), gallery.id, gallery.pinVersion, 'parent')) return 'parent';
    if (this.secrets.verifyAccess(readCookie(req, adminCookieName(gallery.slug)), gallery.id, gallery.pinVersion, 'admin')) return 'admin';
    return null;
  }

  /** An open gallery this request holds the parents' cookie of (401 otherwise). */
  async forParent(slug: string, req: Request): Promise<ClientGallery> {
    const gallery = await this.open(slug);
    if (this.audience(req, gallery) !== 'parent') throw new UnauthorizedException(CLIENT_MESSAGES.locked);
    return gallery;
  }

  /** Parents (open gallery) or an admin (an admin may still look at an expired gallery before extending it). */
  async forViewer(slug: string, req: Request): Promise<{ gallery: ClientGallery; audience: Audience }> {
    const gallery = await this.repo.findBySlug(slug);
    if (!gallery) throw new NotFoundException(CLIENT_MESSAGES.notFound);
    const audience = this.audience(req, gallery);
    if (audience !== 'admin') this.assertOpen(gallery);
    if (!audience) throw new UnauthorizedException(CLIENT_MESSAGES.locked);
    return { gallery, audience };
  }

  /** Access facts of an image request in one query: 404 unless the asset is this gallery's; 410 after expiry (parents). */
  async forMedia(slug: string, assetId: string, req: Request) {
    const found = await this.repo.mediaLookup(slug, assetId);
    if (!found) throw new NotFoundException('Image not found');
    const gallery = { id: found.galleryId, slug, pinVersion: found.pinVersion };
    const audience = this.audience(req, gallery);
    if (audience !== 'admin') this.assertOpen(found);
    if (!audience) throw new UnauthorizedException(CLIENT_MESSAGES.locked);
    return found;
  }

  grantParent(req: Request, res: Response, gallery: Pick<ClientGallery, 'id' | 'slug' | 'pinVersion'>): void {
    res.cookie(parentCookieName(gallery.slug), this.secrets.signAccess(gallery.id, gallery.pinVersion, 'parent'), {
      ...cookieOptions(req, '/'),
      maxAge: PARENT_MAX_AGE_MS,
    });
  }

  grantAdmin(req: Request, res: Response, gallery: Pick<ClientGallery, 'id' | 'slug' | 'pinVersion'>): void {
    res.cookie(adminCookieName(gallery.slug), this.secrets.signAccess(gallery.id, gallery.pinVersion, 'admin'), {
      ...cookieOptions(req, clientApiPath(gallery.slug)),
      maxAge: ADMIN_MAX_AGE_MS,
    });
  }
}

function cookieOptions(req: Request, path: string): CookieOptions {
  // Lax, not Strict: the parents arrive from a WhatsApp link, a cross-site navigation that must carry the cookie.
  return { httpOnly: true, sameSite: 'lax', secure: req.secure, path };
}

/** One cookie's value from the Cookie header (names here are url-safe; values are our own signed tokens). */
export function readCookie(req: Pick<Request, 'headers'>, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
