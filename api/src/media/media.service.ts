import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { StorageService } from '@studio/core/storage/storage.service';
import { MediaUrlSigner } from '@studio/core/images/media-url-signer';
import { PublicAssets } from './public-assets.service';

/** Only generated variants are public: originals keep their EXIF (GPS included) and stay private. */
const PUBLIC_KEY = /^variants\/([0-9a-f-]{36})\/(?:\d{1,5}|thumb|share)\.(webp|jpg)$/;
const TYPE_BY_EXT: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

/** A variant's key never points at other bytes (a re-run writes the same pixels), so browsers may keep it for good. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';
/**
 * A family's featured photo (docs/architecture.md §16): a withdrawal must take it off within 60 s, so browsers keep it
 * 30 s and then ask again (a 304 while it stays; a 404 once withdrawn). A CDN must honour this: docs/operations.md.
 */
const CACHE_FAMILY = 'public, max-age=30, must-revalidate';

export const MEDIA_MESSAGES = {
  notFound: 'Image not found',
  /** A private photo asked for without a valid signed URL (none, tampered, or expired). */
  linkRefused: 'This photo link is not valid or has expired. Reload the page to see the photo.',
} as const;

/** A servable variant: what the HTTP answer needs to know about it, and its bytes on demand. */
export interface MediaObject {
  /** Strong ETag, quoted. */
  etag: string;
  lastModified: Date;
  contentType: string;
  size: number;
  /** Cache-Control: public and immutable, or private until the signed URL expires. */
  cacheControl: string;
  open(): Promise<Readable>;
}

/** The signed-URL part of a /media request's query, as it came. */
export interface MediaSignature {
  exp?: unknown;
  sig?: unknown;
}

@Injectable()
export class MediaService {
  constructor(
    private readonly storage: StorageService,
    private readonly assets: PublicAssets,
    private readonly signer: MediaUrlSigner,
  ) {}

  /**
   * The variant under this key: public ones for anyone; a field worker's photo only with a valid signed URL (403
   * otherwise); 404 for anything else (originals, client gallery photos, unknown keys).
   */
  async find(key: string, signature: MediaSignature = {}): Promise<MediaObject> {
    const m = PUBLIC_KEY.exec(key);
    if (!m) throw new NotFoundException(MEDIA_MESSAGES.notFound);
    const access = await this.assets.access(m[1]);
    // A client gallery's photo is private: the same 404 as a missing one, so its existence is not told either.
    if (access === 'none') throw new NotFoundException(MEDIA_MESSAGES.notFound);
    let cacheControl = access === 'family' ? CACHE_FAMILY : CACHE_FOREVER;
    if (access === 'signed') {
      if (this.signer.verify(key, signature.exp, signature.sig) !== 'ok') throw new ForbiddenException(MEDIA_MESSAGES.linkRefused);
      // Only this browser may keep it, and only while the URL lives; shared caches (a proxy, a CDN) never.
      cacheControl = `private, max-age=${this.signer.secondsLeft(signature.exp as string)}`;
    }
    const info = await this.storage.stat(key);
    if (!info) throw new NotFoundException(MEDIA_MESSAGES.notFound);
    return {
      etag: `"${info.etag.replace(/"/g, '')}"`,
      lastModified: info.lastModified,
      contentType: info.contentType.startsWith('image/') ? info.contentType : TYPE_BY_EXT[m[2]],
      size: info.size,
      cacheControl,
      open: () => this.storage.get(key),
    };
  }
}
