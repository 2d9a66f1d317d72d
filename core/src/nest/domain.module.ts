import { Global, Module } from '@nestjs/common';
import { ArchivesRepository } from '../archives/archives.repository';
import { BookingsRepository } from '../bookings/bookings.repository';
import { EnquiriesRepository } from '../enquiries/enquiries.repository';
import { EnquiryIntake } from '../enquiries/enquiry-intake.service';
import { ImageAssetsRepository } from '../images/image-assets.repository';
import { ConsentsRepository } from '../privacy/consents.repository';
import { ConsentsService } from '../privacy/consents.service';
import { PrivacyFamiliesRepository } from '../privacy/privacy-families.repository';
import { PortfolioRepository } from '../privacy/portfolio.repository';
import { AccessLogRepository } from '../privacy/access-log.repository';

/** The domain both processes share: repositories (one per table) and intake services, provided once for the whole app. */
@Global()
@Module({
  providers: [ImageAssetsRepository, EnquiriesRepository, ArchivesRepository, BookingsRepository, EnquiryIntake, ConsentsRepository, PrivacyFamiliesRepository, ConsentsService, PortfolioRepository, AccessLogRepository],
  exports: [ImageAssetsRepository, EnquiriesRepository, ArchivesRepository, BookingsRepository, EnquiryIntake, ConsentsRepository, PrivacyFamiliesRepository, ConsentsService, PortfolioRepository, AccessLogRepository],
})
export class DomainModule {}
