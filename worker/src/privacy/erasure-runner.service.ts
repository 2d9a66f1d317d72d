import { Injectable, Logger } from '@nestjs/common';
import { ErasuresRepository, type ErasureDeleted, type ErasureRow } from '@studio/core/privacy/erasures.repository';
import { PrivacyFamiliesRepository } from '@studio/core/privacy/privacy-families.repository';
import type { PrivacyFamily } from '@studio/core/privacy/privacy-family';
import { StorageService } from '@studio/core/storage/storage.service';
import { PublicContentNotifier } from '../images/public-content.notifier';

export type ErasureOutcome = { status: 'done'; deleted: ErasureDeleted } | { status: 'skipped'; reason: 'cancelled' | 'done' | 'not-due' | 'gone' };

/**
 * Carries out a family's erasure (docs/architecture.md §16). Rows first, in one transaction: a photo being processed
 * or a ZIP being built then finds its row gone and removes what it wrote itself (image-processing, archive-build);
 * then the objects those rows named (originals, variants, share images, ZIPs). Idempotent: a retry after a crash
 * finds the rows gone and removes whatever objects are left under the recorded keys.
 */
@Injectable()
export class ErasureRunner {
  private readonly logger = new Logger('Erasure');

  constructor(
    private readonly erasures: ErasuresRepository,
    private readonly families: PrivacyFamiliesRepository,
    private readonly storage: StorageService,
    private readonly publicContent: PublicContentNotifier,
  ) {}

  async run(erasureId: string): Promise<ErasureOutcome> {
    const before = await this.erasures.byId(erasureId);
    if (!before) return { status: 'skipped', reason: 'gone' };
    if (before.status === 'cancelled' || before.status === 'done') return { status: 'skipped', reason: before.status };
    const erasure = await this.erasures.claim(erasureId);
    if (!erasure) return { status: 'skipped', reason: 'not-due' };
    const family = await this.familyOf(erasure);
    const rows = await this.erasures.eraseRows(family);
    let files = 0;
    for (const key of rows.objectKeys) {
      if (await this.storage.stat(key)) {
        await this.storage.remove(key);
        files++;
      }
    }
    for (const prefix of rows.objectPrefixes) files += await this.storage.removePrefix(prefix);
    // A retry after the rows went (a crash between the steps) has no keys left to name: its counts come from the first run.
    const deleted: ErasureDeleted = { ...rows.deleted, files };
    const previous = erasure.deleted;
    const total = previous ? { photos: previous.photos + deleted.photos, files: previous.files + deleted.files, bookings: previous.bookings + deleted.bookings, enquiries: previous.enquiries + deleted.enquiries } : deleted;
    await this.erasures.finish(erasure.id, total, [...(erasure.forwardedEnquiries ?? []), ...rows.forwarded]);
    await this.publicContent.changed(); // featured photos may have left the public site
    this.logger.log(`erasure ${erasure.reference}: ${JSON.stringify(total)}`);
    return { status: 'done', deleted: total };
  }

  private async familyOf(e: ErasureRow): Promise<PrivacyFamily> {
    if (e.bookingId) return (await this.families.ofBooking(e.bookingId)) ?? { bookingId: null, galleryIds: [] };
    return (await this.families.ofGallery(e.galleryId!)) ?? { bookingId: null, galleryIds: [e.galleryId!] };
  }
}
