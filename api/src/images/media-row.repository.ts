import { EntityManager, type EntityName, type FilterQuery } from '@mikro-orm/postgresql';
import { createdBefore } from '@studio/core/database/keyset';
import type { ImageAsset } from '@studio/core/entities/image-asset.entity';
import type { ImageStatus } from '@studio/core/images/image-ref';

/** A row that owns one uploaded image: a gallery photo or a theme. */
export interface MediaRow {
  id: string;
  image: ImageAsset;
  createdAt: Date;
}

/** The admin media manager's reads and writes, the same for every kind of media row. */
export abstract class MediaRowRepository<T extends MediaRow> {
  protected constructor(
    protected readonly em: EntityManager,
    private readonly entity: EntityName<T>,
    private readonly table: 'gallery_images' | 'themes',
  ) {}

  findById(id: string): Promise<T | null> {
    return this.em.findOne(this.entity, { id } as FilterQuery<T>, { populate: ['image'] as never });
  }

  /**
   * Newest first, every status (or one), one extra row to tell whether there is a next page; `after`: the rows
   * older than that one, by a row comparison on the (created_at desc, id desc) index (docs/architecture.md §10).
   * The comparison reads the cursor row's own created_at (to the microsecond; the cursor holds milliseconds, and rows
   * written in one statement share their instant), and the cursor's instant only if that row was deleted meanwhile.
   */
  adminPage(status: ImageStatus | undefined, limit: number, after?: { createdAt: Date; id: string }): Promise<T[]> {
    const keyset = after ? createdBefore(this.table, after) : {};
    return this.em.find(this.entity, { ...(status ? { image: { status } } : {}), ...keyset } as FilterQuery<T>, {
      populate: ['image'] as never,
      orderBy: { createdAt: 'desc', id: 'desc' } as never,
      limit: limit + 1,
    });
  }

  statusCounts(): Promise<Array<{ status: string; count: string }>> {
    return this.em.getConnection().execute(
      `select a.status, count(*) as count from ${this.table} r join image_assets a on a.id = r.image_asset_id group by a.status`,
    );
  }

  async save(): Promise<void> {
    await this.em.flush();
  }

  async delete(row: T): Promise<void> {
    await this.em.nativeDelete(this.entity, { id: row.id } as FilterQuery<T>);
  }
}
