import { CanActivate, ExecutionContext, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, type ThrottlerStorage } from '@nestjs/throttler';
import type { Request } from 'express';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { waitText } from '../rate-limit/studio-throttler.guard';

const WINDOW_MS = 3_600_000;
export const BOOKING_RATE_MESSAGE = (wait: string) => `Too many booking requests from your connection. Please try again in ${wait} or message us on WhatsApp.`;

/**
 * The public booking writes (a new booking, the manage page's writes), per client address with a bucket of their
 * own (BOOKING_RATE_LIMIT_PER_HOUR), in the rate limiter's Redis store, so enquiries and sign-in keep theirs.
 */
@Injectable()
export class BookingRateLimitGuard implements CanActivate {
  constructor(
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const limit = this.config.bookingRateLimitPerHour;
    const key = `${this.config.queuePrefix}:ratelimit:booking:${ipKey(req.ip ?? 'unknown')}`;
    const r = await this.storage.increment(key, WINDOW_MS, limit, WINDOW_MS, 'booking');
    if (r.isBlocked || r.totalHits > limit) {
      const seconds = Math.max(1, r.timeToBlockExpire || r.timeToExpire);
      throw new HttpException({ message: BOOKING_RATE_MESSAGE(waitText(seconds)), retryAfterSeconds: seconds }, HttpStatus.TOO_MANY_REQUESTS);
    }
    return true;
  }
}

/** IPv6 addresses grouped by /64 (one household's devices share a prefix), as the other limits do. */
function ipKey(ip: string): string {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!v4.includes(':')) return v4;
  const [head] = v4.split('::');
  const groups = v4.includes('::') ? head.split(':').filter(Boolean) : v4.split(':');
  return `${groups.slice(0, 4).join(':')}::/64`;
}
