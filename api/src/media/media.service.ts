import { Injectable, NotFoundException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { StorageService } from '@studio/core/storage/storage.service';
import { PublicAssets } from './public-assets.service';

/** Only generated variants are public: originals keep their EXIF (GPS included) and stay private. */
const PUBLIC_KEY = /^variants\/([0-9a-f-]{36})\/(?:\d{1,5}|thumb)\.(webp|jpg)$/;
const TYPE_BY_EXT: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg' };
/** A variant's key never points at other bytes (a re-run writes the same pixels), so browsers may keep it for good. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

@Injectable()
export class MediaService {
  constructor(
    private readonly storage: StorageService,
    private readonly assets: PublicAssets,
  ) {}

  async serve(key: string, req: Request, res: Response): Promise<void> {
    const m = PUBLIC_KEY.exec(key);
    if (!m) throw new NotFoundException('Image not found');
    // A client gallery's photo is private: the same 404 as a missing one, so its existence is not told either.
    if (!(await this.assets.isPublic(m[1]))) throw new NotFoundException('Image not found');
    const info = await this.storage.stat(key);
    if (!info) throw new NotFoundException('Image not found');
    const etag = `"${info.etag.replace(/"/g, '')}"`;
    res.setHeader('Cache-Control', CACHE_FOREVER);
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', info.lastModified.toUTCString());
    if (matches(req.headers['if-none-match'], etag)) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Type', info.contentType.startsWith('image/') ? info.contentType : TYPE_BY_EXT[m[2]]);
    res.setHeader('Content-Length', String(info.size));
    if (req.method === 'HEAD') {
      res.status(200).end();
      return;
    }
    const body = await this.storage.get(key);
    res.status(200);
    await pipeline(body, res).catch(() => res.destroy());
  }
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}
