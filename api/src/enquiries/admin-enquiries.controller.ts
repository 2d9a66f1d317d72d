import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { studioDay } from '@studio/core/time/studio-day';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { EnquiryExportService } from './enquiry-export.service';
import { EnquiryChangedResponse, InboxPageResponse } from './enquiries.responses';
import { ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import { Roles } from '../auth/auth.decorators';
import { EnquiryIdDto } from './enquiry-id.dto';
import { EnquiryInboxService } from './enquiry-inbox.service';
import { InboxFilterDto, InboxQueryDto } from './inbox-query.dto';
import { UpdateEnquiryDto } from './update-enquiry.dto';
import { AccessLogged } from '../privacy/access-logged.decorator';

/** The studio's enquiry inbox (admin panel 'Enquiries'). */
@Roles('admin')
@Controller('api/admin/enquiries')
export class AdminEnquiriesController {
  constructor(
    private readonly inbox: EnquiryInboxService,
    private readonly exports: EnquiryExportService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @ApiOperation({ summary: 'The enquiry inbox, filtered and paged (admin)' })
  @Get()
  @ApiOkResponse({ type: InboxPageResponse })
  list(@Query() query: InboxQueryDto) {
    return this.inbox.list(query);
  }

  /** The filtered list (same filters as the list, no paging) as CSV, UTF-8 with BOM, formula-safe. */
  @ApiOperation({ summary: 'Export the filtered inbox as CSV (admin)' })
  @Get('export.csv')
  @AccessLogged('enquiry-export') // docs/architecture.md §16
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV (UTF-8 with BOM): Received, Name, Phone, E-mail, Form, Service, Message, Address, Themes, Status, Delivery', schema: { type: 'string' } })
  async export(@Query() query: InboxFilterDto, @Res() res: Response) {
    const csv = await this.exports.csv(query);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${this.exports.fileName(query, studioDay(this.config.timezone))}"`);
    res.setHeader('Cache-Control', 'no-store');
    await pipeline(csv, res);
  }

  @ApiOperation({ summary: 'Mark an enquiry handled or not (admin)' })
  @Patch(':id')
  @ApiOkResponse({ type: EnquiryChangedResponse })
  async update(@Param() { id }: EnquiryIdDto, @Body() body: UpdateEnquiryDto) {
    return { error: false, message: 'Enquiry updated', enquiry: await this.inbox.setStudioStatus(id, body.studioStatus) };
  }

  @ApiOperation({ summary: 'Retry delivering a failed enquiry (admin)' })
  @Post(':id/retry')
  @HttpCode(200)
  @ApiOkResponse({ type: EnquiryChangedResponse })
  async retry(@Param() { id }: EnquiryIdDto) {
    return { error: false, message: 'Delivery will be retried', enquiry: await this.inbox.retry(id) };
  }
}
