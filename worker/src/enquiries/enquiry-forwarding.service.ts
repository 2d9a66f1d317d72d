import { Injectable, Logger } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import type { AppConfig } from '@studio/core/config/app-config';
import type { Enquiry } from '@studio/core/entities/enquiry.entity';
import { InjectConfig } from '@studio/core/nest/core.module';
import { formulaSafe, formulaSafeOrEmpty } from '@studio/core/text/formula-safe';
import { EndpointUnreachableError, EnquiryEndpointClient } from './enquiry-endpoint.client';
import { EnquiriesRepository } from '@studio/core/enquiries/enquiries.repository';

export type ForwardOutcome = 'forwarded' | 'not_configured' | 'skipped';

export interface ForwardTry {
  /** No further try follows if this one fails (the job's last attempt). */
  lastAttempt: boolean;
}

/** Statuses that are not transient although 4xx: worth another try. */
const RETRYABLE_4XX = new Set([408, 425, 429]);
/** How long a claim protects a send in flight from a second worker; beyond it the sender is presumed dead. */
const LEASE_MARGIN_MS = 5000;

/**
 * Delivers one stored enquiry to its endpoint (footer/contact: form-encoded to ENQUIRY_SHEET_URL; theme
 * checkout: multipart to THEME_CHECKOUT_URL). At-least-once: the row is claimed before sending, and a row
 * already forwarded (or failed, or kept for lack of an endpoint) is never sent by an old job.
 */
@Injectable()
export class EnquiryForwardingService {
  private readonly logger = new Logger('EnquiryForwarding');

  constructor(
    private readonly store: EnquiriesRepository,
    private readonly endpoint: EnquiryEndpointClient,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async forward(enquiryId: string, attempt: ForwardTry): Promise<ForwardOutcome> {
    const enquiry = await this.store.claim(enquiryId, this.config.enquiryForwardTimeoutMs + LEASE_MARGIN_MS);
    if (!enquiry) return this.notClaimed(enquiryId);

    const request = this.requestFor(enquiry);
    if (!request.url) {
      await this.store.markNotConfigured(enquiryId, `${request.setting} is not set: the enquiry is kept in the inbox only`);
      return 'not_configured';
    }

    let failure: string;
    let permanent = false;
    try {
      const answer = await this.endpoint.post(request.url, request.body);
      if (answer.status >= 200 && answer.status < 300) {
        await this.store.markForwarded(enquiryId);
        return 'forwarded';
      }
      if (answer.status >= 300 && answer.status < 400) {
        // A redirect is not a delivery (docs/architecture.md §8): retried with back-off, then failed in the inbox.
        failure = `endpoint answered ${answer.status}${answer.location ? ` (redirect to ${answer.location.slice(0, 200)})` : ''}: a redirect is not a delivery`;
      } else {
        failure = `endpoint answered ${answer.status}${answer.body ? `: ${answer.body}` : ''}`;
        permanent = answer.status < 500 && !RETRYABLE_4XX.has(answer.status);
      }
    } catch (e) {
      if (!(e instanceof EndpointUnreachableError)) {
        // Our own bug, not the endpoint's: give the row back so a later try (or the reconciler) can send it.
        await this.store.release(enquiryId, (e as Error).message);
        throw e;
      }
      failure = e.message;
    }

    if (permanent) {
      await this.store.markFailed(enquiryId, failure);
      throw new UnrecoverableError(failure);
    }
    if (attempt.lastAttempt) await this.store.markFailed(enquiryId, failure);
    else await this.store.release(enquiryId, failure);
    throw new Error(failure);
  }

  /** Someone else holds it (retry later), or there is nothing to send (done). */
  private async notClaimed(enquiryId: string): Promise<ForwardOutcome> {
    const current = await this.store.findForDelivery(enquiryId);
    if (!current) throw new UnrecoverableError(`enquiry ${enquiryId} does not exist`);
    if (current.deliveryStatus === 'processing' || current.deliveryStatus === 'received') {
      throw new Error(`enquiry ${enquiryId} is being delivered by another worker`);
    }
    this.logger.debug(`enquiry ${enquiryId} is ${current.deliveryStatus}: not sent again`);
    return 'skipped';
  }

  /** Every value is formula-safe: the endpoint is a spreadsheet, and a visitor's `=HYPERLINK(...)` must stay text. */
  private requestFor(e: Enquiry): { url?: string; setting: string; body: URLSearchParams | FormData } {
    if (e.source === 'theme-checkout') {
      const body = new FormData();
      body.set('name', formulaSafe(e.name));
      body.set('email', formulaSafe(e.email));
      body.set('phone', formulaSafe(e.phone));
      body.set('address', formulaSafeOrEmpty(e.address));
      body.set('themeIds', formulaSafeOrEmpty(e.themeIds));
      body.set('themeSections', formulaSafeOrEmpty(e.themeSections));
      return { url: this.config.themeCheckoutUrl, setting: 'THEME_CHECKOUT_URL', body };
    }
    const body = new URLSearchParams({
      name: formulaSafe(e.name),
      phone: formulaSafe(e.phone),
      email: formulaSafe(e.email),
      service: formulaSafeOrEmpty(e.service),
      message: formulaSafeOrEmpty(e.message),
    });
    return { url: this.config.enquirySheetUrl, setting: 'ENQUIRY_SHEET_URL', body };
  }
}
