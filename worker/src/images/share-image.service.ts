import { Injectable, Logger } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import sharp from 'sharp';
import { objectKeys, SHARE_IMAGE } from '@studio/core/images/variant-spec';
import { StorageService } from '@studio/core/storage/storage.service';
import type { ImageSharePayload } from '@studio/core/jobs/jobs.contract';
import { ImageAssetsRepository } from '@studio/core/images/image-assets.repository';
import { PublicContentNotifier } from './public-content.notifier';

export type ShareOutcome = { status: 'ready'; bytes: number; quality: number } | { status: 'skipped'; reason: string };

/**
 * The link-preview picture a public page shares (Open Graph, WhatsApp): the photo cropped to 1200x630 around what
 * draws the eye, as a JPEG under 300 kB (the quality steps down until it fits). Made from the original, once.
 */
@Injectable()
export class ShareImageService {
  private readonly logger = new Logger('ShareImage');

  constructor(
    private readonly assets: ImageAssetsRepository,
    private readonly storage: StorageService,
    private readonly content: PublicContentNotifier,
  ) {}

  async make(data: ImageSharePayload): Promise<ShareOutcome> {
    const asset = await this.assets.find(data.assetId);
    if (!asset) return { status: 'skipped', reason: 'image removed' };
    if (asset.status !== 'ready') throw new UnrecoverableError(`image ${asset.id} is ${asset.status}, not ready`);
    if (asset.shareBytes) return { status: 'skipped', reason: 'already made' };
    const original = await this.storage.getBuffer(asset.originalKey);
    const base = sharp(original, { limitInputPixels: 1_000_000_000, sequentialRead: true })
      .rotate()
      .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover', position: sharp.strategy.attention })
      .toColourspace('srgb');
    const raw = await base.raw().toBuffer({ resolveWithObject: true });
    let out: Buffer | undefined;
    let quality: number = SHARE_IMAGE.qualities[0];
    for (quality of SHARE_IMAGE.qualities) {
      out = await sharp(raw.data, { raw: raw.info }).jpeg({ quality, progressive: true, mozjpeg: true }).toBuffer();
      if (out.length <= SHARE_IMAGE.maxBytes) break;
    }
    if (!out || out.length > SHARE_IMAGE.maxBytes) throw new UnrecoverableError(`share picture of ${asset.id} stays above ${SHARE_IMAGE.maxBytes} bytes`);
    await this.storage.put(objectKeys.share(asset.id), out, 'image/jpeg');
    if (!(await this.assets.markShareReady(asset.id, out.length))) {
      await this.storage.remove(objectKeys.share(asset.id));
      return { status: 'skipped', reason: 'image removed' };
    }
    await this.content.changed();
    this.logger.log(`share picture of ${asset.id}: ${out.length} bytes at quality ${quality}`);
    return { status: 'ready', bytes: out.length, quality };
  }
}
