import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { DelayedError, UnrecoverableError, type Job } from 'bullmq';
import { BookingsRepository } from '@studio/core/bookings/bookings.repository';
import { RazorpayClient, RazorpayRefusedError } from './razorpay.client';
import { JOBS, QUEUES, type BookingsJob } from '@studio/core/jobs/jobs.contract';

export type HoldOutcome = 'expired' | 'not-held' | 'gone' | 'link-made' | 'link-not-needed';

/**
 * The `bookings` queue: a held booking whose advance did not come in time becomes expired (its slot frees); a held
 * booking gets its Razorpay Payment Link (the api answers the parents at once; `paymentLinkUrl` appears when made).
 */
@Processor(QUEUES.bookings, { concurrency: 4 })
export class BookingsProcessor extends WorkerHost {
  private readonly logger = new Logger('BookingsProcessor');

  constructor(
    private readonly bookings: BookingsRepository,
    private readonly razorpay: RazorpayClient,
  ) {
    super();
  }

  async process(job: Job<BookingsJob['data'], HoldOutcome, BookingsJob['name']>, token?: string): Promise<HoldOutcome> {
    const bookingId = job.data?.bookingId;
    if (typeof bookingId !== 'string' || !/^[0-9a-f-]{36}$/.test(bookingId)) throw new UnrecoverableError(`${job.name} needs a bookingId`);
    const name = job.name;
    switch (name) {
      case JOBS.bookingsExpireHold: {
        const { expired, row } = await this.bookings.expireIfDue(bookingId);
        if (expired) return 'expired';
        if (!row) return 'gone';
        // Still held but not yet due (a clock a moment behind, or the reconciler's early job): wait for the end.
        if (row.status === 'held' && row.holdExpiresAt && row.holdExpiresAt.getTime() > Date.now()) {
          await job.moveToDelayed(row.holdExpiresAt.getTime() + 50, token);
          throw new DelayedError();
        }
        return 'not-held';
      }
      case JOBS.bookingsPaymentLink: {
        const row = await this.bookings.byId(bookingId);
        if (!row) return 'gone';
        const due = row.advancePaise - row.paidPaise;
        if (!this.razorpay.enabled || row.status !== 'held' || row.paymentLinkId || due <= 0 || !row.holdExpiresAt || row.holdExpiresAt.getTime() <= Date.now()) {
          return 'link-not-needed';
        }
        try {
          const link = await this.razorpay.createPaymentLink({
            amountPaise: due,
            reference: row.reference,
            expireBy: row.holdExpiresAt,
            description: `Advance for ${row.packageName} (${row.reference})`,
            name: row.name,
            phone: row.phone,
            email: row.email,
          });
          await this.bookings.change(row.id, { userId: null, name: 'razorpay' }, 'payment-link', (cur) =>
            cur.paymentLinkId ? null : { paymentLinkId: link.id, paymentLinkUrl: link.shortUrl },
          );
          return 'link-made';
        } catch (e) {
          // Razorpay saying no to this request will say no again; anything else (network, 5xx) is retried.
          if (e instanceof RazorpayRefusedError) throw new UnrecoverableError(`${row.reference}: ${e.message}`);
          throw e;
        }
      }
      default: {
        const unknown: never = name;
        throw new UnrecoverableError(`unknown job ${String(unknown)} on queue ${QUEUES.bookings}`);
      }
    }
  }

  @OnWorkerEvent('error')
  onWorkerError(error: Error) {
    this.logger.warn(`bookings worker: ${error.message}`);
  }
}
