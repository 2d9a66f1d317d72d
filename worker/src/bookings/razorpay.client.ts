import { Injectable } from '@nestjs/common';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';

export interface PaymentLink {
  id: string;
  shortUrl: string;
}

/** Razorpay refused the request itself (4xx): trying again would not help. */
export class RazorpayRefusedError extends Error {
  override name = 'RazorpayRefusedError';
}

/** Outbound HTTP to Razorpay's API (RAZORPAY_API_URL; tests point it at a local fake). */
@Injectable()
export class RazorpayClient {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  /** Whether Payment Links can be made (key id and secret set). */
  get enabled(): boolean {
    return Boolean(this.config.razorpay.keyId && this.config.razorpay.keySecret);
  }

  /** POST /v1/payment_links: the advance, named by the booking reference, expiring with the hold. */
  async createPaymentLink(p: { amountPaise: number; reference: string; expireBy: Date; description: string; name: string; phone: string; email: string | null }): Promise<PaymentLink> {
    const { keyId, keySecret, apiUrl } = this.config.razorpay;
    const res = await fetch(`${apiUrl}/v1/payment_links`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}` },
      body: JSON.stringify({
        amount: p.amountPaise,
        currency: 'INR',
        reference_id: p.reference,
        expire_by: Math.floor(p.expireBy.getTime() / 1000),
        description: p.description,
        customer: { name: p.name, contact: `+91${p.phone}`, ...(p.email ? { email: p.email } : {}) },
        notify: { sms: false, email: false },
        reminder_enable: false,
      }),
      signal: AbortSignal.timeout(5000),
    });
    if (res.status >= 400 && res.status < 500 && res.status !== 429) throw new RazorpayRefusedError(`Razorpay answered ${res.status}`);
    if (!res.ok) throw new Error(`Razorpay answered ${res.status}`);
    const body = (await res.json()) as { id?: unknown; short_url?: unknown };
    if (typeof body.id !== 'string' || typeof body.short_url !== 'string') throw new Error('Razorpay answered without id/short_url');
    return { id: body.id, shortUrl: body.short_url };
  }
}
