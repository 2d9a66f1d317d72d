import { Injectable, Logger } from '@nestjs/common';
import { Refusal } from '../errors/refusal';
import type { ImageAsset } from '../entities/image-asset.entity';
import { toImageRef, type ImageRef } from './image-ref';
import { objectKeys } from './variant-spec';
import { StorageService } from '../storage/storage.service';
import { ImageAssetsRepository } from './image-assets.repository';
import { QUEUES, imageProcessJob, jobId } from '../jobs/jobs.contract';
import { JobProducer } from '../jobs/job-producer.service';
import { MediaUrlSigner, SIGNED_KINDS } from './media-url-signer';

export interface ImageStatusItem {
  id: string;
  status: ImageAsset['status'];
  error: string | null;
  image: ImageRef;
}

/** Images after upload: references for responses, status polling, retry and removal. */
@Injectable()
export class ImagesService {
  private readonly logger = new Logger('Images');

  constructor(
    private readonly assets: ImageAssetsRepository,
    private readonly jobs: JobProducer,
    private readonly storage: StorageService,
    private readonly signer: MediaUrlSigner,
  ) {}

  /** The asset's ImageRef; a field worker's photo (never public) gets signed URLs that expire within the hour. */
  toRef(asset: ImageAsset, opts: { includeError?: boolean } = {}): ImageRef {
    if (!SIGNED_KINDS.has(asset.kind)) return toImageRef(asset, opts);
    return toImageRef(asset, { ...opts, url: (key) => this.signer.url(key) });
  }

  /**
   * Upload progress of these assets. An admin may ask about any; a field worker (`user`) only about their own
   * uploads: another's asset is left out, exactly as an unknown id is.
   */
  async status(ids: string[], viewer: { id: string; role: string }): Promise<{ items: ImageStatusItem[] }> {
    const found = new Map((await this.assets.findByIds(ids)).map((a) => [a.id, a]));
    const items = ids
      .map((id) => found.get(id))
      .filter((a): a is ImageAsset => !!a && (viewer.role === 'admin' || a.uploadedBy === viewer.id))
      .map((a) => ({ id: a.id, status: a.status, error: a.error, image: this.toRef(a, { includeError: true }) }));
    return { items };
  }

  /** Another round of tries for a failed image (same job id, so still one set of variants). */
  async retry(asset: ImageAsset): Promise<void> {
    if (asset.status !== 'failed') throw new Refusal('conflict', 'Only failed images can be retried');
    await this.assets.resetForRetry(asset);
    // A failed job keeps its id for a while and would swallow a plain add: ensure replaces it.
    await this.jobs.ensureOrLeaveToReconciler(imageProcessJob({ assetId: asset.id, originalKey: asset.originalKey }));
  }

  /** Removes the row, its original and its variants. */
  async remove(asset: ImageAsset): Promise<void> {
    await this.jobs.discard(QUEUES.images, jobId(asset.id));
    await this.assets.delete(asset);
    // The row is gone, so the image is gone for everyone; objects left by a storage hiccup are only bytes, logged to clean up.
    await Promise.all([this.storage.remove(asset.originalKey), this.storage.removePrefix(objectKeys.variantPrefix(asset.id))]).catch((e) =>
      this.logger.warn(`image ${asset.id}: row deleted but its objects were not all removed (${(e as Error).message})`),
    );
  }

  /** Undoes uploads of a request that failed part-way (e.g. the third file of a batch was refused). */
  async discardAll(assets: ImageAsset[]): Promise<void> {
    for (const asset of assets) {
      await this.remove(asset).catch((e: Error) => this.logger.warn(`image ${asset.id} of a failed request was not removed (${e.message}); it stays listed until an admin deletes it`));
    }
  }
}

