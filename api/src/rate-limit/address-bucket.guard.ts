import { CanActivate, ExecutionContext, HttpException, HttpStatus, Injectable, mixin, type Type } from '@nestjs/common';
import { InjectThrottlerStorage, type ThrottlerStorage } from '@nestjs/throttler';
import type { Request } from 'express';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { waitText } from './studio-throttler.guard';

/** One named bucket of public writes per client address (docs/architecture.md §8, Rate limits). */
export interface AddressBucket {
  /** Its Redis key part: each bucket counts apart from the others (bookings, privacy, enquiries, sign-in). */
  name: string;
  windowMs: number;
  /** Requests per window per address, from the config (app-config.ts reads the env). */
  limit: (config: AppConfig) => number;
  /** The 429's words, told how long to wait ("3 minutes"). */
  message: (wait: string) => string;
}

/**
 * A guard counting a route's requests per client address (req.ip, which TRUST_PROXY decides; IPv6 by /64) in the rate
 * limiter's Redis store, so it holds across api replicas and fails open with Redis down like the other limits. Past
 * the limit: 429 with the bucket's message and `retryAfterSeconds` (sent as Retry-After by the error filter).
 */
export function AddressBucketGuard(bucket: AddressBucket): Type<CanActivate> {
  @Injectable()
  class BucketGuard implements CanActivate {
    constructor(
      @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
      @InjectConfig() private readonly config: AppConfig,
    ) {}

    async canActivate(context: ExecutionContext): Promise<boolean> {
      const req = context.switchToHttp().getRequest<Request>();
      const limit = bucket.limit(this.config);
      const key = `${this.config.queuePrefix}:ratelimit:${bucket.name}:${ipKey(req.ip ?? 'unknown')}`;
      const r = await this.storage.increment(key, bucket.windowMs, limit, bucket.windowMs, bucket.name);
      if (r.isBlocked || r.totalHits > limit) {
        const seconds = Math.max(1, r.timeToBlockExpire || r.timeToExpire);
        throw new HttpException({ message: bucket.message(waitText(seconds)), retryAfterSeconds: seconds }, HttpStatus.TOO_MANY_REQUESTS);
      }
      return true;
    }
  }
  return mixin(BucketGuard);
}

/** IPv6 addresses grouped by /64 (one household's devices share a prefix), as the other limits do. */
export function ipKey(ip: string): string {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!v4.includes(':')) return v4;
  const [head] = v4.split('::');
  const groups = v4.includes('::') ? head.split(':').filter(Boolean) : v4.split(':');
  return `${groups.slice(0, 4).join(':')}::/64`;
}
