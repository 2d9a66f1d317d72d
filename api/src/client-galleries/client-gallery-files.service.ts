import { Injectable, NotFoundException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { StorageService } from '@studio/core/storage/storage.service';

const TYPE_BY_EXT: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

/**
 * Sends a client gallery's objects: images for the page (private cache: never a shared cache or CDN) and
 * downloads as attachments. Streams from object storage; nothing is read whole.
 */
@Injectable()
export class ClientGalleryFiles {
  constructor(private readonly storage: StorageService) {}

  /** An image variant, cacheable by this browser only (a variant's key never points at other bytes). */
  async image(key: string, req: Request, res: Response): Promise<void> {
    const info = await this.storage.stat(key);
    if (!info) throw new NotFoundException('Image not found');
    const etag = `"${info.etag.replace(/"/g, '')}"`;
    res.setHeader('Cache-Control', 'private, max-age=86400');
    res.setHeader('ETag', etag);
    res.setHeader('X-Robots-Tag', 'noindex');
    if (req.headers['if-none-match']?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
      res.status(304).end();
      return;
    }
    const ext = key.slice(key.lastIndexOf('.') + 1);
    res.setHeader('Content-Type', TYPE_BY_EXT[ext] ?? info.contentType);
    res.setHeader('Content-Length', String(info.size));
    await this.send(key, req, res);
  }

  /** An attachment (a photo or a ZIP) under a friendly file name. */
  async attachment(file: { key: string; fileName: string; contentType: string }, req: Request, res: Response): Promise<void> {
    const info = await this.storage.stat(file.key);
    if (!info) throw new NotFoundException('File not found');
    res.setHeader('Cache-Control', 'private, no-store');
    res.attachment(file.fileName); // RFC 6266 Content-Disposition, non-ASCII names included
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', String(info.size));
    res.setHeader('X-Robots-Tag', 'noindex');
    await this.send(file.key, req, res);
  }

  private async send(key: string, req: Request, res: Response): Promise<void> {
    if (req.method === 'HEAD') {
      res.status(200).end();
      return;
    }
    const body = await this.storage.get(key);
    res.status(200);
    await pipeline(body, res).catch(() => res.destroy());
  }
}
