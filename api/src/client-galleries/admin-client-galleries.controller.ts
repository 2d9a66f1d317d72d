import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '../auth/auth.decorators';
import { ExistingHashesResponse } from '../gallery/gallery.responses';
import { UploadFormReader } from '../images/upload-form.reader';
import { setAccessCookie } from './access-cookies.decorator';
import { AdminClientGalleryListResponse, AdminClientGalleryResultResponse, ClientPhotoFeaturedResponse, ClientPhotosAddedResponse } from './client-galleries.responses';
import { CLIENT_MAX_FILES, ClientGalleryAdminService, UPDATE_ANSWER_PHOTOS } from './client-gallery-admin.service';
import { AdminClientGalleryDetailQueryDto, ClientCheckHashesDto, ClientGalleryIdDto, ClientGalleryListQueryDto, FeaturePhotoDto, ClientPhotoFieldsDto, ClientPhotoUploadDto, ClientGalleryPhotoParamsDto, CreateClientGalleryDto, UpdateClientGalleryDto } from './client-gallery.dto';
import { AccessLogged } from '../privacy/access-logged.decorator';

/** "Client Galleries" in the admin panel (docs/architecture.md §12). */
@Roles('admin')
@Controller('api/admin/client-galleries')
export class AdminClientGalleriesController {
  constructor(
    private readonly galleries: ClientGalleryAdminService,
    private readonly forms: UploadFormReader,
  ) {}

  @ApiOperation({ summary: 'Create a client gallery with its link and PIN (admin)' })
  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ type: AdminClientGalleryResultResponse })
  async create(@Body() body: CreateClientGalleryDto, @CurrentUser() user: AuthUser) {
    return { gallery: await this.galleries.create(body, user.id) };
  }

  @ApiOperation({ summary: 'A page of client galleries with their counts, newest first (admin)' })
  @Get()
  @ApiOkResponse({ type: AdminClientGalleryListResponse })
  list(@Query() q: ClientGalleryListQueryDto) {
    return this.galleries.list(q.limit, q.cursor);
  }

  @ApiOperation({ summary: 'A client gallery with its photos (all, or a page with ?first=N&after=) and favourites (admin)' })
  @Get(':id')
  @AccessLogged('client-gallery', 'gallery') // docs/architecture.md §16
  @ApiOkResponse({ type: AdminClientGalleryResultResponse, description: "With its photos; also sets the admin's image cookie for this gallery" })
  async get(@Param() p: ClientGalleryIdDto, @Query() q: AdminClientGalleryDetailQueryDto, @CurrentUser() user: AuthUser, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    res.setHeader('Cache-Control', 'no-store');
    const { gallery, grant } = await this.galleries.detail(p.id, user.sessionId, q);
    setAccessCookie(req, res, grant);
    return { gallery };
  }

  @ApiOperation({ summary: 'Change a client gallery or set a new PIN (admin)' })
  @Patch(':id')
  @ApiOkResponse({ type: AdminClientGalleryResultResponse, description: `The changed gallery with its first ${UPDATE_ANSWER_PHOTOS} photos, as the detail answers ?first=${UPDATE_ANSWER_PHOTOS}` })
  async update(@Param() p: ClientGalleryIdDto, @Body() body: UpdateClientGalleryDto, @CurrentUser() user: AuthUser, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const { gallery, grant } = await this.galleries.update(p.id, body, user.sessionId);
    if (grant) setAccessCookie(req, res, grant);
    return { gallery };
  }

  @ApiOperation({ summary: 'Delete a client gallery with its photos and ZIPs (admin)' })
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  async remove(@Param() p: ClientGalleryIdDto) {
    await this.galleries.remove(p.id);
  }

  /** Multipart, field `image` (several allowed), optional `contentHash` before each file. */
  @ApiOperation({ summary: 'Upload photos to a client gallery (admin)' })
  @Post(':id/photos')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ClientPhotoUploadDto })
  @ApiCreatedResponse({ type: ClientPhotosAddedResponse })
  async addPhotos(@Param() p: ClientGalleryIdDto, @Req() req: Request, @Res({ passthrough: true }) res: Response, @CurrentUser() user: AuthUser) {
    const form = await this.forms.read(req, res, {
      fields: ClientPhotoFieldsDto,
      maxFiles: CLIENT_MAX_FILES,
      missingFileMessage: 'Image is required',
      multipartOnlyMessage: 'Send the photos as multipart/form-data (field "image")',
    });
    const images = await this.galleries.addPhotos(p.id, form.fields, form.files, user.id);
    return { error: false, message: images.length > 1 ? `${images.length} photos added` : 'Photo added', images };
  }

  /** Which of these file hashes the gallery already holds (the uploader skips them: resume after a reload). */
  @ApiOperation({ summary: 'Tell which photos of a batch the client gallery already has (admin)' })
  @Post(':id/photos/check-hashes')
  @HttpCode(200)
  @ApiOkResponse({ type: ExistingHashesResponse })
  checkHashes(@Param() p: ClientGalleryIdDto, @Body() body: ClientCheckHashesDto) {
    return this.galleries.existingHashes(p.id, body.hashes);
  }

  /** Puts a copy on the public gallery; 409 unless the family's portfolio consent is granted (docs/architecture.md §16). */
  @ApiOperation({ summary: 'Feature a client photo on the public gallery (admin)' })
  @Post(':id/photos/:photoId/feature')
  @HttpCode(201)
  @ApiCreatedResponse({ type: ClientPhotoFeaturedResponse })
  async feature(@Param() p: ClientGalleryPhotoParamsDto, @Body() body: FeaturePhotoDto, @CurrentUser() user: AuthUser) {
    return { error: false, message: 'Photo featured on the gallery', image: await this.galleries.featurePhoto(p.id, p.photoId, body, user.id) };
  }

  @ApiOperation({ summary: 'Remove a photo from a client gallery (admin)' })
  @Delete(':id/photos/:photoId')
  @HttpCode(204)
  @ApiNoContentResponse()
  async removePhoto(@Param() p: ClientGalleryPhotoParamsDto) {
    await this.galleries.removePhoto(p.id, p.photoId);
  }
}
