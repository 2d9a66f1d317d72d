import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Public } from '../auth/auth.decorators';
import type { RawBodyRequest } from '../common/request-body.middleware';
import { RazorpayWebhookService } from './razorpay-webhook.service';
import { WebhookReceivedResponse } from './bookings.responses';

@Public()
@Controller('api/payments')
export class PaymentsController {
  constructor(private readonly razorpay: RazorpayWebhookService) {}

  /** Razorpay's signed webhook (X-Razorpay-Signature over the raw body). */
  @ApiOperation({ summary: 'Razorpay\'s signed payment notification' })
  @Post('razorpay/webhook')
  @HttpCode(200)
  @ApiOkResponse({ type: WebhookReceivedResponse })
  async razorpayWebhook(@Req() req: RawBodyRequest, @Headers('x-razorpay-signature') signature?: string) {
    return { received: true, outcome: await this.razorpay.handle(req.rawBody, signature) };
  }
}
