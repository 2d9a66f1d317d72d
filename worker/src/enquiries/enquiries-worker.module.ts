import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '@studio/core/jobs/jobs.contract';
import { EnquiriesProcessor } from './enquiries.processor';
import { EnquiryEndpointClient } from './enquiry-endpoint.client';
import { EnquiryForwardingService } from './enquiry-forwarding.service';

/** Enquiry forwarding: the `enquiries` processor (its reconcile source is listed by ReconcilerModule). */
@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.enquiries })],
  providers: [EnquiriesProcessor, EnquiryForwardingService, EnquiryEndpointClient],
})
export class EnquiriesWorkerModule {}
