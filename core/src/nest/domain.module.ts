import { Global, Module } from '@nestjs/common';
import { ArchivesRepository } from '../archives/archives.repository';
import { BillingClock } from '../billing/billing-clock';
import { DocumentIssuer } from '../billing/document-issuer.service';
import { DocumentsRepository } from '../billing/documents.repository';
import { BookingRemindersRepository } from '../bookings/booking-reminders.repository';
import { BookingService } from '../bookings/booking.service';
import { BookingSettingsRepository } from '../bookings/booking-settings.repository';
import { BookingsRepository } from '../bookings/bookings.repository';
import { EnquiriesRepository } from '../enquiries/enquiries.repository';
import { EnquiryIntake } from '../enquiries/enquiry-intake.service';
import { ImageAssetsRepository } from '../images/image-assets.repository';
import { SiteSettingsRepository } from '../site/site-settings.repository';
import { TestimonialsRepository } from '../site/testimonials.repository';
import { ConsentsRepository } from '../privacy/consents.repository';
import { ConsentsService } from '../privacy/consents.service';
import { TestimonialConsent } from '../privacy/testimonial-consent';
import { PrivacyFamiliesRepository } from '../privacy/privacy-families.repository';
import { PortfolioRepository } from '../privacy/portfolio.repository';
import { AccessLogRepository } from '../privacy/access-log.repository';
import { ClientGalleriesRepository } from '../client-galleries/client-galleries.repository';
import { TaskPhotosRepository } from '../tasks/task-photos.repository';

/** The domain both processes share: repositories (one per table), intake services and the booking rules (BookingService), provided once for the whole app. */
@Global()
@Module({
  providers: [ImageAssetsRepository, EnquiriesRepository, ArchivesRepository, BookingsRepository, BookingSettingsRepository, BookingRemindersRepository, SiteSettingsRepository, TestimonialsRepository, EnquiryIntake, BookingService, DocumentsRepository, DocumentIssuer, BillingClock, ConsentsRepository, PrivacyFamiliesRepository, ConsentsService, TestimonialConsent, PortfolioRepository, AccessLogRepository, ClientGalleriesRepository, TaskPhotosRepository],
  exports: [ImageAssetsRepository, EnquiriesRepository, ArchivesRepository, BookingsRepository, BookingSettingsRepository, BookingRemindersRepository, SiteSettingsRepository, TestimonialsRepository, EnquiryIntake, BookingService, DocumentsRepository, DocumentIssuer, BillingClock, ConsentsRepository, PrivacyFamiliesRepository, ConsentsService, TestimonialConsent, PortfolioRepository, AccessLogRepository, ClientGalleriesRepository, TaskPhotosRepository],
})
export class DomainModule {}
