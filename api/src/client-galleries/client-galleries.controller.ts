import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '../auth/auth.decorators';
import { Client, type ClientInfo } from '../enquiries/client-info.decorator';
import { ClientGalleryAccess } from './client-gallery-access.service';
import { ClientGalleryFiles } from './client-gallery-files.service';
import { ClientGalleryParentsService } from './client-gallery-parents.service';
import { CreateArchiveDto, DownloadQueryDto, SlugArchiveParamsDto, SlugMediaParamsDto, SlugParamsDto, SlugPhotoParamsDto, UnlockDto } from './client-gallery.dto';

/** The parents' side (no account): everything but unlock needs the gallery's cookie. */
@Public()
@Controller('api/client-galleries/:slug')
export class ClientGalleriesController {
  constructor(
    private readonly parents: ClientGalleryParentsService,
    private readonly access: ClientGalleryAccess,
    private readonly files: ClientGalleryFiles,
  ) {}

  @Post('unlock')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  unlock(@Param() p: SlugParamsDto, @Body() body: UnlockDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return this.parents.unlock(p.slug, body.pin, req.ip ?? 'unknown', req, res);
  }

  @Get()
  @Header('Cache-Control', 'private, no-store')
  async get(@Param() p: SlugParamsDto, @Req() req: Request) {
    return this.parents.view(await this.access.forParent(p.slug, req));
  }

  @Put('favourites/:photoId')
  async addFavourite(@Param() p: SlugPhotoParamsDto, @Req() req: Request) {
    return this.parents.addFavourite(await this.access.forParent(p.slug, req), p.photoId);
  }

  @Delete('favourites/:photoId')
  async removeFavourite(@Param() p: SlugPhotoParamsDto, @Req() req: Request) {
    return this.parents.removeFavourite(await this.access.forParent(p.slug, req), p.photoId);
  }

  @Post('selection')
  @HttpCode(200)
  async submit(@Param() p: SlugParamsDto, @Req() req: Request, @Client() client: ClientInfo) {
    return this.parents.submitSelection(await this.access.forParent(p.slug, req), client);
  }

  @Get('photos/:photoId/download')
  async download(@Param() p: SlugPhotoParamsDto, @Query() q: DownloadQueryDto, @Req() req: Request, @Res() res: Response) {
    const { gallery } = await this.access.forViewer(p.slug, req);
    const file = await this.parents.downloadSource(gallery, p.photoId, q.size);
    await this.parents.countDownload(gallery);
    await this.files.attachment(file, req, res);
  }

  @Post('archives')
  @HttpCode(202)
  async createArchive(@Param() p: SlugParamsDto, @Body() body: CreateArchiveDto, @Req() req: Request) {
    return this.parents.createArchive(await this.access.forParent(p.slug, req), body.photos, body.size);
  }

  @Get('archives/:archiveId')
  @Header('Cache-Control', 'private, no-store')
  async archive(@Param() p: SlugArchiveParamsDto, @Req() req: Request) {
    return this.parents.archiveStatus(await this.access.forParent(p.slug, req), p.archiveId);
  }

  @Get('archives/:archiveId/download')
  async archiveDownload(@Param() p: SlugArchiveParamsDto, @Req() req: Request, @Res() res: Response) {
    const gallery = await this.access.forParent(p.slug, req);
    const file = await this.parents.archiveFile(gallery, p.archiveId);
    await this.parents.countDownload(gallery);
    await this.files.attachment(file, req, res);
  }

  /** The photos' variants, for the gallery's cookie holders and admins only (never under the public /media). */
  @Get('media/:assetId/:file')
  async media(@Param() p: SlugMediaParamsDto, @Req() req: Request, @Res() res: Response) {
    const found = await this.access.forMedia(p.slug, p.assetId, req);
    const key = `variants/${p.assetId}/${p.file}`;
    if (!found.variants.some((v) => v.key === key)) {
      res.status(404).setHeader('Cache-Control', 'private, no-store');
      res.json({ error: true, message: 'Image not found', statusCode: 404 });
      return;
    }
    await this.files.image(key, req, res);
  }
}
