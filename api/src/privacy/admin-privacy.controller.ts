import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '../auth/auth.decorators';
import { StaffConsentDto, StaffErasureDto } from './consents.dto';
import { FamilyRightsService } from './family-rights.service';
import { FamilyConsentsService } from './family-consents.service';
import { AdminErasureListResponse, ConsentsResponse, ErasureEnvelopeResponse } from './privacy.responses';

/** The admin's Privacy page (docs/architecture.md §16). */
@Roles('admin')
@Controller('api/admin/privacy')
export class AdminPrivacyController {
  constructor(
    private readonly consents: FamilyConsentsService,
    private readonly rights: FamilyRightsService,
  ) {}

  @ApiOperation({ summary: "Record a family's signed paper consent form (admin)" })
  @Post('consents')
  @ApiCreatedResponse({ type: ConsentsResponse })
  recordPaperForm(@Body() body: StaffConsentDto, @CurrentUser() user: AuthUser) {
    const { lang, note, bookingId, galleryId, ...choice } = body;
    return this.consents.change({ bookingId: bookingId ?? null, galleryId: galleryId ?? null }, choice, { via: 'staff', by: user.username, lang, note });
  }

  @ApiOperation({ summary: 'File an erasure for a family who asked by phone (admin)' })
  @Post('erasures')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: ErasureEnvelopeResponse })
  fileErasure(@Body() body: StaffErasureDto, @CurrentUser() user: AuthUser) {
    return this.rights.requestErasure({ bookingId: body.bookingId ?? null, galleryId: body.galleryId ?? null }, { via: 'staff', by: user.username, note: body.note });
  }

  @ApiOperation({ summary: 'Erasure requests and what each deleted, newest first (admin)' })
  @Get('erasures')
  @ApiOkResponse({ type: AdminErasureListResponse })
  async erasures() {
    return { items: await this.rights.list(200) };
  }
}
