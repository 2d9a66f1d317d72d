import { Module, type ExecutionContext } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import type { AppConfig } from '@studio/core/config/app-config';
import { APP_CONFIG } from '@studio/core/nest/tokens';
import { RateLimitStorage } from './rate-limit.storage';
import { DeviceCookies } from '../auth/device-cookies';

/** The named limits; a guard applies the ones its route does not skip (see StudioThrottlerGuard). */
export const LIMITS = { login: 'login', loginAccount: 'loginAccount', loginDevice: 'loginDevice', enquiry: 'enquiry' } as const;
export const ACCOUNT_WINDOW_MS = 15 * 60_000;

function loginUsername(req: Request): string | undefined {
  const name = (req.body as { username?: unknown } | undefined)?.username;
  return typeof name === 'string' && name.trim() ? name.trim().toLowerCase() : undefined;
}

/** The device id of the sign-in's valid device cookie for the username it names (checked once per request). */
const deviceOf = new WeakMap<Request, string | null>();
function loginDevice(req: Request, cookies: DeviceCookies): string | null {
  if (!deviceOf.has(req)) {
    const username = loginUsername(req);
    deviceOf.set(req, username === undefined ? null : cookies.fromHeader(username, req.headers.cookie));
  }
  return deviceOf.get(req)!;
}

/**
 * Rate limits in Redis (docs/architecture.md §8): sign-in by client address (IPv6 grouped by /64, the throttler's
 * default) and by username from any address, except that a device holding the user's device cookie (it signed in
 * as that user before, DeviceCookies) is held to its own limit instead of the account's, so a stranger's tries cannot
 * lock the staff out; enquiries by client address. The client address is req.ip, which
 * TRUST_PROXY decides (app.factory.ts). Keys live under QUEUE_PREFIX so runs sharing a Redis stay apart.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const devices = new DeviceCookies(config);
        const request = (context: ExecutionContext) => context.switchToHttp().getRequest<Request>();
        return {
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
              // A body without a username (refused by validation anyway) counts against no account; a known device of
              // that user counts against its own limit below instead.
              skipIf: (context) => loginUsername(request(context)) === undefined || loginDevice(request(context), devices) !== null,
            },
            {
              name: LIMITS.loginDevice,
              ttl: ACCOUNT_WINDOW_MS,
              limit: config.loginDeviceRateLimit,
              getTracker: (req) => `device:${loginDevice(req as Request, devices) ?? ''}`,
              skipIf: (context) => loginDevice(request(context), devices) === null,
            },
            { name: LIMITS.enquiry, ttl: 3_600_000, limit: config.enquiryRateLimitPerHour },
          ],
        };
      },
    }),
  ],
  exports: [ThrottlerModule],
})
export class RateLimitModule {}
