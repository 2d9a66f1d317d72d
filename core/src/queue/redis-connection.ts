import type { RedisOptions } from 'bullmq';

/** BullMQ/ioredis connection options from a redis:// URL. */
export function redisConnection(redisUrl: string): RedisOptions {
  const u = new URL(redisUrl);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    username: u.username ? decodeURIComponent(u.username) : undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: u.pathname && u.pathname !== '/' ? Number(u.pathname.slice(1)) : 0,
    tls: u.protocol === 'rediss:' ? {} : undefined,
    // BullMQ workers need this; queues tolerate it.
    maxRetriesPerRequest: null,
  };
}
