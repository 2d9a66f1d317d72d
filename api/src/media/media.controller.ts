import { Controller, Get, NotFoundException, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { Public } from '../auth/auth.decorators';
import { decodedPath } from '../common/request-path.middleware';
import { MediaService } from './media.service';

/** GET /media/<key>: image variants straight from object storage (a field worker's photo only under its signed URL). */
@ApiExcludeController() // object bytes, not JSON: described in docs/api-contract.md
@Controller('media')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @Public()
  @Get('*key')
  async serve(@Req() req: Request, @Res() res: Response): Promise<void> {
    // The key is the path after /media/ (validated against the public pattern in the service); a malformed
    // escape never gets here (requestPathGate answers 400), and one that slipped through is a 404, not a 500.
    const key = decodedPath(req.path.replace(/^\/media\//, ''));
    if (key === undefined) throw new NotFoundException('Image not found');
    // A field worker's photo needs its signed URL's exp and sig (MediaUrlSigner); other variants ignore the query.
    const object = await this.media.find(key, { exp: req.query.exp, sig: req.query.sig });
    res.setHeader('Cache-Control', object.cacheControl);
    res.setHeader('ETag', object.etag);
    res.setHeader('Last-Modified', object.lastModified.toUTCString());
    if (matches(req.headers['if-none-match'], object.etag)) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Type', object.contentType);
    res.setHeader('Content-Length', String(object.size));
    if (req.method === 'HEAD') {
      res.status(200).end();
      return;
    }
    const body = await object.open();
    res.status(200);
    await pipeline(body, res).catch(() => res.destroy());
  }
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}
