import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '../jobs/jobs.contract';
import { ReconcilerModule } from '../reconciler/reconciler.module';
import { EnquiriesProcessor } from './enquiries.processor';
import { EnquiryEndpointClient } from './enquiry-endpoint.client';
import { EnquiryForwardingService } from './enquiry-forwarding.service';
import { EnquiryReconcileSource } from './enquiry-reconcile.source';
import { EnquiryStore } from './enquiry-store.service';

/** Enquiry forwarding: the `enquiries` processor and the reconciler source for waiting enquiries. */
@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.enquiries }), ReconcilerModule],
  providers: [EnquiriesProcessor, EnquiryForwardingService, EnquiryStore, EnquiryEndpointClient, EnquiryReconcileSource],
})
export class EnquiriesWorkerModule {}
