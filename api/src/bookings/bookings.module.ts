import { Module } from '@nestjs/common';
import { SiteModule } from '../site/site.module';
import { DocumentsModule } from '../documents/documents.module';
import { AdminBookingsController } from './admin-bookings.controller';
import { AdminBookingsService } from './admin-bookings.service';
import { AdminPackagesController } from './admin-packages.controller';
import { BookingCalendar } from './booking-calendar.service';
import { AvailabilityCache } from './availability-cache.service';
import { BookingPackagesRepository } from './booking-packages.repository';
import { BookingPackagesService } from './booking-packages.service';
import { BookingRateLimitGuard } from './booking-rate-limit.guard';
import { BookingsController } from './bookings.controller';
import { BookingsService } from './bookings.service';
import { PaymentsController } from './payments.controller';
import { RazorpayWebhookService } from './razorpay-webhook.service';

/** docs/architecture.md §13: packages, availability, bookings and advances, the studio's side, Razorpay. */
@Module({
  imports: [SiteModule, DocumentsModule],
  controllers: [BookingsController, AdminBookingsController, AdminPackagesController, PaymentsController],
  providers: [
    BookingPackagesRepository,
    BookingsService,
    AdminBookingsService,
    BookingPackagesService,
    BookingCalendar,
    AvailabilityCache,
    BookingRateLimitGuard,
    RazorpayWebhookService,
  ],
})
export class BookingsModule {}
