import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { renderJobMetrics } from '@studio/core/observability/job-metrics';
import { createMetricsRedis } from '@studio/core/observability/metrics-redis';
import { QueuesDirectory } from '@studio/core/jobs/queues-directory.service';

// BullMQ 6 keeps a paused queue's jobs in 'waiting' (no separate paused list).
const QUEUE_STATES = ['active', 'waiting', 'prioritized', 'delayed', 'failed', 'completed'] as const;
/** A scrape must answer even while Redis is away (Prometheus then sees the api's own metrics). */
const REDIS_TIMEOUT_MS = 2000;

/**
 * The api's Prometheus registry. HTTP timings are observed in process; queue depth is read from Redis when
 * scraped (nothing runs between scrapes); the workers' job metrics are read from the Redis hashes they write.
 */
@Injectable()
export class MetricsService implements OnApplicationShutdown {
  readonly registry = new Registry();
  private readonly redis;
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;

  constructor(
    private readonly queues: QueuesDirectory,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    this.redis = createMetricsRedis(config.redisUrl);
    this.redis.on('error', () => undefined); // reported by /api/health; metrics just go missing meanwhile
    collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency by method, route template and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    const directory = this.queues;
    new Gauge({
      name: 'studio_queue_jobs',
      help: 'Jobs in each queue by state, read from Redis at scrape time.',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
      async collect() {
        this.reset(); // a queue whose counts cannot be read (Redis away) shows no series rather than stale ones
        for (const [name, queue] of directory.all()) {
          const counts = await withTimeout(queue.getJobCounts(...QUEUE_STATES)).catch(() => undefined);
          if (!counts) continue;
          for (const state of QUEUE_STATES) this.set({ queue: name, state }, counts[state] ?? 0);
        }
      },
    });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  async render(): Promise<string> {
    const own = await this.registry.metrics();
    const jobs = await withTimeout(renderJobMetrics(this.redis, this.config.queuePrefix, this.queues.names())).catch(() => '');
    return own + jobs;
  }

  async onApplicationShutdown() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

function withTimeout<T>(p: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([p, new Promise<T>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), REDIS_TIMEOUT_MS)))]).finally(() =>
    clearTimeout(timer),
  );
}
