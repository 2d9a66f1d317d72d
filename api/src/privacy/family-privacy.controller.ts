import { Body, Controller, Delete, Get, Header, HttpCode, NotFoundException, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiAcceptedResponse, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import { BookingsRepository } from '@studio/core/bookings/bookings.repository';
import { Public } from '../auth/auth.decorators';
import { GALLERY_COOKIE_SCHEME } from '../openapi/security-schemes';
import { AccessCookies } from '../client-galleries/access-cookies.decorator';
import { ClientGalleryAccess, type AccessCookieValues } from '../client-galleries/client-gallery-access.service';
import { SlugArchiveParamsDto, SlugParamsDto } from '../client-galleries/client-gallery.dto';
import { ClientGalleryFiles } from '../client-galleries/client-gallery-files.service';
import { sendAttachment } from '../client-galleries/client-file.writer';
import { ManageArchiveParamsDto } from './family-photos.dto';
import { BOOKING_MESSAGES, ManageTokenParam } from '../bookings/booking.dto';
import { ConsentsBodyDto } from './consents.dto';
import { FamilyConsentsService } from './family-consents.service';
import { ConsentsResponse, ErasureEnvelopeResponse, FamilyPhotosResponse, PrivacySummaryResponse } from './privacy.responses';
import { FamilyRightsService } from './family-rights.service';
import { PrivacyRateLimitGuard } from './privacy-rate-limit.guard';
import type { ConsentSubject } from '@studio/core/privacy/consents.service';

/**
 * A family's consents from their own pages (docs/architecture.md §16): the client gallery (its cookie proves who
 * asks) and the booking's manage link. Another family's gallery or link is a 401/404, never their data. The writes
 * count against the address's privacy bucket (429 past PRIVACY_RATE_LIMIT_PER_HOUR); reads do not.
 */
@Public()
@Controller('api')
export class FamilyPrivacyController {
  constructor(
    private readonly consents: FamilyConsentsService,
    private readonly access: ClientGalleryAccess,
    private readonly bookings: BookingsRepository,
    private readonly rights: FamilyRightsService,
    private readonly files: ClientGalleryFiles,
  ) {}

  private async galleryId(slug: string, cookies: AccessCookieValues): Promise<string> {
    return (await this.access.forParent(slug, cookies)).id;
  }

  private async bookingId(token: string): Promise<string> {
    const booking = await this.bookings.byToken(token);
    if (!booking) throw new NotFoundException(BOOKING_MESSAGES.manage);
    return booking.id;
  }

  @ApiCookieAuth(GALLERY_COOKIE_SCHEME)
  @ApiOperation({ summary: "The family's consents (client gallery)" })
  @Get('client-galleries/:slug/consents')
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: ConsentsResponse })
  async galleryConsents(@Param() p: SlugParamsDto, @AccessCookies() cookies: AccessCookieValues) {
    return this.consents.read({ bookingId: null, galleryId: await this.galleryId(p.slug, cookies) });
  }

  @ApiCookieAuth(GALLERY_COOKIE_SCHEME)
  @ApiOperation({ summary: "Give or withdraw the family's consents (client gallery)" })
  @UseGuards(PrivacyRateLimitGuard)
  @Post('client-galleries/:slug/consents')
  @HttpCode(200)
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: ConsentsResponse })
  async changeGalleryConsents(@Param() p: SlugParamsDto, @Body() body: ConsentsBodyDto, @AccessCookies() cookies: AccessCookieValues) {
    const { lang, ...choice } = body;
    return this.consents.change({ bookingId: null, galleryId: await this.galleryId(p.slug, cookies) }, choice, { via: 'gallery', by: 'parents', lang });
  }

  @ApiOperation({ summary: "The family's consents (booking manage link)" })
  @Get('bookings/manage/:token/consents')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: ConsentsResponse })
  async bookingConsents(@Param() p: ManageTokenParam) {
    return this.consents.read({ bookingId: await this.bookingId(p.token), galleryId: null });
  }

  @ApiOperation({ summary: "Give or withdraw the family's consents (booking manage link)" })
  @UseGuards(PrivacyRateLimitGuard)
  @Post('bookings/manage/:token/consents')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: ConsentsResponse })
  async changeBookingConsents(@Param() p: ManageTokenParam, @Body() body: ConsentsBodyDto) {
    const { lang, ...choice } = body;
    return this.consents.change({ bookingId: await this.bookingId(p.token), galleryId: null }, choice, { via: 'booking', by: 'parents', lang });
  }

  // ---- rights: what is held, its download, erasure (the gallery's cookie or the manage link proves who asks) ----

  private async gallerySubject(slug: string, cookies: AccessCookieValues): Promise<ConsentSubject> {
    return { bookingId: null, galleryId: await this.galleryId(slug, cookies) };
  }

  private async bookingSubject(token: string): Promise<ConsentSubject> {
    return { bookingId: await this.bookingId(token), galleryId: null };
  }

  @ApiCookieAuth(GALLERY_COOKIE_SCHEME)
  @ApiOperation({ summary: 'What the studio holds about this family (client gallery)' })
  @Get('client-galleries/:slug/privacy')
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: PrivacySummaryResponse })
  async gallerySummary(@Param() p: SlugParamsDto, @AccessCookies() cookies: AccessCookieValues) {
    return this.rights.summary(await this.gallerySubject(p.slug, cookies));
  }

  @ApiCookieAuth(GALLERY_COOKIE_SCHEME)
  @ApiOperation({ summary: 'Download what the studio holds about this family, as JSON (the photos: …/privacy/photos)' })
  @Get('client-galleries/:slug/privacy/download')
  @ApiProduces('application/json')
  @ApiOkResponse({ type: PrivacySummaryResponse, description: 'As an attachment' })
  async galleryDownload(@Param() p: SlugParamsDto, @AccessCookies() cookies: AccessCookieValues, @Res() res: Response) {
    sendJsonAttachment(res, await this.rights.summary(await this.gallerySubject(p.slug, cookies)));
  }

  @ApiCookieAuth(GALLERY_COOKIE_SCHEME)
  @ApiOperation({ summary: "Make the family's photos into ZIPs for their download of what is held (client gallery); asked again: the same ones" })
  @UseGuards(PrivacyRateLimitGuard)
  @Post('client-galleries/:slug/privacy/photos')
  @HttpCode(202)
  @Header('Cache-Control', 'private, no-store')
  @ApiAcceptedResponse({ type: FamilyPhotosResponse, description: 'Being made: poll GET for the status and the links' })
  async galleryPhotos(@Param() p: SlugParamsDto, @AccessCookies() cookies: AccessCookieValues) {
    return this.rights.photoArchives(await this.gallerySubject(p.slug, cookies), `/api/client-galleries/${p.slug}/privacy/photos`, true);
  }

  @ApiCookieAuth(GALLERY_COOKIE_SCHEME)
  @ApiOperation({ summary: "The family's photo ZIPs as they are made (client gallery)" })
  @Get('client-galleries/:slug/privacy/photos')
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: FamilyPhotosResponse })
  async galleryPhotosStatus(@Param() p: SlugParamsDto, @AccessCookies() cookies: AccessCookieValues) {
    return this.rights.photoArchives(await this.gallerySubject(p.slug, cookies), `/api/client-galleries/${p.slug}/privacy/photos`, false);
  }

  @ApiCookieAuth(GALLERY_COOKIE_SCHEME)
  @ApiOperation({ summary: "Download one of the family's photo ZIPs (client gallery)" })
  @Get('client-galleries/:slug/privacy/photos/:archiveId/download')
  @ApiProduces('application/zip')
  @ApiOkResponse({ description: 'The ZIP as an attachment', schema: { type: 'string', format: 'binary' } })
  async galleryPhotosDownload(@Param() p: SlugArchiveParamsDto, @AccessCookies() cookies: AccessCookieValues, @Req() req: Request, @Res() res: Response) {
    const source = await this.rights.photoArchiveFile(await this.gallerySubject(p.slug, cookies), p.archiveId);
    await sendAttachment(req, res, await this.files.attachment(source));
  }

  @ApiCookieAuth(GALLERY_COOKIE_SCHEME)
  @ApiOperation({ summary: "Ask for the family's data to be erased (client gallery); undoable until runsAt" })
  @UseGuards(PrivacyRateLimitGuard)
  @Post('client-galleries/:slug/erasure')
  @HttpCode(202)
  @Header('Cache-Control', 'private, no-store')
  @ApiAcceptedResponse({ type: ErasureEnvelopeResponse })
  async galleryErasure(@Param() p: SlugParamsDto, @AccessCookies() cookies: AccessCookieValues) {
    return this.rights.requestErasure(await this.gallerySubject(p.slug, cookies), { via: 'gallery', by: 'parents' });
  }

  @ApiCookieAuth(GALLERY_COOKIE_SCHEME)
  @ApiOperation({ summary: 'Undo a scheduled erasure (client gallery)' })
  @UseGuards(PrivacyRateLimitGuard)
  @Delete('client-galleries/:slug/erasure')
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: ErasureEnvelopeResponse })
  async cancelGalleryErasure(@Param() p: SlugParamsDto, @AccessCookies() cookies: AccessCookieValues) {
    return this.rights.cancelErasure(await this.gallerySubject(p.slug, cookies));
  }

  @ApiOperation({ summary: 'What the studio holds about this family (booking manage link)' })
  @Get('bookings/manage/:token/privacy')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: PrivacySummaryResponse })
  async bookingSummary(@Param() p: ManageTokenParam) {
    return this.rights.summary(await this.bookingSubject(p.token));
  }

  @ApiOperation({ summary: 'Download what the studio holds about this family, as JSON (booking manage link; the photos: …/privacy/photos)' })
  @Get('bookings/manage/:token/privacy/download')
  @ApiProduces('application/json')
  @ApiOkResponse({ type: PrivacySummaryResponse, description: 'As an attachment' })
  async bookingDownload(@Param() p: ManageTokenParam, @Res() res: Response) {
    sendJsonAttachment(res, await this.rights.summary(await this.bookingSubject(p.token)));
  }

  @ApiOperation({ summary: "Make the family's photos into ZIPs for their download of what is held (booking manage link); asked again: the same ones" })
  @UseGuards(PrivacyRateLimitGuard)
  @Post('bookings/manage/:token/privacy/photos')
  @HttpCode(202)
  @Header('Cache-Control', 'no-store')
  @ApiAcceptedResponse({ type: FamilyPhotosResponse, description: 'Being made: poll GET for the status and the links' })
  async bookingPhotos(@Param() p: ManageTokenParam) {
    return this.rights.photoArchives(await this.bookingSubject(p.token), `/api/bookings/manage/${p.token}/privacy/photos`, true);
  }

  @ApiOperation({ summary: "The family's photo ZIPs as they are made (booking manage link)" })
  @Get('bookings/manage/:token/privacy/photos')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: FamilyPhotosResponse })
  async bookingPhotosStatus(@Param() p: ManageTokenParam) {
    return this.rights.photoArchives(await this.bookingSubject(p.token), `/api/bookings/manage/${p.token}/privacy/photos`, false);
  }

  @ApiOperation({ summary: "Download one of the family's photo ZIPs (booking manage link)" })
  @Get('bookings/manage/:token/privacy/photos/:archiveId/download')
  @ApiProduces('application/zip')
  @ApiOkResponse({ description: 'The ZIP as an attachment', schema: { type: 'string', format: 'binary' } })
  async bookingPhotosDownload(@Param() p: ManageArchiveParamsDto, @Req() req: Request, @Res() res: Response) {
    const source = await this.rights.photoArchiveFile(await this.bookingSubject(p.token), p.archiveId);
    await sendAttachment(req, res, await this.files.attachment(source));
  }

  @ApiOperation({ summary: "Ask for the family's data to be erased (booking manage link); undoable until runsAt" })
  @UseGuards(PrivacyRateLimitGuard)
  @Post('bookings/manage/:token/erasure')
  @HttpCode(202)
  @Header('Cache-Control', 'no-store')
  @ApiAcceptedResponse({ type: ErasureEnvelopeResponse })
  async bookingErasure(@Param() p: ManageTokenParam) {
    return this.rights.requestErasure(await this.bookingSubject(p.token), { via: 'booking', by: 'parents' });
  }

  @ApiOperation({ summary: 'Undo a scheduled erasure (booking manage link)' })
  @UseGuards(PrivacyRateLimitGuard)
  @Delete('bookings/manage/:token/erasure')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: ErasureEnvelopeResponse })
  async cancelBookingErasure(@Param() p: ManageTokenParam) {
    return this.rights.cancelErasure(await this.bookingSubject(p.token));
  }
}

function sendJsonAttachment(res: Response, body: unknown): void {
  res.setHeader('Cache-Control', 'private, no-store');
  res.attachment('our-data.json');
  res.type('application/json');
  res.send(JSON.stringify(body, null, 2));
}
