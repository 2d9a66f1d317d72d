import { Injectable, NotFoundException } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { StorageService } from '@studio/core/storage/storage.service';

const TYPE_BY_EXT: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

/** A stored object as the HTTP answer needs it: its facts now, its bytes on demand (not for a 304 or a HEAD). */
export interface ClientFile {
  /** Strong ETag, quoted. */
  etag: string;
  contentType: string;
  size: number;
  open(): Promise<Readable>;
}

/** A download: the object and the friendly name it is saved under. */
export interface ClientAttachment extends ClientFile {
  fileName: string;
}

/**
 * A client gallery's objects in storage: the page's image variants and the downloads (photos, ZIPs). The
 * controller streams them; nothing is read whole.
 */
@Injectable()
export class ClientGalleryFiles {
  constructor(private readonly storage: StorageService) {}

  /** The image variant `file` of an asset, or null when it is not one of the asset's variants. */
  async variant(assetId: string, file: string, variants: ReadonlyArray<{ key: string }>): Promise<ClientFile | null> {
    const key = `variants/${assetId}/${file}`;
    if (!variants.some((v) => v.key === key)) return null;
    const info = await this.storage.stat(key);
    if (!info) throw new NotFoundException('Image not found');
    const ext = key.slice(key.lastIndexOf('.') + 1);
    return { etag: `"${info.etag.replace(/"/g, '')}"`, contentType: TYPE_BY_EXT[ext] ?? info.contentType, size: info.size, open: () => this.storage.get(key) };
  }

  /** An attachment (a photo or a ZIP) under a friendly file name. */
  async attachment(file: { key: string; fileName: string; contentType: string }): Promise<ClientAttachment> {
    const info = await this.storage.stat(file.key);
    if (!info) throw new NotFoundException('File not found');
    return {
      etag: `"${info.etag.replace(/"/g, '')}"`,
      contentType: file.contentType,
      size: info.size,
      fileName: file.fileName,
      open: () => this.storage.get(file.key),
    };
  }
}
