import { Module } from '@nestjs/common';
import { BookingRemindersRepository } from '@studio/core/bookings/booking-reminders.repository';
import { BookingSettingsRepository } from '@studio/core/bookings/booking-settings.repository';
import { BookingsRepository } from '@studio/core/bookings/bookings.repository';
import { BookingRemindersService } from './booking-reminders.service';
import { BookingsProcessor } from './bookings.processor';

/** Bookings (docs/architecture.md §13): hold expiry and the "To send today" list. */
@Module({
  providers: [BookingsRepository, BookingSettingsRepository, BookingRemindersRepository, BookingsProcessor, BookingRemindersService],
})
export class BookingsWorkerModule {}
