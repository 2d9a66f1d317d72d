import Redis from 'ioredis';
import { redisConnection } from '../queue/redis-connection';

/**
 * The version of everything the public pages show (gallery, themes, site settings, testimonials, campaign,
 * photos becoming ready). Every write of public data calls `bump()`; caches of public answers and rendered
 * pages put `current()` in their keys, so a bump anywhere makes every process build fresh answers:
 * the writing process at once, the others within a poll (about a second). The counter lives in Redis
 * (INCR under the queue prefix). While Redis does not answer, `current()` changes every couple of seconds,
 * which turns every cache into a short TTL cache: nothing is served stale beyond docs/architecture.md §11's 5 s.
 */

/** Where the counter lives (our Redis side effect, so tests and the worker can supply their own). */
export interface ContentVersionStore {
  read(): Promise<number>;
  increment(): Promise<number>;
  close(): Promise<void>;
}

export const contentVersionKey = (queuePrefix: string) => `${queuePrefix}:content-version`;

/** The counter in Redis. Commands give up fast: a version that cannot be read means "fall back to time buckets". */
export class RedisContentVersionStore implements ContentVersionStore {
  private readonly redis: Redis;
  private readonly key: string;

  constructor(redisUrl: string, queuePrefix: string) {
    this.key = contentVersionKey(queuePrefix);
    this.redis = new Redis({
      ...redisConnection(redisUrl),
      maxRetriesPerRequest: 1,
      commandTimeout: 500,
      connectionName: 'studio-content-version',
    });
    // Connection errors surface as failed reads (and the degraded mode); ioredis would otherwise log each retry.
    this.redis.on('error', () => undefined);
  }

  async read(): Promise<number> {
    return Number((await this.redis.get(this.key)) ?? 0);
  }

  increment(): Promise<number> {
    return this.redis.incr(this.key);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}

export interface ContentVersionOptions {
  /** How often another replica's bump is looked for. */
  pollMs?: number;
  /** Without a successful read for this long, the version is taken from the clock instead. */
  staleAfterMs?: number;
  /** Width of the clock's buckets while Redis is away (the effective cache TTL then). */
  fallbackBucketMs?: number;
  now?: () => number;
  onError?: (message: string) => void;
}

export class ContentVersion {
  private readonly pollMs: number;
  private readonly staleAfterMs: number;
  private readonly bucketMs: number;
  private readonly now: () => number;
  private readonly onError: (message: string) => void;

  /** Last counter read from Redis. */
  private remote: number | undefined;
  /** Bumped by this process's own writes and on every return from the clock fallback, so no old key matches again. */
  private generation = 0;
  private lastReadAt = Number.NEGATIVE_INFINITY;
  /** current() answered from the clock since the last successful read. */
  private usedClock = false;
  /** The last read failed (logged once per outage). */
  private failing = false;
  /** A bump whose INCR failed: sent again once Redis answers, so the other replicas learn of it. */
  private pendingIncrement = false;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;

  constructor(
    private readonly store: ContentVersionStore,
    options: ContentVersionOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1000;
    this.staleAfterMs = options.staleAfterMs ?? 2500;
    this.bucketMs = options.fallbackBucketMs ?? 2000;
    this.now = options.now ?? Date.now;
    this.onError = options.onError ?? (() => undefined);
  }

  /** A short string that changes whenever public data may have changed. Cheap: no I/O. */
  current(): string {
    const now = this.now();
    if (this.remote === undefined || now - this.lastReadAt > this.staleAfterMs) {
      this.usedClock = true;
      return `t${Math.floor(now / this.bucketMs)}.${this.generation}`;
    }
    return `${this.remote}.${this.generation}`;
  }

  /**
   * Call after a write of public data has been committed. This process sees the new version at once; the
   * others at their next poll. Never throws: the write is done, and without Redis the clock fallback covers it.
   */
  async bump(): Promise<void> {
    this.generation++;
    try {
      this.accept(await this.store.increment());
      this.pendingIncrement = false;
    } catch (e) {
      this.pendingIncrement = true;
      this.onError(`content version not shared (Redis): ${(e as Error).message}`);
    }
  }

  /** Reads the counter once, then every `pollMs` (for processes that serve cached public data). */
  async start(): Promise<void> {
    await this.poll();
    this.timer = setInterval(() => void this.poll(), this.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.polling;
    await this.store.close();
  }

  /** One read (or the retry of a lost increment); overlapping polls are skipped. */
  poll(): Promise<void> {
    this.polling ??= (async () => {
      try {
        const value = this.pendingIncrement ? await this.store.increment() : await this.store.read();
        this.pendingIncrement = false;
        this.accept(value);
      } catch (e) {
        if (!this.failing) this.onError(`content version unreadable, public caches fall back to ${this.bucketMs} ms: ${(e as Error).message}`);
        this.failing = true;
      } finally {
        this.polling = undefined;
      }
    })();
    return this.polling;
  }

  private accept(value: number) {
    // Back from the clock fallback: writes may have happened that no counter recorded.
    if (this.usedClock) this.generation++;
    this.usedClock = false;
    this.failing = false;
    this.remote = value;
    this.lastReadAt = this.now();
  }
}
