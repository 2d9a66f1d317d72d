import { EntityManager, type EntityName, type FilterQuery } from '@mikro-orm/postgresql';
import type { ImageAsset } from '@studio/core/entities/image-asset.entity';
import type { ImageStatus } from '@studio/core/images/image-ref';

/** A row that owns one uploaded image: a gallery photo or a theme. */
export interface MediaRow {
  id: string;
  image: ImageAsset;
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

  /** Newest first, every status (or one), one extra row to tell whether there is a next page. */
  adminPage(status: ImageStatus | undefined, page: number, limit: number): Promise<T[]> {
    return this.em.find(this.entity, (status ? { image: { status } } : {}) as FilterQuery<T>, {
      populate: ['image'] as never,
      orderBy: { createdAt: 'desc', id: 'desc' } as never,
      limit: limit + 1,
      offset: (page - 1) * limit,
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
