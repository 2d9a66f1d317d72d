import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiAcceptedResponse, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import { GALLERY_COOKIE_SCHEME } from '../openapi/security-schemes';
import { Public } from '../auth/auth.decorators';
import { Client, type ClientInfo } from '../enquiries/client-info.decorator';
import { AccessCookies, setAccessCookie } from './access-cookies.decorator';
import { ClientGalleryAccess, type AccessCookieValues } from './client-gallery-access.service';
import { ClientGalleryFiles } from './client-gallery-files.service';
import { sendAttachment, sendImage } from './client-file.writer';
import { ClientGalleryParentsService } from './client-gallery-parents.service';
import { ClientArchiveCreatedResponse, ClientArchiveResponse, ClientFavouritesResponse, ClientGalleryViewResponse, ClientSelectionSubmittedResponse } from './client-galleries.responses';
import { ClientGalleryViewQueryDto, CreateArchiveDto, DownloadQueryDto, SlugArchiveParamsDto, SlugMediaParamsDto, SlugParamsDto, SlugPhotoParamsDto, UnlockDto } from './client-gallery.dto';

/** The parents' side (no account): everything but unlock needs the gallery's cookie. */
@Public()
@Controller('api/client-galleries/:slug')
export class ClientGalleriesController {
  constructor(
    private readonly parents: ClientGalleryParentsService,
    private readonly access: ClientGalleryAccess,
    private readonly files: ClientGalleryFiles,
  ) {}

  @ApiOperation({ summary: 'Unlock a client gallery with its PIN' })
  @Post('unlock')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: ClientGalleryViewResponse, description: 'Also sets the gallery\'s cookie' })
  async unlock(@Param() p: SlugParamsDto, @Body() body: UnlockDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const { view, grant } = await this.parents.unlock(p.slug, body.pin, req.ip ?? 'unknown');
    setAccessCookie(req, res, grant);
    return view;
  }

  @ApiCookieAuth(GALLERY_COOKIE_SCHEME)
  @ApiOperation({ summary: 'An unlocked client gallery: photos and favourites' })
  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: ClientGalleryViewResponse })
  async get(@Param() p: SlugParamsDto, @Query() q: ClientGalleryViewQueryDto, @AccessCookies() cookies: AccessCookieValues) {
    return this.parents.view(await this.access.forParent(p.slug, cookies), q.first, q.after);
  }

  @ApiCookieAuth(GALLERY_COOKIE_SCHEME)
  @ApiOperation({ summary: 'Mark a photo as a favourite' })
  @Put('favourites/:photoId')
  @ApiOkResponse({ type: ClientFavouritesResponse })
  async addFavourite(@Param() p: SlugPhotoParamsDto, @AccessCookies() cookies: AccessCookieValues) {
    return this.parents.addFavourite(await this.access.forParent(p.slug, cookies), p.photoId);
  }

  @ApiCookieAuth(GALLERY_COOKIE_SCHEME)
  @ApiOperation({ summary: 'Unmark a favourite photo' })
  @Delete('favourites/:photoId')
  @ApiOkResponse({ type: ClientFavouritesResponse })
  async removeFavourite(@Param() p: SlugPhotoParamsDto, @AccessCookies() cookies: AccessCookieValues) {
    return this.parents.removeFavourite(await this.access.forParent(p.slug, cookies), p.photoId);
  }

  @ApiCookieAuth(GALLERY_COOKIE_SCHEME)
  @ApiOperation({ summary: 'Submit the chosen favourites to the studio' })
  @Post('selection')
  @HttpCode(200)
  @ApiOkResponse({ type: ClientSelectionSubmittedResponse })
  async submit(@Param() p: SlugParamsDto, @AccessCookies() cookies: AccessCookieValues, @Client() client: ClientInfo) {
    return this.parents.submitSelection(await this.access.forParent(p.slug, cookies), client);
  }

  @ApiCookieAuth(GALLERY_COOKIE_SCHEME)
  @ApiOperation({ summary: 'Download one photo (web size or original)' })
  @Get('photos/:photoId/download')
  @ApiProduces('image/jpeg', 'image/png', 'image/webp', 'image/gif')
  @ApiOkResponse({ description: 'The photo as an attachment', schema: { type: 'string', format: 'binary' } })
  async download(@Param() p: SlugPhotoParamsDto, @Query() q: DownloadQueryDto, @AccessCookies() cookies: AccessCookieValues, @Req() req: Request, @Res() res: Response) {
    const { gallery } = await this.access.forViewer(p.slug, cookies, 'client-gallery-photo');
    const source = await this.parents.downloadSource(gallery, p.photoId, q.size);
    await this.parents.countDownload(gallery);
    await sendAttachment(req, res, await this.files.attachment(source));
  }

  @ApiCookieAuth(GALLERY_COOKIE_SCHEME)
  @ApiOperation({ summary: 'Ask for a ZIP of all photos or the favourites' })
  @Post('archives')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: ClientArchiveCreatedResponse, description: 'The ZIP is being made: poll its status' })
  async createArchive(@Param() p: SlugParamsDto, @Body() body: CreateArchiveDto, @AccessCookies() cookies: AccessCookieValues) {
    return this.parents.createArchive(await this.access.forParent(p.slug, cookies), body.photos, body.size);
  }

  @ApiCookieAuth(GALLERY_COOKIE_SCHEME)
  @ApiOperation({ summary: 'Progress of a ZIP' })
  @Get('archives/:archiveId')
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: ClientArchiveResponse })
  async archive(@Param() p: SlugArchiveParamsDto, @AccessCookies() cookies: AccessCookieValues) {
    return this.parents.archiveStatus(await this.access.forParent(p.slug, cookies), p.archiveId);
  }

  @ApiCookieAuth(GALLERY_COOKIE_SCHEME)
  @ApiOperation({ summary: 'Download a ready ZIP' })
  @Get('archives/:archiveId/download')
  @ApiProduces('application/zip')
  @ApiOkResponse({ description: 'The ZIP as an attachment', schema: { type: 'string', format: 'binary' } })
  async archiveDownload(@Param() p: SlugArchiveParamsDto, @AccessCookies() cookies: AccessCookieValues, @Req() req: Request, @Res() res: Response) {
    const gallery = await this.access.forParent(p.slug, cookies);
    const source = await this.parents.archiveFile(gallery, p.archiveId);
    await this.parents.countDownload(gallery);
    await sendAttachment(req, res, await this.files.attachment(source));
  }

  /** The photos' variants, for the gallery's cookie holders and admins only (never under the public /media). */
  @ApiCookieAuth(GALLERY_COOKIE_SCHEME)
  @ApiOperation({ summary: 'A client gallery photo\'s image file' })
  @Get('media/:assetId/:file')
  @ApiProduces('image/webp', 'image/jpeg')
  @ApiOkResponse({ description: 'The variant (private cache; 304 on a matching If-None-Match)', schema: { type: 'string', format: 'binary' } })
  async media(@Param() p: SlugMediaParamsDto, @AccessCookies() cookies: AccessCookieValues, @Req() req: Request, @Res() res: Response) {
    const found = await this.access.forMedia(p.slug, p.assetId, cookies);
    const image = await this.files.variant(p.assetId, p.file, found.variants);
    if (!image) {
      res.status(404).setHeader('Cache-Control', 'private, no-store');
      res.json({ error: true, message: 'Image not found', statusCode: 404 });
      return;
    }
    await sendImage(req, res, image);
  }
}
