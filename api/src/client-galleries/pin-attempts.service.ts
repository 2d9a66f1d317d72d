import { Inject, Injectable, Logger, OnModuleDestroy, ServiceUnavailableException } from '@nestjs/common';
import Redis from 'ioredis';
import { isIPv6 } from 'node:net';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { CLIENT_MESSAGES } from './client-gallery-rules';

export const PIN_REDIS = Symbol('PIN_REDIS');
export const PIN_MAX_WRONG = 5;
export const PIN_WINDOW_SECONDS = 15 * 60;
/** A gallery takes at most this many wrong PINs from all addresses together (docs/architecture.md §8)... */
export const GALLERY_PIN_MAX_WRONG = 10;
/** ...within this window; the 10th locks its PIN entry for this long (or until the admin sets a new PIN). */
export const GALLERY_PIN_WINDOW_SECONDS = 24 * 3600;

/** A Redis client that fails fast instead of queueing commands while Redis is away (no request may hang). */
export function createPinRedis(config: AppConfig): Redis {
  return new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 2000, lazyConnect: false });
}

/** Whose limit refused a try, and for how many more seconds. */
export type PinTry = { blocked: null } | { blocked: 'address' | 'gallery'; retryAfterSeconds: number };

/** The gallery's counter belongs to its PIN version: a new PIN starts from zero (and unlocks the gallery). */
export interface PinGalleryKey {
  id: string;
  pinVersion: number;
}

/**
 * Takes one try from both counters at once, or none: the gallery's (all addresses together) is checked first, so a
 * locked gallery answers its own message to every address. Taken BEFORE the PIN is checked, so tries sent in
 * parallel all count; a right PIN gives its try back (`giveBack`).
 */
const TAKE = `
local g = tonumber(redis.call('GET', KEYS[2]) or '0')
if g >= tonumber(ARGV[3]) then return {2, redis.call('TTL', KEYS[2])} end
local a = tonumber(redis.call('GET', KEYS[1]) or '0')
if a >= tonumber(ARGV[1]) then return {1, redis.call('TTL', KEYS[1])} end
redis.call('SET', KEYS[1], '0', 'EX', ARGV[2], 'NX')
redis.call('INCR', KEYS[1])
redis.call('SET', KEYS[2], '0', 'EX', ARGV[4], 'NX')
redis.call('INCR', KEYS[2])
return {0, 0}`;

/** A right PIN's try back (never below zero, never making a key without its expiry). */
const GIVE_BACK = `
for _, k in ipairs(KEYS) do
  if tonumber(redis.call('GET', k) or '0') > 0 then redis.call('DECR', k) end
end
return 1`;

/** A wrong PIN that filled the gallery's counter: the lock lasts the whole window from now. */
const WRONG = `
if tonumber(redis.call('GET', KEYS[1]) or '0') >= tonumber(ARGV[1]) then redis.call('EXPIRE', KEYS[1], ARGV[2]) end
return 1`;

/**
 * Wrong PIN tries, in Redis so the limits hold across api replicas: 5 wrong tries within 15 minutes from one
 * address (IPv6 counted by /64, which one subscriber usually holds whole) lock that address out of every gallery
 * until the window ends; 10 wrong tries on one gallery from all addresses within 24 hours lock that gallery's PIN
 * entry for 24 hours (or until a new PIN). Without Redis the PIN cannot be checked safely, so unlock answers 503.
 */
@Injectable()
export class PinAttempts implements OnModuleDestroy {
  private readonly logger = new Logger('ClientGalleries');

  constructor(
    @Inject(PIN_REDIS) private readonly redis: Redis,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** One try from the address's and the gallery's counters, atomically, or which limit refused it. */
  async take(address: string, gallery: PinGalleryKey): Promise<PinTry> {
    try {
      const [code, ttl] = (await this.redis.eval(
        TAKE,
        2,
        this.key(address),
        this.galleryKey(gallery),
        PIN_MAX_WRONG,
        PIN_WINDOW_SECONDS,
        GALLERY_PIN_MAX_WRONG,
        GALLERY_PIN_WINDOW_SECONDS,
      )) as [number, number];
      if (code === 0) return { blocked: null };
      return { blocked: code === 2 ? 'gallery' : 'address', retryAfterSeconds: Math.max(1, ttl) };
    } catch {
      throw new ServiceUnavailableException(CLIENT_MESSAGES.pinServiceDown);
    }
  }

  /** The try was a wrong PIN: it stays counted; the one that fills the gallery's counter starts its 24 hours. */
  async recordWrong(gallery: PinGalleryKey): Promise<void> {
    try {
      await this.redis.eval(WRONG, 1, this.galleryKey(gallery), GALLERY_PIN_MAX_WRONG, GALLERY_PIN_WINDOW_SECONDS);
    } catch {
      throw new ServiceUnavailableException(CLIENT_MESSAGES.pinServiceDown);
    }
  }

  /** The try was the right PIN: it does not count against either limit (a lost Redis costs the family one try, no more). */
  async giveBack(address: string, gallery: PinGalleryKey): Promise<void> {
    await this.redis.eval(GIVE_BACK, 2, this.key(address), this.galleryKey(gallery)).catch((e: Error) => this.logger.warn(`PIN try not given back (${e.message})`));
  }

  /** When each gallery's PIN entry opens again (null: not locked, or Redis did not answer: the admin list still loads). */
  async lockedUntil(galleries: PinGalleryKey[]): Promise<Map<string, Date | null>> {
    const out = new Map<string, Date | null>(galleries.map((g) => [g.id, null]));
    if (!galleries.length) return out;
    try {
      // One MGET for a page of galleries; the expiry is read only for the few locked ones (a list of 50 sent 100 commands).
      const counts = await this.redis.mget(galleries.map((g) => this.galleryKey(g)));
      const locked = galleries.filter((_, i) => Number(counts[i] ?? 0) >= GALLERY_PIN_MAX_WRONG);
      if (!locked.length) return out;
      const pipe = this.redis.pipeline();
      // The key's own expiry time (Redis 7), so every read of one lock answers the same instant.
      for (const g of locked) pipe.pexpiretime(this.galleryKey(g));
      const replies = (await pipe.exec()) ?? [];
      locked.forEach((g, i) => {
        const at = Number(replies[i]?.[1] ?? -2);
        if (at > Date.now()) out.set(g.id, new Date(at));
      });
    } catch (e) {
      this.logger.warn(`PIN locks not read (${(e as Error).message})`);
    }
    return out;
  }

  private key(address: string): string {
    return `${this.config.queuePrefix}:client-gallery-pin:${addressKey(address)}`;
  }

  private galleryKey(gallery: PinGalleryKey): string {
    return `${this.config.queuePrefix}:client-gallery-pin-gallery:${gallery.id}:v${gallery.pinVersion}`;
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
