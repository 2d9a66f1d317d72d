import { NotFoundException } from '@nestjs/common';
import { ContentVersionService } from '../content/content-version.service';
import { encodeCursor } from '../common/keyset-cursor';
import { toCounts, type AdminMediaItem, type MediaKindAdmin, type MediaListFilter, type MediaPatch } from './admin-media-item';
import { ImagesService } from '@studio/core/images/images.service';
import type { MediaRow, MediaRowRepository } from './media-row.repository';

/**
 * The admin media manager's operations, the same for every kind of media row (gallery photos, themes): a kind says
 * only how its row looks to admins and which fields a patch changes. Every write bumps the public content version.
 */
export abstract class MediaKindAdminService<T extends MediaRow> implements MediaKindAdmin {
  protected constructor(
    protected readonly repo: MediaRowRepository<T>,
    protected readonly images: ImagesService,
    protected readonly content: ContentVersionService,
    private readonly notFoundMessage: string,
  ) {}

  abstract toAdminItem(row: T): AdminMediaItem;

  /** Copies the patch's fields this kind has onto the row (undefined: unchanged). */
  protected abstract applyPatch(row: T, patch: MediaPatch): void;

  async adminList(filter: MediaListFilter) {
    const rows = await this.repo.adminPage(filter.status, filter.limit, filter.after);
    const page = rows.slice(0, filter.limit);
    const last = page[page.length - 1];
    const hasMore = rows.length > filter.limit;
    return { items: page.map((r) => this.toAdminItem(r)), hasMore, nextCursor: hasMore && last ? encodeCursor(last) : null };
  }

  async adminCounts() {
    return toCounts(await this.repo.statusCounts());
  }

  async adminRetry(id: string) {
    const row = await this.get(id);
    await this.images.retry(row.image);
    await this.content.bump();
    return this.toAdminItem(row);
  }

  async adminUpdate(id: string, patch: MediaPatch) {
    const row = await this.get(id);
    this.applyPatch(row, patch);
    await this.repo.save();
    await this.content.bump();
    return this.toAdminItem(row);
  }

  async adminRemove(id: string) {
    const row = await this.get(id);
    await this.repo.delete(row);
    await this.content.bump();
    await this.images.remove(row.image);
  }

  protected async get(id: string): Promise<T> {
    const row = await this.repo.findById(id);
    if (!row) throw new NotFoundException(this.notFoundMessage);
    return row;
  }
}
