import { Injectable } from '@nestjs/common';
import { holdExpiryJob } from '@studio/core/bookings/booking-hold';
import { bookingPaymentLinkJob, QUEUES } from '@studio/core/jobs/jobs.contract';
import { JobProducer } from '@studio/core/jobs/job-producer.service';

/** The delayed expiry job of a held booking (job id = booking id); with Redis away the worker's reconciler adds it. */
@Injectable()
export class BookingHoldJobs {
  constructor(private readonly producer: JobProducer) {}

  /** A booking held again (staff): a finished job of an earlier hold is replaced. */
  schedule(bookingId: string, holdExpiresAt: Date): Promise<boolean> {
    return this.producer.ensureOrLeaveToReconciler(holdExpiryJob({ bookingId, holdExpiresAt }));
  }

  /** A booking just created: its id is new, so a plain add. */
  scheduleNew(bookingId: string, holdExpiresAt: Date): Promise<boolean> {
    return this.producer.addOrLeaveToReconciler(holdExpiryJob({ bookingId, holdExpiresAt }));
  }

  /** The worker makes the new hold's Razorpay Payment Link (with Redis away, the parents pay by UPI alone). */
  paymentLink(bookingId: string): Promise<boolean> {
    return this.producer.addOrLeaveToReconciler(bookingPaymentLinkJob({ bookingId }));
  }

  /** The hold ended some other way (paid, cancelled): its job is no longer needed (it would find nothing to do). */
  discard(bookingId: string): Promise<void> {
    return this.producer.discard(QUEUES.bookings, bookingId);
  }
}
