import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { AdminMediaItemResponse, AdminMediaPageResponse } from './media-admin.responses';
import { MessageResponse } from '../common/api-responses';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Roles } from '../auth/auth.decorators';
import { MediaItemParamsDto, MediaListQueryDto, MediaPatchDto } from './media-admin.dto';
import { MediaAdminService } from './media-admin.service';

@Roles('admin')
@Controller('api/admin/media')
export class MediaAdminController {
  constructor(private readonly media: MediaAdminService) {}

  @ApiOperation({ summary: 'Gallery photos or themes with every status (admin)' })
  @Get()
  @ApiOkResponse({ type: AdminMediaPageResponse })
  list(@Query() query: MediaListQueryDto) {
    return this.media.list(query);
  }

  @ApiOperation({ summary: 'Process a failed image again (admin)' })
  @Post(':kind/:id/retry')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminMediaItemResponse })
  retry(@Param() params: MediaItemParamsDto) {
    return this.media.retry(params.kind, params.id);
  }

  @ApiOperation({ summary: 'Change a gallery photo or theme (admin)' })
  @Patch(':kind/:id')
  @ApiOkResponse({ type: AdminMediaItemResponse })
  update(@Param() params: MediaItemParamsDto, @Body() body: MediaPatchDto) {
    return this.media.update(params.kind, params.id, body);
  }

  @ApiOperation({ summary: 'Remove a gallery photo or theme (admin)' })
  @Delete(':kind/:id')
  @ApiOkResponse({ type: MessageResponse })
  async remove(@Param() params: MediaItemParamsDto) {
    await this.media.remove(params.kind, params.id);
    return { error: false, message: params.kind === 'theme' ? 'Theme deleted' : 'Gallery image deleted' };
  }
}
