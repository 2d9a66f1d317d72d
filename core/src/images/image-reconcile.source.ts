import { Injectable, OnModuleInit } from '@nestjs/common';
import { QUEUES, imageProcessJob, type ImagesJobRequest } from '../jobs/jobs.contract';
import type { ReconcileSource } from '../reconciler/reconcile-source';
import { Reconciler } from '../reconciler/reconciler.service';
import { ImageAssetsRepository } from './image-assets.repository';

type AssetRow = { id: string; originalKey: string };

/** Images still `processing` whose job is gone (Redis flushed, worker killed at the wrong moment) get a fresh one. */
@Injectable()
export class ImageReconcileSource implements ReconcileSource<AssetRow>, OnModuleInit {
  readonly name = QUEUES.images;

  constructor(
    private readonly assets: ImageAssetsRepository,
    private readonly reconciler: Reconciler,
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

  job(row: AssetRow): ImagesJobRequest {
    return imageProcessJob({ assetId: row.id, originalKey: row.originalKey });
  }
}
