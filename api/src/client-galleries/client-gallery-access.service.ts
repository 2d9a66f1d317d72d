import { GoneException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import type { AppConfig } from '@studio/core/config/app-config';
import type { ClientGallery } from '@studio/core/entities/client-gallery.entity';
import { InjectConfig } from '@studio/core/nest/core.module';
import { ClientGalleriesRepository } from '@studio/core/client-galleries/client-galleries.repository';
import { AccessLogRepository } from '@studio/core/privacy/access-log.repository';
import { CLIENT_MESSAGES, isExpired } from './client-gallery-rules';
import { PinSecrets } from './pin-secrets.service';

export type Audience = 'parent' | 'admin';

/** The values of a gallery's two access cookies as the request carried them (read by `@AccessCookies()`). */
export interface AccessCookieValues {
  parent?: string;
  admin?: string;
}

/** A cookie the answer should set: the HTTP layer adds HttpOnly, SameSite and Secure (`setAccessCookie`). */
export interface AccessGrant {
  name: string;
  value: string;
  path: string;
  maxAgeMs: number;
}

/** The parents' cookie: one per gallery, HttpOnly, for the whole site (the server-rendered page /g/{slug} reads it too). */
export const parentCookieName = (slug: string) => `cg_${slug}`;
/** An admin's cookie for one gallery's images (an <img> cannot send the bearer token), scoped to that gallery's api paths. */
export const adminCookieName = (slug: string) => `cga_${slug}`;
export const clientApiPath = (slug: string) => `/api/client-galleries/${slug}`;

/** The cookies' lives, checked by the server from the time each carries (docs/architecture.md §8). */
export const PARENT_MAX_AGE_MS = 90 * 24 * 3600 * 1000;
export const ADMIN_MAX_AGE_MS = 12 * 3600 * 1000;

/**
 * Who may see a client gallery: a holder of its cookie (made at unlock, bound to the current PIN version) or an
 * admin (a separate cookie, set when the admin opens the gallery in the panel). Expiry answers 410 before anything else.
 */
@Injectable()
export class ClientGalleryAccess {
  constructor(
    private readonly repo: ClientGalleriesRepository,
    private readonly secrets: PinSecrets,
    private readonly accessLog: AccessLogRepository,
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

  /**
   * Which cookie lets this request in, if any (parents first). Either must be younger than its life; an admin's
   * only while the staff session that made it is open and still an admin's (logout, disabling or demotion ends it).
   */
  async audience(cookies: AccessCookieValues, gallery: Pick<ClientGallery, 'id' | 'pinVersion'>): Promise<Audience | null> {
    return (await this.viewer(cookies, gallery))?.audience ?? null;
  }

  private async viewer(cookies: AccessCookieValues, gallery: Pick<ClientGallery, 'id' | 'pinVersion'>): Promise<{ audience: Audience; staff?: { userId: string; username: string } } | null> {
    if (this.secrets.verifyAccess(cookies.parent, gallery.id, gallery.pinVersion, 'parent', PARENT_MAX_AGE_MS)) return { audience: 'parent' };
    const admin = this.secrets.verifyAccess(cookies.admin, gallery.id, gallery.pinVersion, 'admin', ADMIN_MAX_AGE_MS);
    const staff = admin?.sessionId ? await this.repo.openAdminSession(admin.sessionId) : null;
    return staff ? { audience: 'admin', staff } : null;
  }

  /** An open gallery this request holds the parents' cookie of (401 otherwise). */
  async forParent(slug: string, cookies: AccessCookieValues): Promise<ClientGallery> {
    const gallery = await this.open(slug);
    if ((await this.audience(cookies, gallery)) !== 'parent') throw new UnauthorizedException(CLIENT_MESSAGES.locked);
    return gallery;
  }

  /**
   * Parents (open gallery) or an admin (an admin may still look at an expired gallery before extending it). A staff
   * member's read is what `read` names: logged (docs/architecture.md §16) before it is served; the parents' own is not.
   */
  async forViewer(slug: string, cookies: AccessCookieValues, read: string): Promise<{ gallery: ClientGallery; audience: Audience }> {
    const gallery = await this.repo.findBySlug(slug);
    if (!gallery) throw new NotFoundException(CLIENT_MESSAGES.notFound);
    const viewer = await this.viewer(cookies, gallery);
    if (viewer?.audience !== 'admin') this.assertOpen(gallery);
    if (!viewer) throw new UnauthorizedException(CLIENT_MESSAGES.locked);
    if (viewer.staff) await this.accessLog.record({ userId: viewer.staff.userId, who: viewer.staff.username, what: read, subject: `gallery:${gallery.id}` });
    return { gallery, audience: viewer.audience };
  }

  /** Access facts of an image request in one query: 404 unless the asset is this gallery's; 410 after expiry (parents). */
  async forMedia(slug: string, assetId: string, cookies: AccessCookieValues) {
    const found = await this.repo.mediaLookup(slug, assetId);
    if (!found) throw new NotFoundException('Image not found');
    const audience = await this.audience(cookies, { id: found.galleryId, pinVersion: found.pinVersion });
    if (audience !== 'admin') this.assertOpen(found);
    if (!audience) throw new UnauthorizedException(CLIENT_MESSAGES.locked);
    return found;
  }

  /** The parents' cookie, made at unlock: for the whole site (the server-rendered /g/{slug} reads it too). */
  parentGrant(gallery: Pick<ClientGallery, 'id' | 'slug' | 'pinVersion'>): AccessGrant {
    return { name: parentCookieName(gallery.slug), value: this.secrets.signAccess(gallery.id, gallery.pinVersion, 'parent'), path: '/', maxAgeMs: PARENT_MAX_AGE_MS };
  }

  /** An admin's cookie for this gallery's images, scoped to its api paths and bound to the staff session asking. */
  adminGrant(gallery: Pick<ClientGallery, 'id' | 'slug' | 'pinVersion'>, sessionId: string): AccessGrant {
    return { name: adminCookieName(gallery.slug), value: this.secrets.signAccess(gallery.id, gallery.pinVersion, 'admin', sessionId), path: clientApiPath(gallery.slug), maxAgeMs: ADMIN_MAX_AGE_MS };
  }
}
