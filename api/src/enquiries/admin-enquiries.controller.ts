import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { EnquiryChangedResponse, InboxPageResponse } from './enquiries.responses';
import { ApiOkResponse } from '@nestjs/swagger';
import { Roles } from '../auth/auth.decorators';
import { EnquiryIdDto } from './enquiry-id.dto';
import { EnquiryInboxService } from './enquiry-inbox.service';
import { InboxQueryDto } from './inbox-query.dto';
import { UpdateEnquiryDto } from './update-enquiry.dto';

/** The studio's enquiry inbox (admin panel 'Enquiries'). */
@Roles('admin')
@Controller('api/admin/enquiries')
export class AdminEnquiriesController {
  constructor(private readonly inbox: EnquiryInboxService) {}

  @Get()
  @ApiOkResponse({ type: InboxPageResponse })
  list(@Query() query: InboxQueryDto) {
    return this.inbox.list(query);
  }

  @Patch(':id')
  @ApiOkResponse({ type: EnquiryChangedResponse })
  async update(@Param() { id }: EnquiryIdDto, @Body() body: UpdateEnquiryDto) {
    return { error: false, message: 'Enquiry updated', enquiry: await this.inbox.setStudioStatus(id, body.studioStatus) };
  }

  @Post(':id/retry')
  @HttpCode(200)
  @ApiOkResponse({ type: EnquiryChangedResponse })
  async retry(@Param() { id }: EnquiryIdDto) {
    return { error: false, message: 'Delivery will be retried', enquiry: await this.inbox.retry(id) };
  }
}
