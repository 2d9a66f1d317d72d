import { Module } from '@nestjs/common';
import { AdminEnquiriesController } from './admin-enquiries.controller';
import { EnquiriesController } from './enquiries.controller';
import { EnquiriesService } from './enquiries.service';
import { EnquiryInboxService } from './enquiry-inbox.service';

@Module({
  controllers: [EnquiriesController, AdminEnquiriesController],
  providers: [EnquiriesService, EnquiryInboxService],
})
export class EnquiriesModule {}
