import { Inject, Injectable, OnModuleDestroy, ServiceUnavailableException } from '@nestjs/common';
import Redis from 'ioredis';
import { isIPv6 } from 'node:net';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { CLIENT_MESSAGES } from './client-gallery-rules';

export const PIN_REDIS = Symbol('PIN_REDIS');
export const PIN_MAX_WRONG = 5;
export const PIN_WINDOW_SECONDS = 15 * 60;

/** A Redis client that fails fast instead of queueing commands while Redis is away (no request may hang). */
export function createPinRedis(config: AppConfig): Redis {
  return new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 2000, lazyConnect: false });
}

/**
 * Wrong PIN tries per client address, in Redis so the limit holds across api replicas: 5 wrong tries within
 * 15 minutes from one address (IPv6 counted by /64, which one subscriber usually holds whole) lock that address
 * out of every gallery until the window ends. Without Redis the PIN cannot be checked safely, so unlock answers 503.
 */
@Injectable()
export class PinAttempts implements OnModuleDestroy {
  constructor(
    @Inject(PIN_REDIS) private readonly redis: Redis,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** Seconds until the address may try again, or 0. */
  async lockedFor(address: string): Promise<number> {
    const key = this.key(address);
    try {
      const [count, ttl] = await Promise.all([this.redis.get(key), this.redis.ttl(key)]);
      return Number(count ?? 0) >= PIN_MAX_WRONG ? Math.max(1, ttl) : 0;
    } catch {
      throw new ServiceUnavailableException(CLIENT_MESSAGES.pinServiceDown);
    }
  }

  async recordWrong(address: string): Promise<void> {
    const key = this.key(address);
    try {
      // The window starts at the first wrong try and is not stretched by later ones.
      await this.redis.multi().set(key, '0', 'EX', PIN_WINDOW_SECONDS, 'NX').incr(key).exec();
    } catch {
      throw new ServiceUnavailableException(CLIENT_MESSAGES.pinServiceDown);
    }
  }

  private key(address: string): string {
    return `${this.config.queuePrefix}:client-gallery-pin:${addressKey(address)}`;
  }

  onModuleDestroy() {
    this.redis.disconnect();
  }
}

/** IPv4 as is; IPv6 by its /64 (IPv4-mapped IPv6 as the IPv4 address). */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head, tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
