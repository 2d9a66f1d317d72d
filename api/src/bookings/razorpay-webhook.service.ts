import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { BookingService } from '@studio/core/bookings/booking.service';

export const WEBHOOK_MESSAGES = {
  off: 'Razorpay webhooks are not configured.',
  signature: 'Missing or invalid X-Razorpay-Signature.',
  body: 'The webhook body must be JSON.',
} as const;

interface PaidEvent {
  event?: unknown;
  payload?: { payment_link?: { entity?: { reference_id?: unknown } }; payment?: { entity?: { id?: unknown; amount?: unknown } } };
}

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * POST /api/payments/razorpay/webhook (docs/architecture.md §13): the signature is a hex HMAC-SHA256 of the raw body
 * with RAZORPAY_WEBHOOK_SECRET; `payment_link.paid` adds the payment to the booking named by its reference, once per
 * payment id, and confirms the booking once the advance is covered.
 */
@Injectable()
export class RazorpayWebhookService {
  constructor(
    private readonly bookings: BookingService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  verify(raw: Buffer | undefined, signature: string | undefined): PaidEvent {
    const secret = this.config.razorpay.webhookSecret;
    if (!secret) throw new NotFoundException(WEBHOOK_MESSAGES.off);
    if (!raw || !signature || !/^[0-9a-f]{64}$/i.test(signature.trim())) throw new BadRequestException(WEBHOOK_MESSAGES.signature);
    const expected = createHmac('sha256', secret).update(raw).digest();
    if (!timingSafeEqual(expected, Buffer.from(signature.trim(), 'hex'))) throw new BadRequestException(WEBHOOK_MESSAGES.signature);
    try {
      return JSON.parse(raw.toString('utf8')) as PaidEvent;
    } catch {
      throw new BadRequestException(WEBHOOK_MESSAGES.body);
    }
  }

  async handle(raw: Buffer | undefined, signature: string | undefined): Promise<WebhookOutcome> {
    const event = this.verify(raw, signature);
    if (event.event !== 'payment_link.paid') return 'ignored';
    const reference = event.payload?.payment_link?.entity?.reference_id;
    const paymentId = event.payload?.payment?.entity?.id;
    const amount = event.payload?.payment?.entity?.amount;
    if (typeof reference !== 'string' || typeof paymentId !== 'string' || !Number.isSafeInteger(amount) || (amount as number) <= 0) return 'ignored';
    const result = await this.bookings.acceptProviderPayment(reference, { paymentId: paymentId.slice(0, 64), amountPaise: amount as number });
    if (!result) return 'ignored';
    return result === 'duplicate' ? 'duplicate' : 'applied';
  }
}
