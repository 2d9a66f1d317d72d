import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '../jobs/jobs.contract';
import { EnquiriesProcessor } from './enquiries.processor';
import { EnquiryEndpointClient } from './enquiry-endpoint.client';
import { EnquiryForwardingService } from './enquiry-forwarding.service';
import { EnquiryDeliveryRepository } from './enquiry-delivery.repository';

/** Enquiry forwarding: the `enquiries` processor (its reconcile source is listed by ReconcilerModule). */
@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.enquiries })],
  providers: [EnquiriesProcessor, EnquiryForwardingService, EnquiryDeliveryRepository, EnquiryEndpointClient],
})
export class EnquiriesWorkerModule {}
