import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, OnModuleInit } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { jobPolicies } from '../jobs/job-policies';
import { QUEUES, imageProcessJob, type ImagesJobSpec } from '../jobs/jobs.contract';
import type { ReconcileSource } from '../reconciler/reconcile-source';
import { Reconciler } from '../reconciler/reconciler.service';
import { WorkerImageAssetsRepository } from './image-assets.repository';

type AssetRow = { id: string; originalKey: string };

/** Images still `processing` whose job is gone (Redis flushed, worker killed at the wrong moment) get a fresh one. */
@Injectable()
export class ImageReconcileSource implements ReconcileSource<AssetRow>, OnModuleInit {
  readonly name = QUEUES.images;

  constructor(
    @InjectQueue(QUEUES.images) readonly queue: Queue,
    private readonly assets: WorkerImageAssetsRepository,
    private readonly reconciler: Reconciler,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.reconciler.register(this);
  }

  findWaiting(afterId: string, limit: number): Promise<AssetRow[]> {
    return this.assets.findProcessing(afterId, limit);
  }

  /** The processor redoes any row it finds (same keys, stale ones removed), so ready images stay visible meanwhile. */
  findAll(afterId: string, limit: number): Promise<AssetRow[]> {
    return this.assets.findAll(afterId, limit);
  }

  job(row: AssetRow): ImagesJobSpec {
    return imageProcessJob({ assetId: row.id, originalKey: row.originalKey }, jobPolicies(this.config).images);
  }
}
