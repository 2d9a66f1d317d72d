import { AddressBucketGuard } from '../rate-limit/address-bucket.guard';

export const PRIVACY_RATE_MESSAGE = (wait: string) => `Too many privacy requests from your connection. Please try again in ${wait} or message the studio.`;

/**
 * A family's privacy writes from their own pages (consents, erasure and its undo, by gallery cookie or manage link;
 * docs/architecture.md §16), per client address with a bucket of their own (PRIVACY_RATE_LIMIT_PER_HOUR), so a flood
 * of them neither fills the consent log nor takes the bookings', enquiries' or sign-in's turns.
 */
export const PrivacyRateLimitGuard = AddressBucketGuard({
  name: 'privacy',
  windowMs: 3_600_000,
  limit: (config) => config.privacyRateLimitPerHour,
  message: PRIVACY_RATE_MESSAGE,
});
