import Redis from 'ioredis';
import { redisConnection } from '../queue/redis-connection';

/**
 * A small Redis connection for job metrics. BullMQ 6 hides its own client behind a backend abstraction without
 * counters, and its connection waits forever while Redis is down (right for jobs); metrics are best effort,
 * so this one gives up after one reconnection try instead of holding a scrape or a job's bookkeeping.
 */
export function createMetricsRedis(redisUrl: string): Redis {
  return new Redis({ ...redisConnection(redisUrl), maxRetriesPerRequest: 1, connectionName: 'studio-metrics' });
}
