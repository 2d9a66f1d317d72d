import { Body, Controller, Get, Header, HttpCode, NotFoundException, Param, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { BookingsRepository } from '@studio/core/bookings/bookings.repository';
import { Public } from '../auth/auth.decorators';
import { GALLERY_COOKIE_SCHEME } from '../openapi/security-schemes';
import { AccessCookies } from '../client-galleries/access-cookies.decorator';
import { ClientGalleryAccess, type AccessCookieValues } from '../client-galleries/client-gallery-access.service';
import { SlugParamsDto } from '../client-galleries/client-gallery.dto';
import { BOOKING_MESSAGES, ManageTokenParam } from '../bookings/booking.dto';
import { ConsentsBodyDto } from './consents.dto';
import { FamilyConsentsService } from './family-consents.service';
import { ConsentsResponse } from './privacy.responses';

/**
 * A family's consents from their own pages (docs/architecture.md §16): the client gallery (its cookie proves who
 * asks) and the booking's manage link. Another family's gallery or link is a 401/404, never their data.
 */
@Public()
@Controller('api')
export class FamilyPrivacyController {
  constructor(
    private readonly consents: FamilyConsentsService,
    private readonly access: ClientGalleryAccess,
    private readonly bookings: BookingsRepository,
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
  @Post('bookings/manage/:token/consents')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: ConsentsResponse })
  async changeBookingConsents(@Param() p: ManageTokenParam, @Body() body: ConsentsBodyDto) {
    const { lang, ...choice } = body;
    return this.consents.change({ bookingId: await this.bookingId(p.token), galleryId: null }, choice, { via: 'booking', by: 'parents', lang });
  }
}
