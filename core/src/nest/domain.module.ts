import { Global, Module } from '@nestjs/common';
import { ArchivesRepository } from '../archives/archives.repository';
import { BookingsRepository } from '../bookings/bookings.repository';
import { EnquiryDeliveryRepository } from '../enquiries/enquiry-delivery.repository';
import { EnquiryIntake } from '../enquiries/enquiry-intake.service';
import { ImageAssetsRepository } from '../images/image-assets.repository';

/** The domain both processes share: repositories (one per table) and intake services, provided once for the whole app. */
@Global()
@Module({
  providers: [ImageAssetsRepository, EnquiryDeliveryRepository, ArchivesRepository, BookingsRepository, EnquiryIntake],
  exports: [ImageAssetsRepository, EnquiryDeliveryRepository, ArchivesRepository, BookingsRepository, EnquiryIntake],
})
export class DomainModule {}
