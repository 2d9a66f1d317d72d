import { Injectable, OnModuleInit } from '@nestjs/common';
import { QUEUES, type BookingsJobRequest } from '../jobs/jobs.contract';
import { holdExpiryJob } from './booking-hold';
import type { ReconcileSource } from '../reconciler/reconcile-source';
import { Reconciler } from '../reconciler/reconciler.service';
import { BookingsRepository } from './bookings.repository';

interface HeldRow {
  id: string;
  holdExpiresAt: Date;
}

/**
 * Held bookings whose expiry job is gone (Redis flushed, worker killed): each gets `bookings:expire-hold` again, delayed
 * to its hold's end (at once if that has passed), so a lost job never keeps a slot blocked. No findAll.
 */
@Injectable()
export class BookingHoldReconcileSource implements ReconcileSource<HeldRow>, OnModuleInit {
  readonly name = QUEUES.bookings;

  constructor(
    private readonly bookings: BookingsRepository,
    private readonly reconciler: Reconciler,
  ) {}

  onModuleInit(): void {
    this.reconciler.register(this);
  }

  findWaiting(afterId: string, limit: number): Promise<HeldRow[]> {
    return this.bookings.findHeld(afterId, limit);
  }

  job(row: HeldRow): BookingsJobRequest {
    return holdExpiryJob({ bookingId: row.id, holdExpiresAt: row.holdExpiresAt });
  }
}
