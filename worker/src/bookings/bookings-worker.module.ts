import { Module } from '@nestjs/common';
import { BookingRemindersService } from './booking-reminders.service';
import { BookingsProcessor } from './bookings.processor';
import { RazorpayClient } from './razorpay.client';

/**
 * Bookings (docs/architecture.md §13): hold expiry, the Razorpay Payment Link, the "To send today" list and the release
 * of unconfirmed reports. The repositories come from core's DomainModule (provided once).
 */
@Module({
  providers: [BookingsProcessor, BookingRemindersService, RazorpayClient],
})
export class BookingsWorkerModule {}
