import { Injectable, Logger } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { contentTypeOf, objectKeys, type StoredVariant } from '@studio/core/images/variant-spec';
import { isNotFound, StorageService } from '@studio/core/storage/storage.service';
import type { ImageProcessPayload } from '@studio/core/jobs/jobs.contract';
import { ImageAssetsRepository } from '@studio/core/images/image-assets.repository';
import { PublicContentNotifier } from './public-content.notifier';
import { ImageDecodeError, VariantService } from './variant.service';

export interface AttemptInfo {
  /** Tries that already failed before this one. */
  attemptsMade: number;
  attempts: number;
}

export type ProcessOutcome = { status: 'ready'; variants: number } | { status: 'gone' };

/**
 * One image job: original from storage → variants → storage → row `ready`. Safe to run again at any point
 * (same keys are overwritten, leftovers of an earlier run removed). Bad files fail at once with a reason;
 * storage or database trouble is thrown for BullMQ to retry with back-off, and marks the row failed on the last try.
 */
@Injectable()
export class ImageProcessingService {
  private readonly logger = new Logger('Images');

  constructor(
    private readonly assets: ImageAssetsRepository,
    private readonly storage: StorageService,
    private readonly variants: VariantService,
    private readonly publicContent: PublicContentNotifier,
  ) {}

  async process(payload: ImageProcessPayload, attempt: AttemptInfo): Promise<ProcessOutcome> {
    const { assetId } = payload ?? {};
    // Checked before anything else: a row update keyed by a missing id must never run.
    if (typeof assetId !== 'string' || !assetId || typeof payload.originalKey !== 'string') {
      throw new UnrecoverableError('images:process needs assetId and originalKey');
    }
    try {
      return await this.run(payload);
    } catch (e) {
      const permanent = e instanceof UnrecoverableError;
      const last = attempt.attemptsMade + 1 >= attempt.attempts;
      if (permanent || last) {
        const reason = permanent ? e.message : `Processing failed after ${attempt.attempts} tries: ${(e as Error).message}`;
        await this.assets.markFailed(assetId, reason);
        this.logger.warn(`image ${assetId} failed: ${reason}`);
      }
      throw e;
    }
  }

  private async run({ assetId, originalKey }: ImageProcessPayload): Promise<ProcessOutcome> {
    const asset = await this.assets.find(assetId);
    if (!asset) return { status: 'gone' }; // deleted before we got to it
    const [, input] = await Promise.all([
      this.assets.countAttempt(assetId),
      this.storage.getBuffer(originalKey).catch((e) => {
        if (isNotFound(e)) throw new UnrecoverableError('The original file is missing from storage.');
        throw e;
      }),
    ]);
    let rendered;
    try {
      // Each output is stored as soon as it is encoded, while the rest still encode.
      rendered = await this.variants.render(assetId, input, (o) => this.storage.put(o.key, o.data, contentTypeOf(o.format)).then(() => undefined));
    } catch (e) {
      if (e instanceof ImageDecodeError) throw new UnrecoverableError(e.message);
      throw e;
    }
    const prefix = objectKeys.variantPrefix(assetId);
    // Leftovers can only exist if an earlier run got this far; a first run skips the listing.
    if (asset.attempts > 0 || asset.variants.length > 0) {
      // The link-preview picture lives under the same prefix but is made by `images:share` from the same original,
      // and its row says it exists: removing it here would leave public pages sharing a missing picture.
      const keep = new Set([...rendered.outputs.map((o) => o.key), objectKeys.share(assetId)]);
      const stale = (await this.storage.listKeys(prefix)).filter((k) => !keep.has(k));
      await Promise.all(stale.map((k) => this.storage.remove(k)));
    }

    const variants: StoredVariant[] = rendered.outputs.map((o) => ({ width: o.width, height: o.height, format: o.format, key: o.key, bytes: o.data.length }));
    const stillThere = await this.assets.markReady(assetId, { width: rendered.width, height: rendered.height, placeholder: rendered.placeholder, variants });
    if (!stillThere) {
      await this.storage.removePrefix(prefix);
      return { status: 'gone' };
    }
    await this.publicContent.changed();
    return { status: 'ready', variants: variants.length };
  }
}
