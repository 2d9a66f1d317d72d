import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { JOB_DEFAULTS, JOBS, QUEUES, jobId, type ImageProcessPayload } from '@studio/worker/jobs/jobs.contract';

/** The one place the api puts image jobs on the queue. Job id = asset id, so enqueueing twice makes one job. */
@Injectable()
export class ImageJobsEnqueuer {
  constructor(
    @InjectQueue(QUEUES.images) private readonly queue: Queue,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async enqueue(asset: { id: string; originalKey: string }, requestId?: string): Promise<void> {
    const data: ImageProcessPayload = { assetId: asset.id, originalKey: asset.originalKey, requestId };
    await this.queue.add(JOBS.imagesProcess, data, { ...JOB_DEFAULTS.images, jobId: jobId(asset.id), attempts: this.config.imageJobAttempts });
  }

  /** A finished (failed) job keeps its id for a while and would swallow a new add: drop it first. */
  async requeue(asset: { id: string; originalKey: string }): Promise<void> {
    const existing = await this.queue.getJob(jobId(asset.id));
    if (existing) {
      const state = await existing.getState();
      if (state === 'active' || state === 'waiting' || state === 'delayed' || state === 'prioritized' || state === 'waiting-children') return;
      await existing.remove();
    }
    await this.enqueue(asset);
  }

  /** Forgets a job whose image is being deleted (an active one finds no row and stops on its own). */
  async discard(assetId: string): Promise<void> {
    const existing = await this.queue.getJob(jobId(assetId));
    if (existing && (await existing.getState()) !== 'active') await existing.remove().catch(() => undefined);
  }
}
