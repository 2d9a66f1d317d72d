import { Injectable, NotFoundException } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { StorageService } from '@studio/core/storage/storage.service';
import { PublicAssets } from './public-assets.service';

/** Only generated variants are public: originals keep their EXIF (GPS included) and stay private. */
const PUBLIC_KEY = /^variants\/([0-9a-f-]{36})\/(?:\d{1,5}|thumb|share)\.(webp|jpg)$/;
const TYPE_BY_EXT: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

/** A public variant: what the HTTP answer needs to know about it, and its bytes on demand. */
export interface MediaObject {
  /** Strong ETag, quoted. */
  etag: string;
  lastModified: Date;
  contentType: string;
  size: number;
  open(): Promise<Readable>;
}

@Injectable()
export class MediaService {
  constructor(
    private readonly storage: StorageService,
    private readonly assets: PublicAssets,
  ) {}

  /** The public variant under this key; 404 for anything else (originals, unknown keys). */
  async find(key: string): Promise<MediaObject> {
    const m = PUBLIC_KEY.exec(key);
    if (!m) throw new NotFoundException('Image not found');
    // A client gallery's photo is private: the same 404 as a missing one, so its existence is not told either.
    if (!(await this.assets.isPublic(m[1]))) throw new NotFoundException('Image not found');
    const info = await this.storage.stat(key);
    if (!info) throw new NotFoundException('Image not found');
    return {
      etag: `"${info.etag.replace(/"/g, '')}"`,
      lastModified: info.lastModified,
      contentType: info.contentType.startsWith('image/') ? info.contentType : TYPE_BY_EXT[m[2]],
      size: info.size,
      open: () => this.storage.get(key),
    };
  }
}
