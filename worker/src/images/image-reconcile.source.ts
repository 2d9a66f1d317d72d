import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, OnModuleInit } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { AppConfig } from '@studio/core/config/app-config';
import { objectKeys } from '@studio/core/images/variant-spec';
import { InjectConfig } from '@studio/core/nest/core.module';
import { JOB_DEFAULTS, JOBS, QUEUES, jobId, type ImageProcessPayload } from '../jobs/jobs.contract';
import type { ReconcileSource } from '../reconciler/reconcile-source';
import { Reconciler } from '../reconciler/reconciler.service';
import { WorkerImageAssetsRepository } from './image-assets.repository';

const BATCH = 500;

/** Images still `processing` whose job is gone (Redis flushed, worker killed at the wrong moment) get a fresh one. */
@Injectable()
export class ImageReconcileSource implements ReconcileSource, OnModuleInit {
  readonly name = 'images';

  constructor(
    @InjectQueue(QUEUES.images) readonly queue: Queue,
    private readonly assets: WorkerImageAssetsRepository,
    private readonly reconciler: Reconciler,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.reconciler.register(this);
  }

  findWaiting(): Promise<string[]> {
    return this.assets.findProcessing(BATCH);
  }

  async enqueue(assetId: string): Promise<void> {
    const data: ImageProcessPayload = { assetId, originalKey: objectKeys.original(assetId) };
    await this.queue.add(JOBS.imagesProcess, data, { ...JOB_DEFAULTS.images, jobId: jobId(assetId), attempts: this.config.imageJobAttempts });
  }
}
