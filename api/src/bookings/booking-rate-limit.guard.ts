import { AddressBucketGuard } from '../rate-limit/address-bucket.guard';

export const BOOKING_RATE_MESSAGE = (wait: string) => `Too many booking requests from your connection. Please try again in ${wait} or message us on WhatsApp.`;

/**
 * The public booking writes (a new booking, the manage page's writes), per client address with a bucket of their
 * own (BOOKING_RATE_LIMIT_PER_HOUR), in the rate limiter's Redis store, so enquiries and sign-in keep theirs.
 */
export const BookingRateLimitGuard = AddressBucketGuard({
  name: 'booking',
  windowMs: 3_600_000,
  limit: (config) => config.bookingRateLimitPerHour,
  message: BOOKING_RATE_MESSAGE,
});
