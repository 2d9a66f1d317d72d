import { Body, Controller, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '../auth/auth.decorators';
import { StaffConsentDto } from './consents.dto';
import { FamilyConsentsService } from './family-consents.service';
import { ConsentsResponse } from './privacy.responses';

/** The admin's Privacy page (docs/architecture.md §16). */
@Roles('admin')
@Controller('api/admin/privacy')
export class AdminPrivacyController {
  constructor(private readonly consents: FamilyConsentsService) {}

  @ApiOperation({ summary: "Record a family's signed paper consent form (admin)" })
  @Post('consents')
  @ApiCreatedResponse({ type: ConsentsResponse })
  recordPaperForm(@Body() body: StaffConsentDto, @CurrentUser() user: AuthUser) {
    const { lang, note, bookingId, galleryId, ...choice } = body;
    return this.consents.change({ bookingId: bookingId ?? null, galleryId: galleryId ?? null }, choice, { via: 'staff', by: user.username, lang, note });
  }
}
