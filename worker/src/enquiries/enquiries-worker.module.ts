import { Module } from '@nestjs/common';
import { EnquiriesProcessor } from './enquiries.processor';
import { EnquiryEndpointClient } from './enquiry-endpoint.client';
import { EnquiryForwardingService } from './enquiry-forwarding.service';

/** Enquiry forwarding: the `enquiries` processor (its reconcile source is listed by ReconcilerModule). */
@Module({
  providers: [EnquiriesProcessor, EnquiryForwardingService, EnquiryEndpointClient],
})
export class EnquiriesWorkerModule {}
