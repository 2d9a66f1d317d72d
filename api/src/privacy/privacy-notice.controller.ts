import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Public } from '../auth/auth.decorators';
import { PrivacyNoticeQueryDto } from './privacy-notice.dto';
import { PrivacyNoticeService } from './privacy-notice.service';
import { PrivacyNoticeResponse } from './privacy.responses';

/** The public privacy notice (docs/architecture.md §16). */
@Public()
@Controller('api/privacy')
export class PrivacyNoticeController {
  constructor(private readonly notices: PrivacyNoticeService) {}

  @ApiOperation({ summary: 'The privacy notice in English, Hindi or Marathi, with the grievance contact' })
  @Get('notice')
  @Header('Cache-Control', 'no-cache')
  @ApiOkResponse({ type: PrivacyNoticeResponse })
  notice(@Query() q: PrivacyNoticeQueryDto) {
    return this.notices.notice(q.lang ?? 'en');
  }
}
