import { Module } from '@nestjs/common';
import { ArchiveReconcileSource } from '../archives/archive-reconcile.source';
import { WorkerArchivesRepository } from '../archives/archives.repository';
import { EnquiryDeliveryRepository } from '../enquiries/enquiry-delivery.repository';
import { EnquiryReconcileSource } from '../enquiries/enquiry-reconcile.source';
import { WorkerImageAssetsRepository } from '../images/image-assets.repository';
import { ImageReconcileSource } from '../images/image-reconcile.source';
import { Reconciler } from './reconciler.service';
import { BookingHoldReconcileSource } from '../bookings/booking-hold-reconcile.source';
import { BookingsRepository } from '@studio/core/bookings/bookings.repository';

/**
 * The reconciler with every queue's source. The worker imports it (with ReconcileScheduler for the timer); the
 * api imports it for the operator's 'run missing' / 'reprocess all', so both run the same code. The queues
 * (tokens from BullModule.registerQueue) come from the importing app, so the api's own queue instances are used.
 */
@Module({
  providers: [Reconciler, ImageReconcileSource, EnquiryReconcileSource, ArchiveReconcileSource, BookingHoldReconcileSource, BookingsRepository, WorkerImageAssetsRepository, EnquiryDeliveryRepository, WorkerArchivesRepository],
  exports: [Reconciler],
})
export class ReconcilerModule {}
