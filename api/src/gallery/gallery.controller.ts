import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { AddGalleryImageDto } from './gallery.dto';
import { ExistingHashesResponse, GalleryAddedResponse, GalleryPageResponse } from './gallery.responses';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser, Public, Roles, type AuthUser } from '../auth/auth.decorators';
import { CheckHashesDto, GalleryFieldsDto, GalleryListQueryDto } from './gallery.dto';
import { UploadFormReader } from '../images/upload-form.reader';
import { GALLERY_MAX_FILES, GalleryService } from './gallery.service';
import { UploadBody } from '../common/upload-body.decorator';

@Controller('api/gallery')
export class GalleryController {
  constructor(
    private readonly gallery: GalleryService,
    private readonly forms: UploadFormReader,
  ) {}

  @Public()
  @ApiOperation({ summary: 'List the public gallery (ready photos, paged, by category)' })
  @Get('all')
  @ApiOkResponse({ type: GalleryPageResponse })
  async list(@Query() query: GalleryListQueryDto, @Res() res: Response): Promise<void> {
    (await this.gallery.publicList(query)).send(res);
  }

  /** JSON `{ title, description, image: dataUrl }` or multipart (fields validated before any file is read; files streamed to the service). */
  @UploadBody()
  @Roles('admin')
  @ApiOperation({ summary: 'Upload a gallery photo (admin)' })
  @Post('add')
  @HttpCode(201)
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({ type: AddGalleryImageDto, description: 'multipart: the same fields, `image` one or more files (at most 50)' })
  @ApiCreatedResponse({ type: GalleryAddedResponse })
  async add(@Req() req: Request, @Res({ passthrough: true }) res: Response, @CurrentUser() user: AuthUser) {
    const form = await this.forms.read(req, res, { fields: GalleryFieldsDto, json: AddGalleryImageDto, maxFiles: GALLERY_MAX_FILES, missingFileMessage: 'Image is required' });
    const images = await this.gallery.add(form.fields, form.files, user.id);
    return { error: false, message: images.length > 1 ? `${images.length} gallery images added successfully!` : 'Gallery image added successfully!', images };
  }

  @Roles('admin')
  @ApiOperation({ summary: 'Tell which photos of a batch the gallery already has (admin)' })
  @Post('check-hashes')
  @HttpCode(200)
  @ApiOkResponse({ type: ExistingHashesResponse })
  checkHashes(@Body() body: CheckHashesDto) {
    return this.gallery.existingHashes(body.hashes);
  }
}
