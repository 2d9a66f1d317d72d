import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ImageAsset, type ImageKind } from '@studio/core/entities/image-asset.entity';

/** The api's reads and writes of `image_assets` rows (the worker has its own for the processing side). */
@Injectable()
export class ImageAssetsRepository {
  constructor(private readonly em: EntityManager) {}

  async create(data: { id: string; kind: ImageKind; originalKey: string; contentType: string; bytes: number; contentHash: string; uploadedBy: string | null }): Promise<ImageAsset> {
    const now = new Date();
    const asset = this.em.create(ImageAsset, { ...data, status: 'processing', variants: [], attempts: 0, createdAt: now, updatedAt: now });
    await this.em.persistAndFlush(asset);
    return asset;
  }

  findByIds(ids: string[]): Promise<ImageAsset[]> {
    return this.em.find(ImageAsset, { id: { $in: ids } });
  }

  /** Back to `processing` for another round of tries (admin retry of a failed image). */
  async resetForRetry(asset: ImageAsset): Promise<void> {
    asset.status = 'processing';
    asset.error = null;
    asset.attempts = 0;
    await this.em.flush();
  }

  async delete(asset: ImageAsset): Promise<void> {
    await this.em.nativeDelete(ImageAsset, { id: asset.id });
  }
}
