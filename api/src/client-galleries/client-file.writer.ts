import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import type { ClientAttachment, ClientFile } from './client-gallery-files.service';

/** An image variant, cacheable by this browser only (private: never a shared cache or CDN; a variant's key never points at other bytes). */
export async function sendImage(req: Request, res: Response, image: ClientFile): Promise<void> {
  res.setHeader('Cache-Control', 'private, max-age=86400');
  res.setHeader('ETag', image.etag);
  res.setHeader('X-Robots-Tag', 'noindex');
  if (req.headers['if-none-match']?.split(',').some((t) => t.trim().replace(/^W\//, '') === image.etag)) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', image.contentType);
  res.setHeader('Content-Length', String(image.size));
  await send(req, res, image);
}

export async function sendAttachment(req: Request, res: Response, file: ClientAttachment): Promise<void> {
  res.setHeader('Cache-Control', 'private, no-store');
  res.attachment(file.fileName); // RFC 6266 Content-Disposition, non-ASCII names included
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(file.size));
  res.setHeader('X-Robots-Tag', 'noindex');
  await send(req, res, file);
}

/** Streams the object (never read whole); HEAD gets the headers only. */
async function send(req: Request, res: Response, file: ClientFile): Promise<void> {
  if (req.method === 'HEAD') {
    res.status(200).end();
    return;
  }
  const body = await file.open();
  res.status(200);
  await pipeline(body, res).catch(() => res.destroy());
}
