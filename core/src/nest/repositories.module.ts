import { Global, Module } from '@nestjs/common';
import { ArchivesRepository } from '../archives/archives.repository';
import { EnquiryDeliveryRepository } from '../enquiries/enquiry-delivery.repository';
import { ImageAssetsRepository } from '../images/image-assets.repository';

/** The repositories both processes use (one per table they share), provided once for the whole app. */
@Global()
@Module({
  providers: [ImageAssetsRepository, EnquiryDeliveryRepository, ArchivesRepository],
  exports: [ImageAssetsRepository, EnquiryDeliveryRepository, ArchivesRepository],
})
export class RepositoriesModule {}
