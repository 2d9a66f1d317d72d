import { Controller, Get, Header, Query } from '@nestjs/common';
import { ImageStatusListResponse } from './images.responses';
import { CurrentUser, SignedIn, type AuthUser } from '../auth/auth.decorators';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ImageStatusQueryDto } from './image-status-query.dto';
import { ImagesService } from '@studio/core/images/images.service';

@Controller('api/images')
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  /** Upload progress polling (any signed-in user; a field worker hears only about their own uploads). */
  @ApiOperation({ summary: 'Processing status of uploaded images' })
  @Get('status')
  @Header('Cache-Control', 'no-store')
  @SignedIn()
  @ApiOkResponse({ type: ImageStatusListResponse })
  status(@Query() query: ImageStatusQueryDto, @CurrentUser() user: AuthUser) {
    return this.images.status(query.ids, user);
  }
}
