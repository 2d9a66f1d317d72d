import { BadRequestException } from '@nestjs/common';
import type { BookingSettings } from '@studio/core/bookings/booking-settings';
import { minutesOfDay } from '@studio/core/bookings/booking-time';
import { BOOKING_SETTINGS_MESSAGES as M } from './booking-settings.dto';

/** Rules across fields of the booking settings, checked on the merged result of a save (400 with the field). */
export function checkBookingSettings(s: BookingSettings): void {
  if (minutesOfDay(s.closesAt) <= minutesOfDay(s.opensAt)) throw new BadRequestException({ message: M.closesBeforeOpens, fields: { 'booking.closesAt': M.closesBeforeOpens } });
  if (s.reportedReleaseHours <= s.reportedCheckHours)
    throw new BadRequestException({ message: M.releaseBeforeCheck, fields: { 'booking.reportedReleaseHours': M.releaseBeforeCheck } });
  if (s.horizonDays < s.leadDays) throw new BadRequestException({ message: M.horizonBeforeLead, fields: { 'booking.horizonDays': M.horizonBeforeLead } });
}
