import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Put, Query } from '@nestjs/common';
import { PortfolioRepository } from '@studio/core/privacy/portfolio.repository';
import { ContentVersionService } from '../content/content-version.service';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, Roles, type AuthUser } from '../auth/auth.decorators';
import { AccessLogQueryDto, GalleryImageIdParam, SourceStatementDto, StaffConsentDto, StaffErasureDto } from './consents.dto';
import { AdminPrivacyService } from './admin-privacy.service';
import { FamilyRightsService } from './family-rights.service';
import { FamilyConsentsService } from './family-consents.service';
import { AccessLogResponse, AdminErasureListResponse, ConsentRecordListResponse, ConsentsResponse, ErasureEnvelopeResponse, PrivacyRetentionResponse } from './privacy.responses';

/** The admin's Privacy page (docs/architecture.md §16). */
@Roles('admin')
@Controller('api/admin/privacy')
export class AdminPrivacyController {
  constructor(
    private readonly consents: FamilyConsentsService,
    private readonly rights: FamilyRightsService,
    private readonly reads: AdminPrivacyService,
    private readonly portfolio: PortfolioRepository,
    private readonly content: ContentVersionService,
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

  @ApiOperation({ summary: "Every staff read of a family's data, newest first (admin)" })
  @Get('access-log')
  @ApiOkResponse({ type: AccessLogResponse })
  accessLog(@Query() q: AccessLogQueryDto) {
    return this.reads.accessLog(q);
  }

  @ApiOperation({ summary: 'Consents by family: every recorded choice, newest first (admin)' })
  @Get('consents')
  @ApiOkResponse({ type: ConsentRecordListResponse })
  consentRecords() {
    return this.reads.consents();
  }

  @ApiOperation({ summary: 'Retention settings, the last runs and the galleries whose photos go soon (admin)' })
  @Get('retention')
  @ApiOkResponse({ type: PrivacyRetentionResponse })
  retention() {
    return this.reads.retention();
  }

  @ApiOperation({ summary: "The studio's statement on one of its own public photos (admin)" })
  @Put('gallery-images/:id/statement')
  @ApiOkResponse({ type: SourceStatementDto })
  async statement(@Param() p: GalleryImageIdParam, @Body() body: SourceStatementDto) {
    const statement = body.statement === null ? null : body.statement.trim();
    if (!(await this.portfolio.setStatement(p.id, statement))) throw new NotFoundException('Photo not found');
    await this.content.bump();
    return { statement };
  }
}
