import { Controller, Get, NotFoundException, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../auth/auth.decorators';
import { decodedPath } from '../common/request-path.middleware';
import { MediaService } from './media.service';

/** GET /media/<key>: image variants straight from object storage. */
@ApiExcludeController() // object bytes, not JSON: described in docs/api-contract.md
@Controller('media')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @Public()
  @Get('*key')
  serve(@Req() req: Request, @Res() res: Response) {
    // The key is the path after /media/ (validated against the public pattern in the service); a malformed
    // escape never gets here (requestPathGate answers 400), and one that slipped through is a 404, not a 500.
    const key = decodedPath(req.path.replace(/^\/media\//, ''));
    if (key === undefined) throw new NotFoundException('Image not found');
    return this.media.serve(key, req, res);
  }
}
