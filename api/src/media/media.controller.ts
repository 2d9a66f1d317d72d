import { Controller, Get, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '../auth/auth.decorators';
import { MediaService } from './media.service';

/** GET /media/<key>: image variants straight from object storage. */
@Controller('media')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @Public()
  @Get('*key')
  serve(@Req() req: Request, @Res() res: Response) {
    // The key is the raw path after /media/ (validated against the public pattern in the service).
    return this.media.serve(decodeURIComponent(req.path.replace(/^\/media\//, '')), req, res);
  }
}
