import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Public } from '../auth/auth.decorators';
import { PrivacyNoticeQueryDto } from './privacy-notice.dto';
import { PrivacyNoticeService } from './privacy-notice.service';
import { ErasureReceiptResponse, PrivacyNoticeResponse } from './privacy.responses';
import { ErasureReferenceParam } from './consents.dto';
import { FamilyRightsService } from './family-rights.service';

/** The public privacy notice (docs/architecture.md §16). */
@Public()
@Controller('api/privacy')
export class PrivacyNoticeController {
  constructor(
    private readonly notices: PrivacyNoticeService,
    private readonly rights: FamilyRightsService,
  ) {}

  @ApiOperation({ summary: 'The privacy notice in English, Hindi or Marathi, with the grievance contact' })
  @Get('notice')
  @Header('Cache-Control', 'no-cache')
  @ApiOkResponse({ type: PrivacyNoticeResponse })
  notice(@Query() q: PrivacyNoticeQueryDto) {
    return this.notices.notice(q.lang ?? 'en');
  }

  @ApiOperation({ summary: 'An erasure\'s public receipt, by its reference alone (names nobody)' })
  @Get('erasures/:reference')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: ErasureReceiptResponse })
  receipt(@Param() p: ErasureReferenceParam) {
    return this.rights.receipt(p.reference);
  }
}
