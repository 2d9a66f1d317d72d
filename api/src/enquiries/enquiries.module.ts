import { Module } from '@nestjs/common';
import { AdminEnquiriesController } from './admin-enquiries.controller';
import { EnquiriesController } from './enquiries.controller';
import { EnquiriesService } from './enquiries.service';
import { EnquiryInboxService } from './enquiry-inbox.service';
import { EnquiryExportService } from './enquiry-export.service';

@Module({
  controllers: [EnquiriesController, AdminEnquiriesController],
  providers: [EnquiriesService, EnquiryInboxService, EnquiryExportService],
})
export class EnquiriesModule {}
