import type { AppConfig } from '../config/app-config';
import { bookingExpireJob, type BookingsJobRequest } from '../jobs/jobs.contract';
import type { BookingSettings } from './booking-settings';

/**
 * A hold's timing, decided here only (docs/architecture.md §13): its length (BOOKING_HOLD_SECONDS over the settings'
 * holdMinutes), when it ends, and its expiry job, delayed to that end, which the api adds and the reconciler re-adds.
 */
export function holdLengthMs(settings: Pick<BookingSettings, 'holdMinutes'>, config: Pick<AppConfig, 'bookingHoldSeconds'>): number {
  return (config.bookingHoldSeconds ?? settings.holdMinutes * 60) * 1000;
}

/** When a hold made (or renewed) at `now` ends. */
export function holdEndsAt(settings: Pick<BookingSettings, 'holdMinutes'>, config: Pick<AppConfig, 'bookingHoldSeconds'>, now = Date.now()): Date {
  return new Date(now + holdLengthMs(settings, config));
}

/** The hold's expiry job: `bookings:expire-hold`, job id = booking id, delayed to the hold's end (at once if past). */
export function holdExpiryJob(hold: { bookingId: string; holdExpiresAt: Date }, now = Date.now()): BookingsJobRequest {
  return bookingExpireJob({ bookingId: hold.bookingId }, hold.holdExpiresAt.getTime() - now);
}
