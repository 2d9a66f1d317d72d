import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import type { AppConfig } from '@studio/core/config/app-config';
import { APP_CONFIG } from '@studio/core/nest/tokens';
import { RateLimitStorage } from './rate-limit.storage';

/** The named limits; a guard applies the ones its route does not skip (see StudioThrottlerGuard). */
export const LIMITS = { login: 'login', loginAccount: 'loginAccount', enquiry: 'enquiry' } as const;
export const ACCOUNT_WINDOW_MS = 15 * 60_000;

function loginUsername(req: Request): string | undefined {
  const name = (req.body as { username?: unknown } | undefined)?.username;
  return typeof name === 'string' && name.trim() ? name.trim().toLowerCase() : undefined;
}

/**
 * Rate limits in Redis (docs/architecture.md §8): sign-in by client address (IPv6 grouped by /64, the throttler's
 * default) and by username from any address; enquiries by client address. The client address is req.ip, which
 * TRUST_PROXY decides (app.factory.ts). Keys live under QUEUE_PREFIX so runs sharing a Redis stay apart.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        storage: new RateLimitStorage(config.redisUrl),
        ipv6SubnetPrefix: 64,
        generateKey: (_context, tracker, name) => `${config.queuePrefix}:ratelimit:${name}:${tracker}`,
        throttlers: [
          { name: LIMITS.login, ttl: 60_000, limit: config.loginRateLimitPerMinute },
          {
            name: LIMITS.loginAccount,
            ttl: ACCOUNT_WINDOW_MS,
            limit: config.loginAccountRateLimit,
            // Usernames are hashed: the key stays short and Redis holds no list of the names tried.
            getTracker: (req) => `user:${createHash('sha256').update(loginUsername(req as Request) ?? '').digest('hex').slice(0, 32)}`,
            // A body without a username (refused by validation anyway) counts against no account.
            skipIf: (context) => loginUsername(context.switchToHttp().getRequest<Request>()) === undefined,
          },
          { name: LIMITS.enquiry, ttl: 3_600_000, limit: config.enquiryRateLimitPerHour },
        ],
      }),
    }),
  ],
  exports: [ThrottlerModule],
})
export class RateLimitModule {}
