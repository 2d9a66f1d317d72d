import { Controller, Get, Header, Query } from '@nestjs/common';
import { ImageStatusQueryDto } from './image-status-query.dto';
import { ImagesService } from './images.service';

@Controller('api/images')
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  /** Upload progress polling (any signed-in user). */
  @Get('status')
  @Header('Cache-Control', 'no-store')
  status(@Query() query: ImageStatusQueryDto) {
    return this.images.status(query.ids);
  }
}
