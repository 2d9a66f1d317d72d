import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { WorkerHost } from '@nestjs/bullmq';
import type { Job, Worker } from 'bullmq';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { recordImageBytes, recordJob, type JobOutcome } from '@studio/core/observability/job-metrics';
import { createMetricsRedis } from '@studio/core/observability/metrics-redis';
import { ImageAssetsRepository } from '@studio/core/images/image-assets.repository';
import { QUEUES } from '@studio/core/jobs/jobs.contract';

/**
 * Watches every BullMQ worker of this process (each @Processor's WorkerHost) without touching the processors:
 * one JSON log line per finished job attempt, carrying the request id the api put in the payload, and the
 * job's duration/outcome (plus image bytes in/out) added to the Redis hashes the api's /metrics renders.
 * Metrics are best effort: a Redis hiccup loses an observation, never a job.
 */
@Injectable()
export class JobObserver implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('JobObserver');
  private readonly logInfo: boolean;
  private readonly logWarn: boolean;
  private readonly redis;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly assets: ImageAssetsRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    this.logInfo = config.logLevel === 'debug' || config.logLevel === 'info';
    this.logWarn = this.logInfo || config.logLevel === 'warn';
    this.redis = createMetricsRedis(config.redisUrl);
    this.redis.on('error', () => undefined); // the workers' own connection reports Redis trouble
  }

  async onApplicationShutdown() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  onApplicationBootstrap() {
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as unknown;
      if (instance instanceof WorkerHost) this.watch(instance.worker);
    }
  }

  watch(worker: Worker) {
    const queue = worker.name;
    worker.on('completed', (job) => void this.finished(queue, job, 'completed'));
    worker.on('failed', (job, err) => {
      if (job) void this.finished(queue, job, 'failed', err);
    });
    worker.on('stalled', (jobId) => {
      if (this.logWarn) log('warn', { msg: 'job stalled (its worker stopped); it will run again', queue, jobId });
    });
  }

  private async finished(queue: string, job: Job, outcome: JobOutcome, err?: Error) {
    const ms = job.processedOn ? Math.max(0, (job.finishedOn ?? Date.now()) - job.processedOn) : 0;
    const data = (job.data ?? {}) as { requestId?: string };
    if (outcome === 'failed' ? this.logWarn : this.logInfo) {
      log(outcome === 'failed' ? 'warn' : 'info', {
        msg: outcome === 'failed' ? 'job failed' : 'job completed',
        queue,
        job: job.name,
        jobId: job.id,
        requestId: data.requestId,
        attempt: job.attemptsMade,
        ms,
        ...(err ? { error: err.message } : {}),
      });
    }
    try {
      await recordJob(this.redis, this.config.queuePrefix, queue, outcome, ms / 1000);
      if (queue === QUEUES.images && outcome === 'completed') await this.recordBytes((job.data as { assetId?: string }).assetId);
    } catch (e) {
      this.logger.debug(`metrics not recorded: ${(e as Error).message}`);
    }
  }

  private async recordBytes(assetId: string | undefined) {
    if (!assetId) return;
    const bytes = await this.assets.readyBytes(assetId);
    if (bytes) await recordImageBytes(this.redis, this.config.queuePrefix, bytes.bytesIn, bytes.bytesOut);
  }
}

function log(level: 'info' | 'warn', entry: Record<string, unknown>) {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level, ...entry })}\n`);
}
