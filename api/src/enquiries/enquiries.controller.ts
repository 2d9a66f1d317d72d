import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { EnquiryReceivedResponse } from './enquiries.responses';
import { ApiCreatedResponse, ApiOperation } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { Public } from '../auth/auth.decorators';
import { StudioThrottlerGuard } from '../rate-limit/studio-throttler.guard';
import { Client, type ClientInfo } from './client-info.decorator';
import { CreateEnquiryDto } from './create-enquiry.dto';
import { EnquiriesService } from './enquiries.service';
import { ThemeCheckoutDto } from './theme-checkout.dto';

export const ENQUIRY_SENT = 'Message sent successfully!';

/** Public enquiry forms (footer, contact, theme checkout); rate-limited per client by the 'enquiry' throttler. */
@Public()
@UseGuards(StudioThrottlerGuard)
@SkipThrottle({ login: true, loginAccount: true })
@Controller('api/enquiries')
export class EnquiriesController {
  constructor(private readonly enquiries: EnquiriesService) {}

  @ApiOperation({ summary: 'Send an enquiry (footer or contact form)' })
  @Post()
  @ApiCreatedResponse({ type: EnquiryReceivedResponse })
  async create(@Body() body: CreateEnquiryDto, @Client() client: ClientInfo) {
    const { id } = await this.enquiries.fromForm(body, client);
    return { error: false, message: ENQUIRY_SENT, id };
  }

  @ApiOperation({ summary: 'Send the chosen themes (theme checkout)' })
  @Post('theme-checkout')
  @ApiCreatedResponse({ type: EnquiryReceivedResponse })
  async themeCheckout(@Body() body: ThemeCheckoutDto, @Client() client: ClientInfo) {
    const { id } = await this.enquiries.fromThemeCheckout(body, client);
    return { error: false, message: ENQUIRY_SENT, id };
  }
}
