import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, OnModuleInit } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { BookingsRepository } from '@studio/core/bookings/bookings.repository';
import { QUEUES, bookingExpireJob, type BookingsJobSpec } from '../jobs/jobs.contract';
import type { ReconcileSource } from '../reconciler/reconcile-source';
import { Reconciler } from '../reconciler/reconciler.service';

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
    @InjectQueue(QUEUES.bookings) readonly queue: Queue,
    private readonly bookings: BookingsRepository,
    private readonly reconciler: Reconciler,
  ) {}

  onModuleInit(): void {
    this.reconciler.register(this);
  }

  findWaiting(afterId: string, limit: number): Promise<HeldRow[]> {
    return this.bookings.findHeld(afterId, limit);
  }

  job(row: HeldRow): BookingsJobSpec {
    return bookingExpireJob({ bookingId: row.id }, row.holdExpiresAt.getTime() - Date.now());
  }
}
