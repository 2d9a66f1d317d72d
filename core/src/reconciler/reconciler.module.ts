import { Module } from '@nestjs/common';
import { ArchiveReconcileSource } from '../archives/archive-reconcile.source';
import { BookingHoldReconcileSource } from '../bookings/booking-hold-reconcile.source';
import { EnquiryReconcileSource } from '../enquiries/enquiry-reconcile.source';
import { ImageReconcileSource } from '../images/image-reconcile.source';
import { ErasureReconcileSource } from '../privacy/erasure-reconcile.source';
import { ErasuresRepository } from '../privacy/erasures.repository';
import { Reconciler } from './reconciler.service';

/**
 * The reconciler with every queue's source. The worker imports it (with ReconcileScheduler for the timer); the
 * api imports it for the operator's 'run missing' / 'reprocess all', so both run the same code. It enqueues through
 * the JobProducer of QueuesModule and reads through DomainModule (both global), which the importing app imports.
 */
@Module({
  providers: [Reconciler, ImageReconcileSource, EnquiryReconcileSource, ArchiveReconcileSource, BookingHoldReconcileSource, ErasuresRepository, ErasureReconcileSource],
  exports: [Reconciler],
})
export class ReconcilerModule {}
